export { branchesRepo, type BranchesRepo } from "./repo";
export { branchRoutes } from "./routes";
