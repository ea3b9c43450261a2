/**
 * Validates the question bank and prints what it holds.
 *   npm run content:check            all subtests
 *   npm run content:check -- GS AR   only these
 * Authored items: structure, exactly one key, explanation and topic, no duplicated stem.
 * Generators: every seed builds a well-formed item whose key equals an independent recomputation, and no
 * stem repeats an authored one. Exits 1 on any problem.
 */
import { SECTION_CODES, type SectionCode } from "../src/domain/constants";
import { ALL_GENERATORS } from "../src/content/generators";
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

for (const section of sections as SectionCode[]) {
  const items = AUTHORED_ITEMS[section];
  const seenStems = new Set(items.map((i) => `${normalise(i.stem)}|${i.passageId ?? ""}|${i.figure ?? ""}`));
  for (const p of checkAuthoredItems(section, items, PC_PASSAGES)) report(p.id, p.problem);
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
      const key = `${normalise(item.stem)}||${item.figure ?? ""}`;
      if (seenStems.has(key)) continue;
      seenStems.add(key);
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

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
console.log(`\ndistinct generated items available: ${grandGenerated}`);

if (failures > 0) {
  console.log(`\ncontent:check FAILED with ${failures} problem(s)`);
  process.exit(1);
}
console.log("content:check passed");
