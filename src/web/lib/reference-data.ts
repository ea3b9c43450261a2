import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MilitaryBranch } from "@contracts/branches";
import type { Section } from "@contracts/sections";
import { routes } from "@contracts/routes";
import { apiKey, readOrNull, useApiQuery, type CallResult } from "./api-client";
import { translateBranches, translateSections } from "./data-text";

/**
 * Reference data the app needs even offline (section and branch lists): the last good answer is kept on
 * the device and used when there is no network at all.
 */
function offlineCapable<N extends "sections" | "branches">(name: N) {
  const store = `cache:${routes[name].path}`;
  return async (): Promise<CallResult<N> | null> => {
    try {
      const data = (await readOrNull(name as "sections")) as CallResult<N> | null;
      if (data !== null) localStorage.setItem(store, JSON.stringify(data));
      return data;
    } catch (err) {
      const cached = err instanceof TypeError ? localStorage.getItem(store) : null;
      if (cached) return JSON.parse(cached) as CallResult<N>;
      throw err;
    }
  };
}

/** The section list, fetched before the screen that shows it has rendered (see `prefetchApiQuery`). */
export const prefetchSections = (queryClient: QueryClient) =>
  queryClient.prefetchQuery({ queryKey: apiKey("sections"), queryFn: offlineCapable("sections") });

/** Reference and progress data that several screens read; each hook is one endpoint. */
export const useSections = () =>
  useQuery<Section[] | null>({
    queryKey: apiKey("sections"),
    queryFn: offlineCapable("sections"),
    select: (list) => list && translateSections(list),
  });

export function useBranches() {
  const queryClient = useQueryClient();
  return useQuery<MilitaryBranch[] | null>({
    queryKey: apiKey("branches"),
    queryFn: offlineCapable("branches"),
    // The raw (English) section list names the branches' primary sections.
    select: (list) => list && translateBranches(list, queryClient.getQueryData<Section[] | null>(apiKey("sections")) ?? []),
  });
}
export const useProgress = () => useApiQuery("progress", {});
export const useTestSessions = () => useApiQuery("testSessions", {});
