import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@web/lib/api";

/**
 * Puts the server's field errors on their fields and returns a message for the form as a whole
 * (wrong password, throttled, offline), or null when every error found a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: { generic: string; network: string },
): string | null {
  if (!(error instanceof ApiError)) return fallback.network;
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<T>, { type: "server", message: messages[0] });
      placed = true;
    }
  }
  if (placed && error.status === 400) return null;
  if (placed && error.status === 409) return null;
  return error.serverMessage ?? fallback.generic;
}
