import type { AuthoredItem } from "../../types";

/** AO items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AO_MORE_ITEMS: readonly AuthoredItem[] = [];
