import { useApiMutation, useApiQuery } from "@web/lib/api-client";
import { browserTimeZone } from "@web/lib/analytics";

/**
 * The scanner's calls (learning spec §7). The weekly allowance resets Sunday midnight in the learner's zone, so every
 * call carries the browser's zone; the server falls back to UTC without one.
 */

/** This week's scans and the reset date (`GET /api/photo-solve/usage`); fresh on every visit, the week moves on. */
export const usePhotoSolveUsage = () =>
  useApiQuery("photoSolveUsage", { query: { tz: browserTimeZone() } }, { staleTime: 0, refetchOnMount: "always" });

/** The learner's latest scans, newest first (`GET /api/photo-solve/recent`). */
export const useRecentScans = () => useApiQuery("photoSolveRecent", { query: { tz: browserTimeZone() } });

/** Reads a photo (`POST /api/photo-solve/scan {imageData}`) → the analysis, without a solution yet. */
export const useScanPhoto = () => useApiMutation("scanPhoto");

/** Analyses a typed question and its subject (`POST /api/photo-solve/analyze-text`). */
export const useAnalyzeTypedQuestion = () => useApiMutation("analyzeTypedQuestion");

/** The step-by-step solution for a scan (`POST /api/photo-solve/solve {questionId}`). */
export const useSolveScan = () => useApiMutation("solvePhotoScan");
