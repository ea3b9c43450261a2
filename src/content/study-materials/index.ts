import type { StudyMaterial } from "../types";
import { AI_MATERIALS } from "./ai";
import { AO_MATERIALS } from "./ao";
import { AR_MATERIALS } from "./ar";
import { EI_MATERIALS } from "./ei";
import { GS_MATERIALS } from "./gs";
import { MC_MATERIALS } from "./mc";
import { MK_MATERIALS } from "./mk";
import { PC_MATERIALS } from "./pc";
import { SI_MATERIALS } from "./si";
import { WK_MATERIALS } from "./wk";

/** The study library in official subtest order. */
export const STUDY_MATERIALS: readonly StudyMaterial[] = [
  ...GS_MATERIALS,
  ...AR_MATERIALS,
  ...WK_MATERIALS,
  ...PC_MATERIALS,
  ...MK_MATERIALS,
  ...EI_MATERIALS,
  ...AI_MATERIALS,
  ...SI_MATERIALS,
  ...MC_MATERIALS,
  ...AO_MATERIALS,
];
