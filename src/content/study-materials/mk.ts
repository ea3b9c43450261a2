import type { StudyMaterial } from "../types";

/** MK study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const MK_MATERIALS: readonly StudyMaterial[] = [];
