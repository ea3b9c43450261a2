import type { Db } from "../../db/client";
import { budgetRepo } from "./repo";
import { budgetService } from "./service";
import { studyLogService, type StudySecondsByDay } from "./study-log";

export { budgetRoutes } from "./routes";
export type { BudgetService } from "./service";
export type { StudyLogService, StudySecondsByDay } from "./study-log";

/** The budget module: saved pay & budget scenarios, and the study log read through the sessions module. */
export const budgetModule = (db: Db, { studySeconds, clock }: { studySeconds: StudySecondsByDay; clock?: () => Date }) => ({
  service: budgetService(budgetRepo(db)),
  studyLog: studyLogService(studySeconds, clock),
});
