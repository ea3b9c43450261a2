import { AO_GENERATORS } from "./ao";
import { AR_GENERATORS } from "./ar";
import { EI_GENERATORS } from "./ei";
import { MC_GENERATORS } from "./mc";
import { WK_GENERATORS } from "./wk";
import { MK_BASIC_GENERATORS } from "./mk";
import { MK_GEOMETRY_GENERATORS } from "./mk-geometry";
import type { Generator } from "./types";

export type { GeneratedItem, Generator } from "./types";

export const ALL_GENERATORS: readonly Generator[] = [
  ...AR_GENERATORS,
  ...MK_BASIC_GENERATORS,
  ...MK_GEOMETRY_GENERATORS,
  ...EI_GENERATORS,
  ...MC_GENERATORS,
  ...WK_GENERATORS,
  ...AO_GENERATORS,
];
