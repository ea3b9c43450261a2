import type { AuthoredItem } from "../types";

/** AR items written for this project. */
export const AR_ITEMS: readonly AuthoredItem[] = [];
