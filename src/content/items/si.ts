import type { AuthoredItem } from "../types";

/** SI items written for this project. */
export const SI_ITEMS: readonly AuthoredItem[] = [];
