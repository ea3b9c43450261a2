import { useQuery } from "@tanstack/react-query";
import type { MilitaryBranch } from "@contracts/branches";
import type { SectionProgress, TestSessionSummary } from "@contracts/progress";
import type { Section } from "@contracts/sections";
import { getQueryFn } from "./api";

const load = getQueryFn<unknown>({ on401: "returnNull" });

/**
 * Reference data the app needs even offline (section and branch lists): the last good answer is kept on
 * the device and used when there is no network at all.
 */
function offlineCapable<T>(url: string) {
  return async (): Promise<T | null> => {
    try {
      const data = (await load({ queryKey: [url] } as never)) as T | null;
      if (data !== null) localStorage.setItem(`cache:${url}`, JSON.stringify(data));
      return data;
    } catch (err) {
      const cached = err instanceof TypeError ? localStorage.getItem(`cache:${url}`) : null;
      if (cached) return JSON.parse(cached) as T;
      throw err;
    }
  };
}

/** Reference and progress data that several screens read; each hook is one endpoint. */
export const useSections = () =>
  useQuery<Section[] | null>({ queryKey: ["/api/sections"], queryFn: offlineCapable<Section[]>("/api/sections") });
export const useBranches = () =>
  useQuery<MilitaryBranch[] | null>({
    queryKey: ["/api/military-branches"],
    queryFn: offlineCapable<MilitaryBranch[]>("/api/military-branches"),
  });
export const useProgress = () => useQuery<SectionProgress[] | null>({ queryKey: ["/api/progress"] });
export const useTestSessions = () => useQuery<TestSessionSummary[] | null>({ queryKey: ["/api/user/test-sessions"] });
