import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** The learner's saved scenarios (`GET /api/budget-simulations`). */
export const useBudgetSimulations = () => useApiQuery("budgetSimulations", {});
/** Saves a scenario; the server works out its figures (`POST /api/budget-simulations`). */
export const useSaveBudgetSimulation = () => useApiMutation("saveBudgetSimulation");
export const useDeleteBudgetSimulation = () => useApiMutation("deleteBudgetSimulation");
/** Queues the scenario's PDF (`POST /api/budget-simulations/export-pdf` → downloadUrl). */
export const useExportBudgetPdf = () => useApiMutation("exportBudgetPdf");
