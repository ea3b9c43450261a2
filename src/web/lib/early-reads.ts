/**
 * GETs a screen shell starts before the app's code has arrived (app/early-start.ts), handed to the app's own call
 * for the same URL. On a phone the app's scripts take a second or more to download; a screen's first reads asked
 * for only once they have run added a round trip (and the server's time) to the first question. Started from the
 * shell's tiny first script, they run beside that download instead.
 *
 * Each early response is handed over once, to the first GET of exactly that URL: a response body can be read once,
 * and a second call (a refetch, "Take Again") must reach the server. No imports: this module is part of the boot
 * script, which must not wait for the app's chunks.
 */
const started = new Map<string, Promise<Response>>();
/** Whether early reads may still start: no longer once the app itself has begun to ask (`closeEarlyReads`). */
let open = true;

/** Starts a GET of `url` now, with the cookies, as `apiFetch` would; nothing once the app has started. */
export function readEarly(url: string): void {
  if (!open || started.has(url)) return;
  const response = fetch(url, { credentials: "include" });
  // A read nobody claims (the app took another way) must not report an unhandled rejection when offline.
  response.catch(() => undefined);
  started.set(url, response);
}

/**
 * Called by the app as it starts, before its first call. The shell's first script is loaded `async`, to run as soon
 * as it arrives rather than after the document's other scripts; should it ever arrive after the app has started,
 * its reads would come too late to be claimed and would only ask the server twice (a practice set is served once).
 */
export function closeEarlyReads(): void {
  open = false;
}

/** Whether an early read of `url` is waiting to be claimed. */
export function hasEarlyRead(url: string): boolean {
  return started.has(url);
}

/** `fetch`, except that a GET started early for this URL is handed over (once) instead of asked for again. */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const early = (init.method ?? "GET").toUpperCase() === "GET" ? started.get(url) : undefined;
  if (!early) return fetch(url, init);
  started.delete(url);
  return early;
}

/**
 * Reads and drops the early responses nobody claimed by the first render: an unread response stays open, and a page
 * with an open request never reaches network idle. Returns the URLs dropped (for the tests).
 */
export function dropUnclaimedReads(): string[] {
  const urls = [...started.keys()];
  for (const response of started.values()) response.then((r) => r.text()).catch(() => undefined);
  started.clear();
  return urls;
}
