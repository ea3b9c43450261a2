import type { AuthoredItem } from "../../types";
import { AR_RATES_AND_PERCENTS_ITEMS } from "./rates-and-percents";
import { AR_RATIOS_AVERAGES_AND_MONEY_ITEMS } from "./ratios-averages-and-money";

/** AR items written for the deeper bank (issue 16), one file per group of outline topics. */
export const AR_MORE_ITEMS: readonly AuthoredItem[] = [...AR_RATES_AND_PERCENTS_ITEMS, ...AR_RATIOS_AVERAGES_AND_MONEY_ITEMS];
