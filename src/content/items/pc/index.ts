import type { AuthoredItem } from "../../types";
import { PC_HEALTH_AND_SAFETY_ITEMS } from "./health-and-safety";
import { PC_HISTORY_AND_CIVICS_ITEMS } from "./history-and-civics";
import { PC_MILITARY_LIFE_ITEMS } from "./military-life";
import { PC_SCIENCE_AND_NATURE_ITEMS } from "./science-and-nature";
import { PC_WORK_AND_DAILY_LIFE_ITEMS } from "./work-and-daily-life";

/** PC items written for the deeper bank (issue 16), one file per group of passage subjects, in id order. */
export const PC_MORE_ITEMS: readonly AuthoredItem[] = [
  ...PC_MILITARY_LIFE_ITEMS,
  ...PC_HISTORY_AND_CIVICS_ITEMS,
  ...PC_SCIENCE_AND_NATURE_ITEMS,
  ...PC_HEALTH_AND_SAFETY_ITEMS,
  ...PC_WORK_AND_DAILY_LIFE_ITEMS,
];
