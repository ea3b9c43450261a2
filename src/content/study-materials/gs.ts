import type { StudyMaterial } from "../types";

/** GS study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const GS_MATERIALS: readonly StudyMaterial[] = [];
