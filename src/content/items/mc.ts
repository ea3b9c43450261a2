import type { AuthoredItem } from "../types";

/** MC items written for this project. */
export const MC_ITEMS: readonly AuthoredItem[] = [];
