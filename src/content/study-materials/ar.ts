import type { StudyMaterial } from "../types";

/** AR study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AR_MATERIALS: readonly StudyMaterial[] = [];
