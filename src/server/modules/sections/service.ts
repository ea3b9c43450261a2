import type { SectionsRepo } from "./repo";

type Section = Awaited<ReturnType<SectionsRepo["list"]>>[number];

/**
 * The ten subtests, read once and kept: reference data changes only when a deploy upserts it, and nearly every
 * request asks whether a section exists. A later read refreshes the copy after `ttlMs`.
 */
export function sectionsService(repo: SectionsRepo, ttlMs = 10 * 60_000, now: () => number = Date.now) {
  let cached: { list: Section[]; byId: Map<number, Section>; at: number } | null = null;
  let loading: Promise<Section[]> | null = null;

  async function list(): Promise<Section[]> {
    if (cached && now() - cached.at < ttlMs) return cached.list;
    loading ??= repo.list().then(
      (rows) => {
        cached = { list: rows, byId: new Map(rows.map((r) => [r.id, r])), at: now() };
        loading = null;
        return rows;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  }

  return {
    list,
    ids: async () => (await list()).map((s) => s.id),
    async find(id: number): Promise<Section | undefined> {
      await list();
      return cached?.byId.get(id);
    },
    async exists(id: number): Promise<boolean> {
      await list();
      return cached?.byId.has(id) ?? false;
    },
  };
}
export type SectionsService = ReturnType<typeof sectionsService>;
