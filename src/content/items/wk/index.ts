import type { AuthoredItem } from "../../types";
import { WK_SYNONYMS_ITEMS } from "./synonyms";
import { WK_WORD_PARTS_ITEMS } from "./word-parts";
import { WK_WORDS_IN_CONTEXT_ITEMS } from "./words-in-context";

/** WK items written for the deeper bank (issue 16), one file per group of outline topics. */
export const WK_MORE_ITEMS: readonly AuthoredItem[] = [...WK_SYNONYMS_ITEMS, ...WK_WORDS_IN_CONTEXT_ITEMS, ...WK_WORD_PARTS_ITEMS];
