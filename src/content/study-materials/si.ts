import type { StudyMaterial } from "../types";

/** SI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const SI_MATERIALS: readonly StudyMaterial[] = [];
