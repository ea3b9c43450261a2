import { useQuery } from "@tanstack/react-query";
import type { MilitaryBranch } from "@contracts/branches";
import type { SectionProgress, TestSessionSummary } from "@contracts/progress";
import type { Section } from "@contracts/sections";

/** Reference and progress data that several screens read; each hook is one endpoint. */
export const useSections = () => useQuery<Section[] | null>({ queryKey: ["/api/sections"] });
export const useBranches = () => useQuery<MilitaryBranch[] | null>({ queryKey: ["/api/military-branches"] });
export const useProgress = () => useQuery<SectionProgress[] | null>({ queryKey: ["/api/progress"] });
export const useTestSessions = () => useQuery<TestSessionSummary[] | null>({ queryKey: ["/api/user/test-sessions"] });
