import type { AuthoredItem } from "../../types";

/** SI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const SI_MORE_ITEMS: readonly AuthoredItem[] = [];
