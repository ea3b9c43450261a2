import type { SectionCode } from "@domain/constants";
import type { AuthoredItem } from "../types";
import { AI_ITEMS } from "./ai";
import { AO_ITEMS } from "./ao";
import { AR_ITEMS } from "./ar";
import { EI_ITEMS } from "./ei";
import { GS_ITEMS } from "./gs";
import { MC_ITEMS } from "./mc";
import { MK_ITEMS } from "./mk";
import { PC_ITEMS } from "./pc";
import { SI_ITEMS } from "./si";
import { WK_ITEMS } from "./wk";

export { PC_PASSAGES } from "./pc-passages";

export const AUTHORED_ITEMS: Record<SectionCode, readonly AuthoredItem[]> = {
  GS: GS_ITEMS,
  AR: AR_ITEMS,
  WK: WK_ITEMS,
  PC: PC_ITEMS,
  MK: MK_ITEMS,
  EI: EI_ITEMS,
  AI: AI_ITEMS,
  SI: SI_ITEMS,
  MC: MC_ITEMS,
  AO: AO_ITEMS,
};
