import type { PublicQuestion } from "@contracts/questions";
import type { QuestionRow } from "./repo";
import { putBounded } from "../../lib/bounded-map";

export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  return {
    id: row.id,
    sectionId: row.sectionId,
    question: row.question,
    options: row.options,
    topic: row.topic,
    difficulty: row.difficulty,
    figure: row.figure,
    figureAlt: row.figureAlt,
    passage:
      row.passageId && row.passageTitle !== null && row.passageText !== null
        ? { id: row.passageId, title: row.passageTitle, text: row.passageText }
        : null,
  };
}

interface Loaders {
  /** Every active question of a section (one query). */
  section: (sectionId: number) => Promise<QuestionRow[]>;
  /** Questions by id (retired ones too: old sessions still show them). */
  ids: (ids: readonly string[]) => Promise<QuestionRow[]>;
}

interface Options {
  /** After this long a section is read again (in the background; the old copy serves meanwhile). */
  ttlMs: number;
  /** Most questions kept outside whole sections (retired items asked for by id). */
  maxLoose: number;
  now?: () => number;
}

interface SectionEntry {
  byId: Map<string, PublicQuestion>;
  at: number;
  refreshing: Promise<void> | null;
}

/**
 * What a question shows (stem, options, figure, passage), kept in memory a whole section at a time: the bank
 * changes only when a deploy reseeds it, and a practice set or the next adaptive item must not cost a query for its
 * text. The whole bank is ~15 MB of text. A section is read once, then again after `ttlMs` while the old copy keeps
 * serving, so edited content reaches every instance without a restart.
 */
export function contentCache(load: Loaders, { ttlMs, maxLoose, now = Date.now }: Options) {
  const sections = new Map<number, SectionEntry>();
  const loading = new Map<number, Promise<SectionEntry>>();
  const loose = new Map<string, { question: PublicQuestion; at: number }>();

  async function read(sectionId: number): Promise<SectionEntry> {
    const rows = await load.section(sectionId);
    return { byId: new Map(rows.map((r) => [r.id, toPublicQuestion(r)])), at: now(), refreshing: null };
  }

  async function section(sectionId: number): Promise<SectionEntry> {
    const entry = sections.get(sectionId);
    if (entry) {
      if (now() - entry.at >= ttlMs && !entry.refreshing) {
        entry.refreshing = read(sectionId).then(
          (fresh) => void sections.set(sectionId, fresh),
          () => {
            entry.refreshing = null;
          },
        );
      }
      return entry;
    }
    let pending = loading.get(sectionId);
    if (!pending) {
      pending = read(sectionId).finally(() => loading.delete(sectionId));
      loading.set(sectionId, pending);
    }
    const fresh = await pending;
    sections.set(sectionId, fresh);
    return fresh;
  }

  async function byIds(ids: readonly string[]): Promise<Map<string, PublicQuestion>> {
    const t = now();
    const found = new Map<string, PublicQuestion>();
    const missing: string[] = [];
    for (const id of ids) {
      const e = loose.get(id);
      if (e && t - e.at < ttlMs) found.set(id, e.question);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of await load.ids([...new Set(missing)])) {
        const q = toPublicQuestion(row);
        found.set(q.id, q);
        putBounded(loose, q.id, { question: q, at: t }, maxLoose);
      }
    }
    return found;
  }

  return {
    /** The questions in the order asked; unknown ids are left out. `sectionId` when they are all of one section. */
    async get(ids: readonly string[], sectionId?: number): Promise<PublicQuestion[]> {
      if (ids.length === 0) return [];
      const inSection = sectionId === undefined ? new Map<string, PublicQuestion>() : (await section(sectionId)).byId;
      const others = ids.filter((id) => !inSection.has(id));
      const rest = others.length > 0 ? await byIds(others) : new Map<string, PublicQuestion>();
      return ids.flatMap((id) => {
        const q = inSection.get(id) ?? rest.get(id);
        return q ? [q] : [];
      });
    },

    clear(): void {
      sections.clear();
      loose.clear();
    },
  };
}
export type ContentCache = ReturnType<typeof contentCache>;
