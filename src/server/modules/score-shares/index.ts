import type { Db } from "../../db/client";
import { scoreSharesRepo } from "./repo";

export { scoreShareRoutes } from "./routes";
export const scoreSharesModule = (db: Db) => ({ repo: scoreSharesRepo(db) });
