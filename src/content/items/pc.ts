import type { AuthoredItem } from "../types";

/** PC items written for this project. */
export const PC_ITEMS: readonly AuthoredItem[] = [];
