import type { SectionCode } from "@domain/constants";
import type { AuthoredItem, Passage } from "../types";
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
import { AI_MORE_ITEMS } from "./ai/index";
import { AO_MORE_ITEMS } from "./ao/index";
import { AR_MORE_ITEMS } from "./ar/index";
import { EI_MORE_ITEMS } from "./ei/index";
import { GS_MORE_ITEMS } from "./gs/index";
import { MC_MORE_ITEMS } from "./mc/index";
import { MK_MORE_ITEMS } from "./mk/index";
import { PC_MORE_ITEMS } from "./pc/index";
import { SI_MORE_ITEMS } from "./si/index";
import { WK_MORE_ITEMS } from "./wk/index";
import { PC_MORE_PASSAGES } from "./pc/passages";
import { PC_PASSAGES as PC_FIRST_PASSAGES } from "./pc-passages";

export const PC_PASSAGES: readonly Passage[] = [...PC_FIRST_PASSAGES, ...PC_MORE_PASSAGES];

export const AUTHORED_ITEMS: Record<SectionCode, readonly AuthoredItem[]> = {
  GS: [...GS_ITEMS, ...GS_MORE_ITEMS],
  AR: [...AR_ITEMS, ...AR_MORE_ITEMS],
  WK: [...WK_ITEMS, ...WK_MORE_ITEMS],
  PC: [...PC_ITEMS, ...PC_MORE_ITEMS],
  MK: [...MK_ITEMS, ...MK_MORE_ITEMS],
  EI: [...EI_ITEMS, ...EI_MORE_ITEMS],
  AI: [...AI_ITEMS, ...AI_MORE_ITEMS],
  SI: [...SI_ITEMS, ...SI_MORE_ITEMS],
  MC: [...MC_ITEMS, ...MC_MORE_ITEMS],
  AO: [...AO_ITEMS, ...AO_MORE_ITEMS],
};
