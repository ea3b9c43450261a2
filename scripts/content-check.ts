/**
 * Validates the question bank: authored items (structure, keys, explanations, duplicates) and, once
 * generators exist, every generator's computed key against an independent recomputation.
 *   npm run content:check            all subtests
 *   npm run content:check -- GS AR   only these
 * Exits 1 on any problem.
 */
import { SECTION_CODES, type SectionCode } from "../src/domain/constants";
import { AUTHORED_ITEMS, PC_PASSAGES } from "../src/content/items";
import { checkAuthoredItems } from "../src/content/validate";

const wanted = process.argv.slice(2).map((s) => s.toUpperCase());
const sections = SECTION_CODES.filter((c) => wanted.length === 0 || wanted.includes(c));
let failures = 0;

for (const section of sections as SectionCode[]) {
  const items = AUTHORED_ITEMS[section];
  const problems = checkAuthoredItems(section, items, PC_PASSAGES);
  const byDifficulty = { easy: 0, medium: 0, hard: 0 };
  for (const i of items) byDifficulty[i.difficulty] += 1;
  const topics = new Set(items.map((i) => i.topic)).size;
  const figures = items.filter((i) => i.figure).length;
  console.log(
    `${section}: ${items.length} authored (easy ${byDifficulty.easy}, medium ${byDifficulty.medium}, hard ${byDifficulty.hard}; ${topics} topics; ${figures} with figures)`,
  );
  for (const p of problems) console.log(`  ${p.id}: ${p.problem}`);
  failures += problems.length;
}

if (failures > 0) {
  console.log(`\ncontent:check FAILED with ${failures} problem(s)`);
  process.exit(1);
}
console.log("\ncontent:check passed");
