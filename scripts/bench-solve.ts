/**
 * Photo-Solve bench (issue 14): photographs questions (scripts/solve-photos.ts), sends each through the scanner's
 * service exactly as the API does (OCR, understanding, storage on an in-memory database seeded with the whole
 * bank), asks for the solution, and reports OCR character accuracy, subject accuracy, answer accuracy per subtest,
 * accuracy of High-confidence answers (§9: above 0.8), accuracy per solving path (what confidence.ts is calibrated
 * from) and p50/p95 ms per photo. Questions the bank does not hold are reported separately.
 *   npm run bench:solve      BENCH_SOLVE_PER_SUBTEST=<n> (default 10), BENCH_SOLVE_UNSEEN=<n> per AR/MK/WK (default 10),
 *                            BENCH_SEED=<n>; run under the build lock: flock /tmp/build.lock npm run bench:solve
 */
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { confidenceLabel, subjectName } from "../src/contracts/photo-solve";
import { SECTION_CODES, type SectionCode } from "../src/domain/constants";
import { rngFor } from "../src/domain/random";
import { characterErrorRate, normaliseText } from "../src/domain/solve/text";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { seedReferenceData } from "../src/server/db/seed";
import { seedQuestionBank } from "../src/server/db/seed-content";
import { users } from "../src/server/db/schema";
import { authRepo } from "../src/server/modules/auth";
import { photoSolveModule, photoSolveRepo } from "../src/server/modules/photo-solve";
import { tesseractEngine } from "../src/server/ocr/tesseract";
import { HttpError } from "../src/server/plugins/errors";
import { openCamera, type PrintedQuestion } from "./solve-photos";
import { unseenQuestions } from "./solve-unseen";

const PER_SUBTEST = Number(process.env.BENCH_SOLVE_PER_SUBTEST ?? 10);
const UNSEEN = Number(process.env.BENCH_SOLVE_UNSEEN ?? 10);
const SEED = Number(process.env.BENCH_SEED ?? 14);
const LETTERS = ["A", "B", "C", "D"] as const;

interface Case extends PrintedQuestion {
  id: string;
  section: SectionCode;
  correctIndex: number;
  group: "bank" | "unseen";
  kind: string;
}
interface Outcome {
  c: Case;
  ms: number;
  cer: number;
  subject: SectionCode;
  letter: string | null;
  confidence: number;
  source: string;
  path: string;
}

const pct = (n: number, d: number) => (d === 0 ? "  n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const printed = (c: PrintedQuestion) =>
  `${c.passage ?? ""} ${c.stem.replace(/\*/g, "")} ${c.options.map((o, i) => `${LETTERS[i]}) ${o}`).join(" ")}`;
const flat = (s: string) => normaliseText(s).replace(/\s+/g, " ").trim();

async function main() {
  const t0 = Date.now();
  const database = await openDatabase({ dataDir: "memory://" });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedQuestionBank(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ username: "bench_solve", passwordHash: "x", role: "learner", subscriptionTier: "premium" })
    .returning();
  const bank = await photoSolveRepo(database.db).bankItems();
  console.log(`bank: ${bank.length} items seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const rng = rngFor("bench-solve", SEED);
  const cases: Case[] = [];
  const passages = new Map<string, string>();
  for (const section of SECTION_CODES) {
    for (const it of rng.shuffle(bank.filter((b) => b.section === section)).slice(0, PER_SUBTEST)) {
      cases.push({
        id: it.id,
        section,
        correctIndex: it.correctIndex,
        group: "bank",
        kind: "bank",
        passage: it.passage,
        stem: it.stem,
        options: it.options,
        figure: null,
      });
      if (it.passage) passages.set(it.id, it.passage);
    }
  }
  // Figures: photographed with the question, as on paper (read from the database row).
  const figures = new Map(
    (await database.db.query.questions.findMany({ columns: { id: true, figure: true } })).map((q) => [q.id, q.figure]),
  );
  for (const c of cases) c.figure = figures.get(c.id) ?? null;
  const bankStems = new Set(bank.map((b) => b.stem.toLowerCase()));
  const bankWords = new Set(
    bank.filter((b) => b.section === "WK").flatMap((b) => normaliseText(`${b.stem} ${b.options.join(" ")}`).split(/[^a-z]+/)),
  );
  for (const u of unseenQuestions(UNSEEN, SEED, bankStems, bankWords)) {
    cases.push({ ...u, group: "unseen", passage: null, figure: null });
  }

  const ocr = tesseractEngine({ workers: Math.min(2, availableParallelism()), cachePath: join(tmpdir(), "asvab-ocr-cache") });
  const { service, prints } = photoSolveModule(database.db, { ocr, counter: authRepo(database.db), perMinute: 1_000_000 });
  // What a server's background task does after a new bank (app.ts "figure-prints"), all at once here.
  const tPrints = Date.now();
  while (await prints.fillBatch(200));
  console.log(`figure prints of look-alike items: made in ${((Date.now() - tPrints) / 1000).toFixed(1)} s`);
  const camera = await openCamera();
  const photos = new Map<string, Buffer>();
  const tShoot = Date.now();
  for (const [i, c] of cases.entries()) photos.set(c.id, await camera.shoot(c, SEED * 1000 + i));
  await camera.close();
  console.log(`photos: ${cases.length} rendered in ${((Date.now() - tShoot) / 1000).toFixed(1)} s (Chromium, seeded tilt/blur/light)`);

  // Warm-up (workers start, the bank index and subject model are built) — what a server does on its first scan.
  const tWarm = Date.now();
  const warm = cases[0]!;
  await service.scan(user!, `data:image/jpeg;base64,${photos.get(warm.id)!.toString("base64")}`, "UTC");
  console.log(`warm-up (OCR workers + bank index + subject model): ${Date.now() - tWarm} ms\n`);

  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const dataUrl = `data:image/jpeg;base64,${photos.get(c.id)!.toString("base64")}`;
    const t = performance.now();
    let scan;
    try {
      scan = await service.scan(user!, dataUrl, "UTC");
    } catch (err) {
      // A photo the scanner refuses (nothing readable) is a wrong answer with no subject, as a learner would see it.
      if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
      const ms = performance.now() - t;
      outcomes.push({ c, ms, cer: 1, subject: "none" as SectionCode, letter: null, confidence: 0, source: "refused", path: "refused" });
      console.log(`REFUSED ${c.id}: ${err.message}`);
      continue;
    }
    const solution = await service.solve(user!, scan.id);
    const ms = performance.now() - t;
    outcomes.push({
      c,
      ms,
      cer: characterErrorRate(flat(printed(c)), flat(scan.extractedText)),
      subject: scan.subjectCode,
      letter: solution.answerLetter,
      confidence: scan.confidence,
      source: solution.source,
      path: pathOf(solution.source, scan.confidence),
    });
    if (process.env.BENCH_SOLVE_VERBOSE && (solution.answerLetter !== LETTERS[c.correctIndex] || scan.subjectCode !== c.section)) {
      console.log(
        `MISS ${c.id} [${c.section}→${scan.subjectCode}] ${solution.source} ${solution.answerLetter}≠${LETTERS[c.correctIndex]} conf ${scan.confidence}\n  read: ${scan.extractedText.replace(/\n/g, " | ").slice(0, 300)}`,
      );
    }
  }
  await ocr.close();
  await database.close();

  report(
    "Bank questions (photos of our own items)",
    outcomes.filter((o) => o.c.group === "bank"),
    true,
  );
  report(
    "Questions NOT in the bank (composed by the bench: AR/MK problems, WK from WordNet)",
    outcomes.filter((o) => o.c.group === "unseen"),
    false,
  );
  const all = outcomes;
  const high = all.filter((o) => confidenceLabel(o.confidence) === "High");
  console.log(
    `\nAll photos: ${all.length}; High-confidence answers right: ${pct(high.filter(right).length, high.length)} (${high.length} High)`,
  );
  console.log(
    `Time per photo (scan + solve, warm): p50 ${quantile(
      all.map((o) => o.ms),
      0.5,
    ).toFixed(0)} ms, p95 ${quantile(
      all.map((o) => o.ms),
      0.95,
    ).toFixed(0)} ms`,
  );
  console.log(`Total bench time: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

const right = (o: Outcome) => o.letter === LETTERS[o.c.correctIndex];
const sameSpecSubject = (o: Outcome) => subjectName(o.subject) === subjectName(o.c.section);
function pathOf(source: string, confidence: number): string {
  return `${source} @${confidence.toFixed(2)}`;
}

function report(title: string, rows: Outcome[], withTargets: boolean) {
  if (rows.length === 0) return;
  console.log(`== ${title}: ${rows.length} photos`);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(`OCR character accuracy (1 − CER): ${(100 * (1 - mean(rows.map((o) => o.cer)))).toFixed(1)}%`);
  console.log(
    `Subject accuracy: ${pct(rows.filter(sameSpecSubject).length, rows.length)} by the spec's subject names (AI/SI are one), ${pct(rows.filter((o) => o.subject === o.c.section).length, rows.length)} by section code`,
  );
  console.log(`Right answer: ${pct(rows.filter(right).length, rows.length)}`);
  const sections = [...new Set(rows.map((o) => o.c.section))];
  console.log("  subtest   n  right  subject  High(n)  High right");
  for (const s of sections) {
    const r = rows.filter((o) => o.c.section === s);
    const h = r.filter((o) => confidenceLabel(o.confidence) === "High");
    console.log(
      `  ${s.padEnd(6)} ${String(r.length).padStart(4)} ${pct(r.filter(right).length, r.length)} ${pct(r.filter(sameSpecSubject).length, r.length)}  ${String(h.length).padStart(6)}  ${pct(h.filter(right).length, h.length)}`,
    );
  }
  const kinds = [...new Set(rows.map((o) => o.c.kind))];
  if (kinds.length > 1) {
    console.log("  by kind:");
    for (const k of kinds) {
      const r = rows.filter((o) => o.c.kind === k);
      console.log(`    ${k.padEnd(26)} ${String(r.length).padStart(3)} right ${pct(r.filter(right).length, r.length)}`);
    }
  }
  console.log("  by solving path (source @ confidence): n, right — the calibration table's evidence");
  for (const p of [...new Set(rows.map((o) => o.path))].sort()) {
    const r = rows.filter((o) => o.path === p);
    console.log(`    ${p.padEnd(18)} ${String(r.length).padStart(4)} ${pct(r.filter(right).length, r.length)}`);
  }
  const high = rows.filter((o) => confidenceLabel(o.confidence) === "High");
  const withFigures = rows.filter((o) => o.c.figure);
  console.log(`High-confidence answers right: ${pct(high.filter(right).length, high.length)} of ${high.length}`);
  if (withTargets && withFigures.length) {
    const text = rows.filter((o) => !o.c.figure);
    console.log(
      `Items whose answer is in a figure (AO, some EI/MC): ${withFigures.length}, right ${pct(withFigures.filter(right).length, withFigures.length)}; text-only items right ${pct(text.filter(right).length, text.length)}`,
    );
  }
  console.log("");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
