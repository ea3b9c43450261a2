import { callApi } from "../api-client";
import { offlineDb, savePack } from "./db";

const REFRESH_AFTER_MS = 12 * 3600_000;

/**
 * While online with a section open, keep an offline pack of its questions on the device (refreshed twice a
 * day), so practice keeps working if the connection drops.
 */
export async function cacheSectionForOffline(sectionId: number): Promise<void> {
  if (!navigator.onLine) return;
  const existing = await (await offlineDb()).get("packs", sectionId);
  if (existing && Date.now() - new Date(existing.cachedAt).getTime() < REFRESH_AFTER_MS && existing.questions.length > 0) return;
  // A failed refresh keeps the pack already on the device; the next visit tries again.
  const pack = await callApi("offlinePack", { params: { sectionId }, query: { limit: 20 } }).catch(() => null);
  if (!pack) return;
  await savePack(sectionId, pack.questions);
  window.dispatchEvent(new Event("offline-store-changed"));
}
