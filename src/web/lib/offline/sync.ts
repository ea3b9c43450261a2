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
export function replayQueue(): Promise<SyncResult> {
  // One replay at a time: the badge (on reconnect) and a finishing test may both ask; a second request while one
  // runs is served by one more pass afterwards, so calls queued meanwhile are not left behind.
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let result = await replayOnce();
    while (again) {
      again = false;
      const more = await replayOnce();
      result = { sent: result.sent + more.sent, left: more.left };
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}

let running: Promise<SyncResult> | null = null;
let again = false;

async function replayOnce(): Promise<SyncResult> {
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
