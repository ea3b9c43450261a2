import { useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type {
  AnswerRequest,
  AnswerResult,
  CreateSessionRequest,
  DailyLimitDto,
  ScoreShareRequest,
  TestSessionDto,
} from "@contracts/practice";
import type { PublicQuestion } from "@contracts/questions";
import { apiRequest } from "@web/lib/api";

/** Ten random questions for a section (learning spec §7); `runKey` forces a fresh set for "Take Again". */
export function usePracticeQuestions(sectionId: number | null, runKey: number, ids?: readonly string[]) {
  return useQuery<{ questions: PublicQuestion[] } | null>({
    queryKey: [`/api/sections/${sectionId}/questions?random=true&limit=10`, runKey],
    enabled: sectionId !== null && !ids,
    staleTime: Infinity,
  });
}

export const createSession = (body: CreateSessionRequest) => apiRequest<TestSessionDto>("POST", "/api/test-sessions", body);
export const submitAnswer = (body: AnswerRequest) => apiRequest<AnswerResult>("POST", "/api/answers", body);
export const completeSession = (id: string, timeSpent: number) =>
  apiRequest<TestSessionDto>("PATCH", `/api/test-sessions/${id}`, { sessionId: id, isCompleted: true, timeSpent });

export function useDailyLimit(sectionId: number | null) {
  return useQuery<DailyLimitDto | null>({
    queryKey: [`/api/sections/${sectionId}/daily-limit`],
    enabled: sectionId !== null,
    staleTime: 0,
  });
}

export function useShareScore() {
  return useMutation({ mutationFn: (body: ScoreShareRequest) => apiRequest<{ id: number }>("POST", "/api/score-shares", body) });
}

/** After a test, everything derived from answers is stale. */
export function refreshAfterTest(queryClient: QueryClient, sectionId: number): void {
  for (const key of ["/api/progress", "/api/user/test-sessions", `/api/sections/${sectionId}/daily-limit`]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
