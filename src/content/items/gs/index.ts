import type { AuthoredItem } from "../../types";

/** GS items written for the deeper bank (issue 16), one file per group of outline topics. */
export const GS_MORE_ITEMS: readonly AuthoredItem[] = [];
