import { useQuery } from "@tanstack/react-query";
import { endpoints } from "@contracts/endpoints";
import { apiKey, readOrNull, useApiQuery, type CallResult } from "./api-client";

/**
 * Reference data the app needs even offline (section and branch lists): the last good answer is kept on
 * the device and used when there is no network at all.
 */
function offlineCapable<N extends "sections" | "branches">(name: N) {
  const store = `cache:${endpoints[name].path}`;
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

/** Reference and progress data that several screens read; each hook is one endpoint. */
export const useSections = () => useQuery({ queryKey: apiKey("sections"), queryFn: offlineCapable("sections") });
export const useBranches = () => useQuery({ queryKey: apiKey("branches"), queryFn: offlineCapable("branches") });
export const useProgress = () => useApiQuery("progress", {});
export const useTestSessions = () => useApiQuery("testSessions", {});
