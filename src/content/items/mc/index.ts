import type { AuthoredItem } from "../../types";

/** MC items written for the deeper bank (issue 16), one file per group of outline topics. */
export const MC_MORE_ITEMS: readonly AuthoredItem[] = [];
