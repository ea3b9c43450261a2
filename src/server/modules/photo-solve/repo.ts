import { and, count, desc, eq, getTableColumns, gte, sql } from "drizzle-orm";
import type { SolvableItem } from "@domain/solve/analyse";
import type { Db } from "../../db/client";
import { passages, photoScans, questions, sections } from "../../db/schema";

export type PhotoScanRow = typeof photoScans.$inferSelect;
export type NewPhotoScan = Omit<typeof photoScans.$inferInsert, "id" | "createdAt">;
/** A scan row without its image bytes (lists and the analysis). */
export type PhotoScanSummary = Omit<PhotoScanRow, "image">;

/** Advisory-lock namespace of the weekly allowance (one lock per user inside it). */
const ALLOWANCE_LOCK = 14_001;

const { image: _image, ...summaryColumns } = getTableColumns(photoScans);

/** The words and numbers printed in an SVG figure (its <text> elements), entities decoded. */
export function figureLabels(svg: string): string {
  const labels = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, " "));
  return labels
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
}

export function photoSolveRepo(db: Db) {
  return {
    /** Photo scans since `since` (the learner's Sunday): what the weekly allowance counts. */
    async photoScansSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(photoScans)
        .where(and(eq(photoScans.userId, userId), eq(photoScans.kind, "photo"), gte(photoScans.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Stores a photo scan only while the learner is under `limit` scans since `since` (null = unlimited). One
     * transaction under a per-user advisory lock, so two scans sent at once cannot both pass as the last one.
     * Returns undefined when the allowance is used up.
     */
    async insertWithinAllowance(values: NewPhotoScan, since: Date, limit: number | null): Promise<PhotoScanSummary | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK}, ${values.userId})`);
        if (limit !== null) {
          const [row] = await tx
            .select({ n: count() })
            .from(photoScans)
            .where(and(eq(photoScans.userId, values.userId), eq(photoScans.kind, "photo"), gte(photoScans.createdAt, since)));
          if ((row?.n ?? 0) >= limit) return undefined;
        }
        const [saved] = await tx.insert(photoScans).values(values).returning(summaryColumns);
        return saved;
      });
    },

    async insert(values: NewPhotoScan): Promise<PhotoScanSummary> {
      const [saved] = await db.insert(photoScans).values(values).returning(summaryColumns);
      if (!saved) throw new Error("scan not stored");
      return saved;
    },

    /** The learner's newest scans and typed questions, newest first. */
    recent(userId: number, limit: number): Promise<PhotoScanSummary[]> {
      return db
        .select(summaryColumns)
        .from(photoScans)
        .where(eq(photoScans.userId, userId))
        .orderBy(desc(photoScans.createdAt), desc(photoScans.id))
        .limit(limit);
    },

    /** The learner's own scan; undefined for another learner's (the route answers 404 either way). */
    async find(userId: number, id: number): Promise<PhotoScanSummary | undefined> {
      const [row] = await db
        .select(summaryColumns)
        .from(photoScans)
        .where(and(eq(photoScans.id, id), eq(photoScans.userId, userId)));
      return row;
    },

    async image(userId: number, id: number): Promise<{ image: Buffer; imageType: string } | undefined> {
      const [row] = await db
        .select({ image: photoScans.image, imageType: photoScans.imageType })
        .from(photoScans)
        .where(and(eq(photoScans.id, id), eq(photoScans.userId, userId)));
      return row?.image && row.imageType ? { image: row.image, imageType: row.imageType } : undefined;
    },

    /** Marks the solution as shown (spec §4: attached once Generate is asked for); the first time is kept. */
    async reveal(userId: number, id: number, at: Date): Promise<PhotoScanSummary | undefined> {
      await db
        .update(photoScans)
        .set({ revealedAt: sql`coalesce(${photoScans.revealedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(photoScans.id, id), eq(photoScans.userId, userId)));
      return this.find(userId, id);
    },

    /** The bank as served (active items, authored and generated), with PC passages, for the solver's knowledge. */
    async bankItems(): Promise<SolvableItem[]> {
      const rows = await db
        .select({
          id: questions.id,
          section: sections.code,
          stem: questions.stem,
          options: questions.options,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
          difficulty: questions.difficulty,
          passage: passages.text,
          figure: questions.figure,
        })
        .from(questions)
        .innerJoin(sections, eq(sections.id, questions.sectionId))
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(eq(questions.active, true));
      return rows.map(({ figure, ...item }) => ({ ...item, hasFigure: figure !== null, figureText: figure ? figureLabels(figure) : null }));
    },
  };
}
export type PhotoSolveRepo = ReturnType<typeof photoSolveRepo>;
