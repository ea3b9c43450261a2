import type { AuthoredItem } from "../types";

/** MK items written for this project. */
export const MK_ITEMS: readonly AuthoredItem[] = [];
