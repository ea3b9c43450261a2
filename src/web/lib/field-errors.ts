import type { z } from "zod";

/** Zod issues as the API's 400 `errors` object: field path (dotted) → messages, "body" for the whole body. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
