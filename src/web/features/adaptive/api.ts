import type { QueryClient } from "@tanstack/react-query";
import { ADAPTIVE_DEFAULT_DIFFICULTY, ADAPTIVE_QUESTIONS_PER_TEST } from "@contracts/adaptive";
import type { AnswerRequest } from "@contracts/practice";
import { callApi, invalidateAfter, useApiQuery } from "@web/lib/api-client";

/** The learner's recent accuracy per difficulty in one section, for the start view's performance card. */
export function useAdaptivePerformance(sectionId: number | null) {
  return useApiQuery(
    "adaptivePerformance",
    { params: { sectionId: sectionId ?? 0 } },
    // The card must reflect the test just taken, even when the learner comes back to it within minutes.
    { enabled: sectionId !== null, staleTime: 0 },
  );
}

/** Learning spec §7: an adaptive session starts at medium; the server answers with the engine's first item. */
export const startAdaptiveSession = (sectionId: number) =>
  callApi("createSession", {
    body: { sectionId, totalQuestions: ADAPTIVE_QUESTIONS_PER_TEST, isAdaptive: true, currentDifficulty: ADAPTIVE_DEFAULT_DIFFICULTY },
  });

/** The answer's result carries `adaptive`: the next item and the updated level. */
export const submitAdaptiveAnswer = (body: AnswerRequest) => callApi("answer", { body });

/** After a test, everything derived from its answers is stale (the endpoint table's invalidation map). */
export function refreshAfterAdaptiveTest(queryClient: QueryClient, _sectionId: number): void {
  invalidateAfter(queryClient, "answer");
}
