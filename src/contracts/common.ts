import { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";

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

/** PostgreSQL `integer` bounds: a larger id can match no row, and sending it makes the database fail the query. */
export const INT4_MAX = 2_147_483_647;

/** PostgreSQL refuses the NUL character in text, so no string the API takes may carry one. */
export const NO_NUL_MESSAGE = VALIDATION_MESSAGES.noNul;
// eslint-disable-next-line no-control-regex
export const hasNul = (value: string) => /\u0000/.test(value);

/** A text field: refuses NUL (see above). */
export const text = () => z.string().refine((v) => !hasNul(v), NO_NUL_MESSAGE);

/** A positive database id in a JSON body (a number, never a string). */
export const int4Id = (required = "id is required") =>
  z.number({ message: required }).int("id must be a whole number").positive("id must be positive").max(INT4_MAX, "id is too large");

/** A positive database id in a path or query string (text turned into a number). */
export const int4IdParam = (label = "Id") =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(INT4_MAX, `${label} is too large`);
