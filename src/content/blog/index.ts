import type { BlogArticleMeta } from "../types";

import { article as article1 } from "./top-10-asvab-math-tips";
import { article as article2 } from "./survive-first-week-basic-training";
import { article as article3 } from "./asvab-word-knowledge-vocabulary";
import { article as article4 } from "./military-occupational-specialties-guide";
import { article as article5 } from "./electronics-information-study-guide";
import { article as article6 } from "./military-physical-fitness-standards";
import { article as article7 } from "./asvab-time-management-strategy";
import { article as article8 } from "./basic-training-packing-checklist";

/** The eight built-in articles, newest first (their texts: ./bodies/<slug>.ts). */
export const BLOG_ARTICLES: readonly BlogArticleMeta[] = [
  article1,
  article2,
  article3,
  article4,
  article5,
  article6,
  article7,
  article8,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
