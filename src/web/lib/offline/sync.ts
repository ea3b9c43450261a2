import { LAST_SYNC_KEY } from "./sync-age";
import { queuedCalls, removeQueued } from "./db";

export interface SyncResult {
  sent: number;
  left: number;
}

/**
 * Replays queued offline calls in order. Every call carries a client-generated id, so a call the server
 * already has (a replay after an interrupted sync) is stored once. Stops at the first network failure and
 * leaves the rest queued; a call the server refuses for good (4xx other than 408/429) is dropped, because
 * sending it again cannot succeed.
 */
export async function replayQueue(): Promise<SyncResult> {
  const calls = await queuedCalls();
  let sent = 0;
  for (const call of calls) {
    let res: Response;
    try {
      res = await fetch(call.url, {
        method: call.method,
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(call.body),
      });
    } catch {
      break;
    }
    if (res.ok || (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 408 && res.status !== 429)) {
      if (!res.ok) console.warn(`offline call refused (${res.status}): ${call.method} ${call.url}`);
      await removeQueued(call.seq as number);
      sent += 1;
    } else {
      break;
    }
  }
  const left = (await queuedCalls()).length;
  if (left === 0) localStorage.setItem(LAST_SYNC_KEY, new Date().toISOString());
  return { sent, left };
}
