export { studyMaterialsRepo } from "./repo";
export { studyMaterialRoutes } from "./routes";
