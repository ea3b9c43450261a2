/** The module's entry points, so app.ts wires it with one import. */
export { analyticsRepo } from "./repo";
export { analyticsRoutes } from "./routes";
export { analyticsService } from "./service";
