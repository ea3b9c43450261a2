import type { StudyMaterial } from "../types";

/** AO study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const AO_MATERIALS: readonly StudyMaterial[] = [];
