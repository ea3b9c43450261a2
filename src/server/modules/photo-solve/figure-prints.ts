/**
 * Prints of the bank's look-alike figures (ocr/figure-print.ts), made in the background and kept in the database so
 * every instance shares them and a restart does not make them again: items whose figure's words are shared by
 * another figure item (every Assembling Objects item; a few Mechanical and Electronics ones). A changed drawing is
 * printed again (its hash differs); a retired item's print goes with it.
 */
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/raw";
import { contentVersions, figurePrints } from "../../db/schema";
import { decodePrint, encodePrint, printOfSvg, type FigurePrint } from "../../ocr/figure-print";

/** The same digest the query compares with (sha256 of the SVG text, hex). */
const hashOf = (svg: string) => createHash("sha256").update(svg).digest("hex");

export function figurePrintStore(db: Db) {
  const cache = new Map<string, FigurePrint>();
  /**
   * The bank version (content_versions) a pass found nothing left to print for: until the bank changes, a run is one
   * small read instead of grouping and hashing every figure each second.
   */
  let completeFor: string | null = null;

  return {
    /**
     * Prints up to `limit` figures that lack one (or whose drawing changed); true when more may be waiting. Two
     * instances at once may print the same figure: the second write is the same print.
     */
    async fillBatch(limit: number): Promise<boolean> {
      const [version] = await db
        .select({ hash: contentVersions.hash })
        .from(contentVersions)
        .where(eq(contentVersions.name, "question-bank"));
      const bank = version?.hash ?? null;
      if (bank !== null && bank === completeFor) return false;
      const list = await rows<{ id: string; figure: string }>(
        db,
        sql`
        select q.id, q.figure from questions q
        left join figure_prints p on p.question_id = q.id
        where q.active and q.figure is not null
          and q.stem in (select stem from questions where active and figure is not null group by stem having count(*) > 1)
          and (p.question_id is null or p.figure_hash <> encode(sha256(convert_to(q.figure, 'UTF8')), 'hex'))
        order by q.id
        limit ${limit}`,
      );
      for (const row of list) {
        const print = await printOfSvg(row.figure);
        // A drawing with no ink to print is left without one (and asked for again only with a new bank).
        if (!print) continue;
        cache.delete(row.id);
        const stored = { figureHash: hashOf(row.figure), print: encodePrint(print) };
        await db
          .insert(figurePrints)
          .values({ questionId: row.id, ...stored })
          .onConflictDoUpdate({ target: figurePrints.questionId, set: stored });
      }
      if (list.length < limit) completeFor = bank;
      return list.length === limit;
    },

    /** The prints of these items that exist (cached in memory: a print only changes with its drawing). */
    async forItems(ids: readonly string[]): Promise<Map<string, FigurePrint>> {
      const out = new Map<string, FigurePrint>();
      const missing: string[] = [];
      for (const id of ids) {
        const hit = cache.get(id);
        if (hit) out.set(id, hit);
        else missing.push(id);
      }
      for (let i = 0; i < missing.length; i += 500) {
        const rows = await db
          .select({ id: figurePrints.questionId, print: figurePrints.print })
          .from(figurePrints)
          .where(inArray(figurePrints.questionId, missing.slice(i, i + 500)));
        for (const r of rows) {
          const print = decodePrint(r.print);
          cache.set(r.id, print);
          out.set(r.id, print);
        }
      }
      return out;
    },
  };
}
export type FigurePrintStore = ReturnType<typeof figurePrintStore>;
