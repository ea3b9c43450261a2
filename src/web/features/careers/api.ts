import type { MosPositionsQuery } from "@contracts/careers";
import { useApiMutation, useApiQuery } from "@web/lib/api-client";

/** The latest scored full test as the form's starting values (`fullTest: null` before any). */
export const usePathfinderPrefill = () => useApiQuery("mosPathfinderPrefill", {});

/** Browse: runs only once the learner has asked for the list (spec §2.5: results only after a search). */
export const useMosPositions = (query: MosPositionsQuery, enabled: boolean) => useApiQuery("mosPositions", { query }, { enabled });

/** The score-based search (a POST as the spec has it). */
export const usePathfinderSearch = () => useApiMutation("mosPathfinder");
