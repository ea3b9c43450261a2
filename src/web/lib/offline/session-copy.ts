import type { OfflineCopy } from "@contracts/practice";
import type { OfflineQuestion } from "@contracts/questions";

/**
 * The keys of a running practice session's own questions, fetched while the connection is there, so the same
 * test can go on (marked on the device, answers queued) if the connection drops. Null when the server refuses
 * (e.g. the day's offline allowance is used up): the test then needs the network to mark answers.
 */
export async function fetchSessionKeys(sessionId: string): Promise<Map<string, OfflineQuestion> | null> {
  const res = await fetch(`/api/test-sessions/${encodeURIComponent(sessionId)}/offline-copy`, { credentials: "include" });
  if (!res.ok) return null;
  const copy = (await res.json()) as OfflineCopy;
  return new Map(copy.questions.map((q) => [q.id, q]));
}
