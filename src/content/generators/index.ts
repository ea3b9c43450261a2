import { aiCompression, aiTireSize } from "./ai-measurements";
import { AO_GENERATORS } from "./ao";
import { AR_GENERATORS } from "./ar";
import { EI_GENERATORS } from "./ei";
import { gsAtom, gsHalfLife, gsPunnett } from "./gs-atoms-genes";
import { gsAcceleration, gsEnergy, gsForce } from "./gs-physics";
import { gsDensity, gsMetric, gsTemperature } from "./gs-units";
import { pcCourseNotice } from "./pc-course-notice";
import { pcGateNotice } from "./pc-gate-notice";
import { siLumber, siNails } from "./si-tables";
import { MC_GENERATORS } from "./mc";
import { WK_GENERATORS } from "./wk";
import { MK_BASIC_GENERATORS } from "./mk";
import { MK_GEOMETRY_GENERATORS } from "./mk-geometry";
import type { Generator } from "./types";

export type { GeneratedItem, Generator } from "./types";

const GS_GENERATORS: readonly Generator[] = [
  gsDensity,
  gsTemperature,
  gsMetric,
  gsForce,
  gsAcceleration,
  gsEnergy,
  gsAtom,
  gsHalfLife,
  gsPunnett,
];

export const ALL_GENERATORS: readonly Generator[] = [
  ...GS_GENERATORS,
  aiCompression,
  aiTireSize,
  siLumber,
  siNails,
  pcGateNotice,
  pcCourseNotice,
  ...AR_GENERATORS,
  ...MK_BASIC_GENERATORS,
  ...MK_GEOMETRY_GENERATORS,
  ...EI_GENERATORS,
  ...MC_GENERATORS,
  ...WK_GENERATORS,
  ...AO_GENERATORS,
];
