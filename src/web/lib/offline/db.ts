import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OfflineQuestion } from "@contracts/questions";

/**
 * The device's offline store (IndexedDB): question packs per section, and the queue of calls made while
 * offline, replayed to the server in order when the connection returns.
 */
export interface QueuedCall {
  seq?: number;
  method: "POST" | "PATCH";
  url: string;
  body: unknown;
  sectionId: number;
  queuedAt: string;
}

interface OfflineSchema extends DBSchema {
  packs: { key: number; value: { sectionId: number; questions: OfflineQuestion[]; cachedAt: string } };
  queue: { key: number; value: QueuedCall };
}

const NAME = "asvab-prep";
let dbPromise: Promise<IDBPDatabase<OfflineSchema>> | undefined;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  dbPromise ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore("packs", { keyPath: "sectionId" });
      db.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
    },
  });
  return dbPromise;
}

export async function savePack(sectionId: number, questions: OfflineQuestion[]): Promise<void> {
  await (await offlineDb()).put("packs", { sectionId, questions, cachedAt: new Date().toISOString() });
}

export async function loadPack(sectionId: number): Promise<OfflineQuestion[]> {
  return (await (await offlineDb()).get("packs", sectionId))?.questions ?? [];
}

export async function cachedItemCount(): Promise<number> {
  const packs = await (await offlineDb()).getAll("packs");
  return packs.reduce((n, p) => n + p.questions.length, 0);
}

export async function enqueue(call: Omit<QueuedCall, "queuedAt">): Promise<void> {
  await (await offlineDb()).add("queue", { ...call, queuedAt: new Date().toISOString() });
}

export async function queuedCalls(): Promise<QueuedCall[]> {
  return (await offlineDb()).getAll("queue");
}

export async function removeQueued(seq: number): Promise<void> {
  await (await offlineDb()).delete("queue", seq);
}
