import type { StudyMaterial } from "../types";

/** EI study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const EI_MATERIALS: readonly StudyMaterial[] = [];
