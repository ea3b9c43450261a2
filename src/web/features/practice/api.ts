import { useMutation, type QueryClient } from "@tanstack/react-query";
import type { AnswerRequest, CreateSessionRequest, ScoreShareRequest } from "@contracts/practice";
import { apiKey, callApi, invalidateAfter, prefetchApiQuery, useApiQuery } from "@web/lib/api-client";
import { practiceQuestionsInput as questionsInput } from "./first-reads";

/** Ten random questions for a section (learning spec §7); `runKey` forces a fresh set for "Take Again". */
export function usePracticeQuestions(sectionId: number | null, runKey: number, ids?: readonly string[]) {
  return useApiQuery("practiceQuestions", questionsInput(sectionId ?? 0), {
    keyExtra: [runKey],
    enabled: sectionId !== null && !ids,
    staleTime: Infinity,
  });
}

/** The first set of a section opened directly (`/practice/{id}`), asked for while the page is still loading. */
export const prefetchPracticeQuestions = (queryClient: QueryClient, sectionId: number) =>
  prefetchApiQuery(queryClient, "practiceQuestions", questionsInput(sectionId), [0]);

/**
 * Forgets the sets served to this page (the section list is on screen: no test is open), so a section opened from
 * the list gets a fresh set rather than the cached one it was last given.
 */
export const forgetPracticeSets = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: apiKey("practiceQuestions", questionsInput(0)).slice(0, 1) });

export const createSession = (body: CreateSessionRequest) => callApi("createSession", { body });
export const submitAnswer = (body: AnswerRequest) => callApi("answer", { body });
export const completeSession = (id: string, timeSpent: number) =>
  callApi("updateSession", { params: { sessionId: id }, body: { sessionId: id, isCompleted: true, timeSpent } });

export function useDailyLimit(sectionId: number | null) {
  return useApiQuery("dailyLimit", { params: { sectionId: sectionId ?? 0 } }, { enabled: sectionId !== null, staleTime: 0 });
}

export function useShareScore() {
  return useMutation({ mutationFn: (body: ScoreShareRequest) => callApi("shareScore", { body }) });
}

/** After a test, everything derived from its answers is stale (the endpoint table's invalidation map). */
export function refreshAfterTest(queryClient: QueryClient, _sectionId: number): void {
  invalidateAfter(queryClient, "answer");
}
