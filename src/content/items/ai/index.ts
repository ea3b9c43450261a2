import type { AuthoredItem } from "../../types";
import { AI_ENGINE_ITEMS } from "./engine";
import { AI_CHASSIS_ITEMS } from "./chassis";
import { AI_ELECTRICAL_AND_DIAGNOSIS_ITEMS } from "./electrical-and-diagnosis";

/** AI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AI_MORE_ITEMS: readonly AuthoredItem[] = [...AI_ENGINE_ITEMS, ...AI_CHASSIS_ITEMS, ...AI_ELECTRICAL_AND_DIAGNOSIS_ITEMS];
