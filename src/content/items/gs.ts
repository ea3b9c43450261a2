import type { AuthoredItem } from "../types";

/** GS items written for this project. */
export const GS_ITEMS: readonly AuthoredItem[] = [];
