/**
 * Prints a few items from each generator for a person to read.
 *   npx tsx scripts/sample-items.ts [generatorId …] [--count N]
 */
import { ALL_GENERATORS } from "../src/content/generators";

const args = process.argv.slice(2);
const countIdx = args.indexOf("--count");
const count = countIdx >= 0 ? Number(args[countIdx + 1]) : 3;
const ids = args.filter((a, i) => !a.startsWith("--") && i !== countIdx + 1);

for (const g of ALL_GENERATORS.filter((g) => ids.length === 0 || ids.includes(g.id))) {
  for (let k = 0; k < count; k++) {
    const seed = Math.floor((k * g.seedCount) / count);
    const item = g.generate(seed);
    console.log(`\n[${item.id}] ${item.difficulty} · ${item.topic}`);
    console.log(item.stem);
    item.options.forEach((o, i) => console.log(`  ${"ABCD"[i]}${i === item.answer ? "*" : " "} ${o}`));
    console.log(`  → ${item.explanation}`);
    if (item.figure) console.log(`  [figure ${item.figure.length} chars] ${item.figureAlt}`);
  }
}
