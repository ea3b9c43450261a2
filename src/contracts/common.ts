import { z } from "zod";

/** Every error the API sends: a message, and for 400s the failing fields. */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A stable machine-readable reason, e.g. "DAILY_LIMIT". */
  code: z.string().optional(),
  /** A second line for the person, e.g. what to do about it. */
  hint: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
