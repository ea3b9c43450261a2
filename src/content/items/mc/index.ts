import type { AuthoredItem } from "../../types";
import { MC_FORCES_AND_FLUIDS_ITEMS } from "./forces-and-fluids";
import { MC_MACHINES_ITEMS } from "./machines";

/** MC items written for the deeper bank (issue 16), one file per group of outline topics. */
export const MC_MORE_ITEMS: readonly AuthoredItem[] = [...MC_MACHINES_ITEMS, ...MC_FORCES_AND_FLUIDS_ITEMS];
