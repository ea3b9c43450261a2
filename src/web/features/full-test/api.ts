import type { QueryClient } from "@tanstack/react-query";
import type { FullTestDto, fullTestList, startFullTestRequest } from "@contracts/full-test";
import { endpoints } from "@contracts/endpoints";
import { apiKey, callApi, invalidateAfter, useApiQuery } from "@web/lib/api-client";
import type { z } from "zod";

export type FullTestList = z.infer<typeof fullTestList>;

/** The list's query key (its path): invalidating it refreshes the list. */
export const FULL_TESTS_KEY = endpoints.fullTests.path;

export function useFullTestList() {
  return useApiQuery("fullTests", {}, { staleTime: 0 });
}

export function useFullTest(id: string | null) {
  return useApiQuery("fullTest", { params: { id: id ?? "none" } }, { enabled: id !== null, staleTime: 0 });
}

export const startFullTest = (body: z.input<typeof startFullTestRequest>) => callApi("startFullTest", { body });
export const startNextSubtest = (id: string) => callApi("nextSubtest", { params: { id }, body: {} });
export const abandonFullTest = (id: string) => callApi("abandonFullTest", { params: { id }, body: {} });
export const answerFullTestItem = (body: { sessionId: string; questionId: string; selectedAnswer: number; timeSpent: number }) =>
  callApi("answer", { body });

/** Puts a fresh state in the cache (every mutation returns the whole test). */
export function storeFullTest(queryClient: QueryClient, test: FullTestDto): void {
  queryClient.setQueryData(apiKey("fullTest", { params: { id: test.id } }), test);
}

/** A finished test changes what the dashboard and analytics show (the endpoint table's invalidation map). */
export function refreshAfterFullTest(queryClient: QueryClient): void {
  invalidateAfter(queryClient, "answer");
}
