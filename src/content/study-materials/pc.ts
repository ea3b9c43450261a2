import type { StudyMaterial } from "../types";

/** PC study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const PC_MATERIALS: readonly StudyMaterial[] = [];
