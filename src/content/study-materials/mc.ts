import type { StudyMaterial } from "../types";

/** MC study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const MC_MATERIALS: readonly StudyMaterial[] = [];
