import type { Db } from "../../db/client";
import { scoreSharesRepo, type AfterShare } from "./repo";

export { scoreShareRoutes } from "./routes";
export type { AfterShare } from "./repo";
export const scoreSharesModule = (db: Db, deps: { afterShare?: AfterShare } = {}) => ({ repo: scoreSharesRepo(db, deps.afterShare) });
