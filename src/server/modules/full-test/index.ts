export { fullTestRepo } from "./repo";
export { fullTestRoutes } from "./routes";
export { fullTestService, type FullTestService, type LatestScoredFullTest } from "./service";
