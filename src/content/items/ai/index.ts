import type { AuthoredItem } from "../../types";

/** AI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AI_MORE_ITEMS: readonly AuthoredItem[] = [];
