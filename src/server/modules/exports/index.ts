export { exportRoutes } from "./routes";
