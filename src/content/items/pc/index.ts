import type { AuthoredItem } from "../../types";

/** PC items written for the deeper bank (issue 16), one file per group of outline topics. */
export const PC_MORE_ITEMS: readonly AuthoredItem[] = [];
