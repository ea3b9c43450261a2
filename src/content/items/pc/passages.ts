import type { Passage } from "../../types";

/** Reading passages written for the deeper bank (issue 16). */
export const PC_MORE_PASSAGES: readonly Passage[] = [];
