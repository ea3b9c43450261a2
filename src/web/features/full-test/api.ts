import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { FullTestDto, fullTestList } from "@contracts/full-test";
import type { AnswerResult } from "@contracts/practice";
import { apiRequest } from "@web/lib/api";
import type { z } from "zod";

export type FullTestList = z.infer<typeof fullTestList>;

export const FULL_TESTS_KEY = "/api/full-tests";
const testKey = (id: string) => `/api/full-tests/${id}`;

export function useFullTestList() {
  return useQuery<FullTestList | null>({ queryKey: [FULL_TESTS_KEY], staleTime: 0 });
}

export function useFullTest(id: string | null) {
  return useQuery<FullTestDto | null>({ queryKey: [id ? testKey(id) : "none"], enabled: id !== null, staleTime: 0 });
}

export const startFullTest = (body: { restart?: boolean; timeScale?: number }) => apiRequest<FullTestDto>("POST", FULL_TESTS_KEY, body);
export const startNextSubtest = (id: string) => apiRequest<FullTestDto>("POST", `${testKey(id)}/next`, {});
export const abandonFullTest = (id: string) => apiRequest<FullTestDto>("POST", `${testKey(id)}/abandon`, {});
export const answerFullTestItem = (body: { sessionId: string; questionId: string; selectedAnswer: number; timeSpent: number }) =>
  apiRequest<AnswerResult>("POST", "/api/answers", body);

/** Puts a fresh state in the cache (every mutation returns the whole test). */
export function storeFullTest(queryClient: QueryClient, test: FullTestDto): void {
  queryClient.setQueryData([testKey(test.id)], test);
}

/** A finished test changes what the dashboard and analytics show. */
export function refreshAfterFullTest(queryClient: QueryClient): void {
  for (const key of [FULL_TESTS_KEY, "/api/progress", "/api/user/test-sessions", "/api/analytics"]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
