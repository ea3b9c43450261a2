import type { AuthoredItem } from "../types";

/** EI items written for this project. */
export const EI_ITEMS: readonly AuthoredItem[] = [];
