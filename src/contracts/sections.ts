import { z } from "zod";
import { SECTION_CODES } from "@domain/constants";

export const section = z.object({
  id: z.number().int(),
  code: z.enum(SECTION_CODES),
  name: z.string(),
  description: z.string(),
  /** Scored items and minutes on the current CAT-ASVAB. */
  itemCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  position: z.number().int(),
  inAfqt: z.boolean(),
});
export type Section = z.infer<typeof section>;
