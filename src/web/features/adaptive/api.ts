import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ADAPTIVE_DEFAULT_DIFFICULTY, ADAPTIVE_QUESTIONS_PER_TEST, type AdaptivePerformance } from "@contracts/adaptive";
import type { AnswerRequest, AnswerResult, TestSessionDto } from "@contracts/practice";
import { apiRequest } from "@web/lib/api";

const performanceKey = (sectionId: number) => `/api/adaptive/performance/${sectionId}`;

/** The learner's recent accuracy per difficulty in one section, for the start view's performance card. */
export function useAdaptivePerformance(sectionId: number | null) {
  return useQuery<AdaptivePerformance | null>({
    queryKey: [sectionId === null ? "" : performanceKey(sectionId)],
    enabled: sectionId !== null,
    // The card must reflect the test just taken, even when the learner comes back to it within minutes.
    staleTime: 0,
  });
}

/** Learning spec §7: an adaptive session starts at medium; the server answers with the engine's first item. */
export const startAdaptiveSession = (sectionId: number) =>
  apiRequest<TestSessionDto>("POST", "/api/test-sessions", {
    sectionId,
    totalQuestions: ADAPTIVE_QUESTIONS_PER_TEST,
    isAdaptive: true,
    currentDifficulty: ADAPTIVE_DEFAULT_DIFFICULTY,
  });

/** The answer's result carries `adaptive`: the next item and the updated level. */
export const submitAdaptiveAnswer = (body: AnswerRequest) => apiRequest<AnswerResult>("POST", "/api/answers", body);

/** After a test, everything derived from answers is stale. */
export function refreshAfterAdaptiveTest(queryClient: QueryClient, sectionId: number): void {
  for (const key of ["/api/progress", "/api/user/test-sessions", `/api/sections/${sectionId}/daily-limit`, performanceKey(sectionId)]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
