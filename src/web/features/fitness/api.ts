import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** The learner's records, newest first (`GET /api/fitness-metrics`). */
export const useFitnessRecords = () => useApiQuery("fitnessMetrics", {});
export const useAddFitnessRecord = () => useApiMutation("addFitnessMetric");
export const useUpdateFitnessRecord = () => useApiMutation("updateFitnessMetric");
export const useDeleteFitnessRecord = () => useApiMutation("deleteFitnessMetric");

/** Birth year and sex, for the branches' age-band and sex tables (both optional). */
export const useFitnessProfile = () => useApiQuery("fitnessProfile", {});
export const useSaveFitnessProfile = () => useApiMutation("updateFitnessProfile");
