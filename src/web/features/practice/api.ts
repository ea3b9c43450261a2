import { useMutation, type QueryClient } from "@tanstack/react-query";
import type { AnswerRequest, CreateSessionRequest, ScoreShareRequest } from "@contracts/practice";
import { callApi, invalidateAfter, useApiQuery } from "@web/lib/api-client";

/** Ten random questions for a section (learning spec §7); `runKey` forces a fresh set for "Take Again". */
export function usePracticeQuestions(sectionId: number | null, runKey: number, ids?: readonly string[]) {
  return useApiQuery(
    "practiceQuestions",
    { params: { sectionId: sectionId ?? 0 }, query: { random: "true", limit: 10 } },
    { keyExtra: [runKey], enabled: sectionId !== null && !ids, staleTime: Infinity },
  );
}

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
