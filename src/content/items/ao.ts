import type { AuthoredItem } from "../types";

/** AO items written for this project. */
export const AO_ITEMS: readonly AuthoredItem[] = [];
