import type { AuthoredItem } from "../../types";

/** MK items written for the deeper bank (issue 16), one file per group of outline topics. */
export const MK_MORE_ITEMS: readonly AuthoredItem[] = [];
