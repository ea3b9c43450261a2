export { fullTestRepo } from "./repo";
export { fullTestRoutes } from "./routes";
export { fullTestService, type FullTestService } from "./service";
