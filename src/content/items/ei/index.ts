import type { AuthoredItem } from "../../types";

/** EI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const EI_MORE_ITEMS: readonly AuthoredItem[] = [];
