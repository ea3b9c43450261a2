import type { AuthoredItem } from "../../types";
import { SI_FASTENERS_AND_MATERIALS_ITEMS } from "./fasteners-and-materials";
import { SI_METAL_AND_SAFETY_ITEMS } from "./metal-and-safety";
import { SI_TOOLS_ITEMS } from "./tools";

/** SI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const SI_MORE_ITEMS: readonly AuthoredItem[] = [
  ...SI_TOOLS_ITEMS,
  ...SI_FASTENERS_AND_MATERIALS_ITEMS,
  ...SI_METAL_AND_SAFETY_ITEMS,
];
