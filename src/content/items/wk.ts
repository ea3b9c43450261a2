import type { AuthoredItem } from "../types";

/** WK items written for this project. */
export const WK_ITEMS: readonly AuthoredItem[] = [];
