import type { AuthoredItem } from "../../types";
import { EI_CIRCUITS_ITEMS } from "./circuits";
import { EI_COMPONENTS_AND_SAFETY_ITEMS } from "./components-and-safety";

/** EI items written for the deeper bank (issue 16), one file per group of outline topics. */
export const EI_MORE_ITEMS: readonly AuthoredItem[] = [...EI_CIRCUITS_ITEMS, ...EI_COMPONENTS_AND_SAFETY_ITEMS];
