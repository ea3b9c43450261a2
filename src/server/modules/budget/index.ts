import type { Db } from "../../db/client";
import { budgetRepo } from "./repo";
import { budgetService, type BudgetPdfDeps } from "./service";
import { studyLogService, type StudySecondsByDay } from "./study-log";

export { budgetRoutes } from "./routes";
export type { BudgetService, BudgetPdfDeps } from "./service";
export { BUDGET_PDF_JOB } from "./service";
export { makeBudgetPdf, BUDGET_PDF_WATERMARK } from "./pdf";
export type { StudyLogService, StudySecondsByDay } from "./study-log";

/** The budget module: saved pay & budget scenarios, and the study log read through the sessions module. */
export const budgetModule = (
  db: Db,
  { studySeconds, clock, pdf }: { studySeconds: StudySecondsByDay; clock?: () => Date; pdf?: BudgetPdfDeps },
) => ({
  service: budgetService(budgetRepo(db), pdf),
  studyLog: studyLogService(studySeconds, clock),
});
