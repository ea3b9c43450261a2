import type { QueryClient } from "@tanstack/react-query";
import type { FullTestDto, fullTestList, startFullTestRequest } from "@contracts/full-test";
import { routes } from "@contracts/routes";
import { apiKey, callApi, invalidateAfter, useApiQuery } from "@web/lib/api-client";
import type { z } from "zod";

export type FullTestList = z.infer<typeof fullTestList>;

/** The list's query key (its path): invalidating it refreshes the list. */
export const FULL_TESTS_KEY = routes.fullTests.path;

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

const fullTestKey = (id: string) => apiKey("fullTest", { params: { id } });

/**
 * Puts a fresh state in the cache (every mutation returns the whole test). A read of the test still on its way
 * is cancelled first: it holds what the server had before this change (the break screen, the question just
 * answered) and would otherwise land on top of it.
 */
export async function storeFullTest(queryClient: QueryClient, test: FullTestDto): Promise<void> {
  await queryClient.cancelQueries({ queryKey: fullTestKey(test.id), exact: true });
  queryClient.setQueryData(fullTestKey(test.id), test);
}

/**
 * Reads the test again for the page's own query. The views inside the page call this rather than observing the
 * query themselves: each observer mounting (one per question) would start a read of its own.
 */
export function refetchFullTest(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.refetchQueries({ queryKey: fullTestKey(id), exact: true });
}

/** A finished test changes what the dashboard and analytics show (the endpoint table's invalidation map). */
export function refreshAfterFullTest(queryClient: QueryClient): void {
  invalidateAfter(queryClient, "answer");
}
