import type { AuthoredItem } from "../types";

/** AI items written for this project. */
export const AI_ITEMS: readonly AuthoredItem[] = [];
