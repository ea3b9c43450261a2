import type { AuthoredItem } from "../../types";
import { AO_CONNECTORS_ITEMS } from "./connectors";
import { AO_PUZZLE_ITEMS } from "./puzzle-pieces";

/** AO items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AO_MORE_ITEMS: readonly AuthoredItem[] = [...AO_CONNECTORS_ITEMS, ...AO_PUZZLE_ITEMS];
