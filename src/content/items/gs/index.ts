import type { AuthoredItem } from "../../types";
import { GS_EARTH_AND_SPACE_ITEMS } from "./earth-and-space";
import { GS_LIFE_SCIENCE_ITEMS } from "./life-science";
import { GS_PHYSICAL_SCIENCE_ITEMS } from "./physical-science";

/** GS items written for the deeper bank (issue 16), one file per group of outline topics. */
export const GS_MORE_ITEMS: readonly AuthoredItem[] = [...GS_LIFE_SCIENCE_ITEMS, ...GS_PHYSICAL_SCIENCE_ITEMS, ...GS_EARTH_AND_SPACE_ITEMS];
