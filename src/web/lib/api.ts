import type { QueryFunction } from "@tanstack/react-query";
import { apiFetch } from "./early-reads";

/** Raised for any non-ok response; the message is "status: text" as the product has always shown it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The server's `{message}` when it sent one. */
  get serverMessage(): string | undefined {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b.message === "string" ? b.message : undefined;
  }

  /** Field errors from a 400 response. */
  get fieldErrors(): Record<string, string[]> {
    const b = this.body as { errors?: Record<string, string[]> } | null;
    return b?.errors ?? {};
  }
}

/** Raises the response as an ApiError (status, text, parsed body) unless it is ok. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
}

/** Cookies always; a body and a JSON content type only when there is a payload. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiFetch(url, {
    method,
    credentials: "include",
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The URL a query key names: its path, plus the search parameters when the second element is an object of them. */
export function queryUrl(queryKey: readonly unknown[]): string {
  const [path, params] = queryKey;
  if (!params || typeof params !== "object" || Array.isArray(params)) return String(path);
  const search = new URLSearchParams(Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  return `${String(path)}?${search.toString()}`;
}

/** Default loader: GET what the query key names (`queryUrl`); on 401 either yield no data or throw. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await apiFetch(queryUrl(queryKey), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) {
      // Drain the body: an unread response stays open and the page never reaches network idle.
      await res.text().catch(() => "");
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
