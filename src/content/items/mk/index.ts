import type { AuthoredItem } from "../../types";
import { MK_GEOMETRY_ITEMS } from "./geometry";
import { MK_NUMBER_AND_ALGEBRA_ITEMS } from "./number-and-algebra";

/** MK items written for the deeper bank (issue 16), one file per group of outline topics. */
export const MK_MORE_ITEMS: readonly AuthoredItem[] = [...MK_NUMBER_AND_ALGEBRA_ITEMS, ...MK_GEOMETRY_ITEMS];
