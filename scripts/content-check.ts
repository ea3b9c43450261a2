/**
 * Validates the question bank and prints what it holds.
 *   npm run content:check            all subtests
 *   npm run content:check -- GS AR   only these
 * Authored items: structure, exactly one key, explanation and topic, no duplicated stem.
 * Generators: every seed builds a well-formed item whose key equals an independent recomputation, and no
 * stem repeats an authored one.
 * Every item, authored or generated (every seed): no printing defect in its text (src/content/defects.ts: "1x",
 * "+ 0", "+ −3", "--", "6 = 6"), no figure label crossing a gear or another label or running off the figure
 * (src/content/figures/labels.ts), no weak Word Knowledge key or synonym distractor (generators/wk-check.ts).
 * The bank as stored: no two items with the same normalised stem and set of choices; every topic of the outline
 * (src/content/topics.ts) has an item. Written items per subtest: each key letter 18–32%, and at most 12% of keys clearly
 * the longest choice (a key that gives itself away). Exits 1 on any problem.
 */
import { SECTION_CODES, type SectionCode } from "../src/domain/constants";
import {
  type BankEntry,
  emptyTopics,
  itemTextDefects,
  keyClearlyLongest,
  LONGEST_KEY_MAX_SHARE,
  nearDuplicates,
  topicCounts,
  unbalancedKeys,
} from "../src/content/defects";
import { labelOverlaps } from "../src/content/figures/labels";
import { ALL_GENERATORS } from "../src/content/generators";
import { synonymDistractors, weakSynonymProblems, wkTarget } from "../src/content/generators/wk-check";
import { AUTHORED_ITEMS, PC_PASSAGES } from "../src/content/items";
import { checkAuthoredItems, checkItemShape, normalise } from "../src/content/validate";

const wanted = process.argv.slice(2).map((s) => s.toUpperCase());
const sections = SECTION_CODES.filter((c) => wanted.length === 0 || wanted.includes(c));
let failures = 0;
const report = (where: string, problem: string) => {
  failures += 1;
  if (failures <= 200) console.log(`  ${where}: ${problem}`);
};
const rows: string[][] = [["subtest", "authored", "generators", "generated (distinct)", "total", "with figures"]];
let grandGenerated = 0;
/** Every item the bank stores (authored, then each generator's distinct items), for the bank-wide checks. */
const bank: BankEntry[] = [];
/** Defects found per check, printed at the end so a clean run shows that each check ran. */
const defectCounts = { text: 0, labels: 0, wk: 0, nearDuplicates: 0, emptyTopics: 0, keyLetters: 0, longestKeys: 0 };
const defect = (kind: keyof typeof defectCounts, where: string, problem: string) => {
  defectCounts[kind] += 1;
  report(where, problem);
};

/** The per-item defect checks shared by authored and generated items. */
function checkDefects(id: string, item: { stem: string; options: readonly string[]; explanation: string; figure?: string | undefined }) {
  for (const p of itemTextDefects(item)) defect("text", id, p);
  if (item.figure) for (const p of labelOverlaps(item.figure)) defect("labels", id, `figure: ${p}`);
}

for (const section of sections as SectionCode[]) {
  const items = AUTHORED_ITEMS[section];
  const seenStems = new Set(items.map((i) => `${normalise(i.stem)}|${i.passageId ?? ""}|${i.figure ?? ""}`));
  for (const p of checkAuthoredItems(section, items, PC_PASSAGES)) report(p.id, p.problem);
  for (const item of items) {
    checkDefects(item.id, item);
    bank.push({ ...item, section });
    const target = section === "WK" ? wkTarget(item.stem) : undefined;
    if (target)
      for (const d of synonymDistractors(
        target,
        item.options.filter((_, i) => i !== item.answer),
      ))
        defect("wk", item.id, `distractor "${d}" is a synonym of "${target}" in some sense`);
  }
  for (const share of unbalancedKeys(items)) defect("keyLetters", section, `key letter ${share} of the written items (18–32% each)`);
  const longest = items.filter(keyClearlyLongest);
  if (longest.length > LONGEST_KEY_MAX_SHARE * items.length)
    defect(
      "longestKeys",
      section,
      `${longest.length} of ${items.length} keys are clearly the longest choice: ${longest.map((i) => i.id).join(", ")}`,
    );
  let figures = items.filter((i) => i.figure).length;
  let generated = 0;
  const generators = ALL_GENERATORS.filter((g) => g.section === section);
  for (const g of generators) {
    for (let seed = 0; seed < g.seedCount; seed++) {
      let item;
      try {
        item = g.generate(seed);
      } catch (err) {
        report(`${g.id}#${seed}`, `threw: ${(err as Error).message}`);
        continue;
      }
      const again = g.generate(seed);
      if (JSON.stringify(again) !== JSON.stringify(item)) report(item.id, "not deterministic: the same seed built a different item");
      for (const problem of checkItemShape(section, item)) report(item.id, problem);
      const recomputed = g.recompute(item.params);
      if (recomputed !== item.options[item.answer])
        report(item.id, `key "${item.options[item.answer]}" but recomputation gives "${recomputed}"`);
      if (item.options.filter((o) => o === recomputed).length !== 1)
        report(item.id, "recomputed key appears more than once among the options");
      checkDefects(item.id, item);
      if (g.id === "wk-wordnet") for (const p of weakSynonymProblems(item)) defect("wk", item.id, p);
      const key = `${normalise(item.stem)}|${item.passage ? normalise(item.passage.text) : ""}|${item.figure ?? ""}`;
      if (seenStems.has(key)) continue;
      seenStems.add(key);
      bank.push({ ...item, section, passageId: item.passage?.id });
      generated += 1;
      if (item.figure) figures += 1;
    }
  }
  grandGenerated += generated;
  const total = items.length + generated;
  rows.push([
    section,
    String(items.length),
    String(generators.length),
    String(generated),
    String(total),
    `${figures} (${Math.round((figures / Math.max(1, total)) * 100)}%)`,
  ]);
}

for (const [kept, dup] of nearDuplicates(bank))
  defect("nearDuplicates", dup, `same stem and choices as ${kept} (a near-duplicate; rewrite one)`);
const counts = topicCounts(bank);
for (const empty of emptyTopics(counts, sections)) defect("emptyTopics", empty, "no item has this topic of the outline");

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
console.log(`\ndistinct generated items available: ${grandGenerated}`);

console.log("\nitems per topic (authored + distinct generated):");
for (const section of sections) {
  const topics = Object.entries(counts[section]).map(([t, n]) => `${t} ${n}`);
  console.log(`  ${section}: ${topics.join(" · ")}`);
}

console.log("\ndefect checks (problems found):");
console.log(`  printing defects in item text ("1x", "+ 0", "+ −3", "--", "6 = 6"): ${defectCounts.text}`);
console.log(`  figure labels crossing a gear, another label or the edge: ${defectCounts.labels}`);
console.log(`  weak WK keys and synonym distractors: ${defectCounts.wk}`);
console.log(`  near-duplicates (same stem and choices): ${defectCounts.nearDuplicates}`);
console.log(`  outline topics with no item: ${defectCounts.emptyTopics}`);
console.log(`  subtests whose written keys favour a letter (each must be 18–32%): ${defectCounts.keyLetters}`);
console.log(`  subtests where over 12% of keys are clearly the longest choice: ${defectCounts.longestKeys}`);

if (failures > 0) {
  console.log(`\ncontent:check FAILED with ${failures} problem(s)`);
  process.exit(1);
}
console.log("content:check passed");
