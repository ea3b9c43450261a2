import type { Passage } from "../types";

/** Original reading passages for Paragraph Comprehension items. */
export const PC_PASSAGES: readonly Passage[] = [];
