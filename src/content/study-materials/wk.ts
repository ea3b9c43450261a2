import type { StudyMaterial } from "../types";

/** WK study guide, rule or formula sheet, and vocabulary list, written for this project. */
export const WK_MATERIALS: readonly StudyMaterial[] = [];
