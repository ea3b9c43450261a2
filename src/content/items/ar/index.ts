import type { AuthoredItem } from "../../types";

/** AR items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AR_MORE_ITEMS: readonly AuthoredItem[] = [];
