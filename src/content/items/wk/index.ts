import type { AuthoredItem } from "../../types";

/** WK items written for the deeper bank (issue 16), one file per group of outline topics. */
export const WK_MORE_ITEMS: readonly AuthoredItem[] = [];
