import type { StudyMaterial } from "../types";

/** AI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AI_MATERIALS: readonly StudyMaterial[] = [];
