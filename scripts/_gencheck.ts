import { ALL_GENERATORS } from "../src/content/generators";
import { normalise } from "../src/content/validate";
for (const g of ALL_GENERATORS) {
  const stems = new Set<string>();
  let bad = 0;
  let errs = 0;
  const diff = { easy: 0, medium: 0, hard: 0 };
  for (let s = 0; s < g.seedCount; s++) {
    try {
      const it = g.generate(s);
      diff[it.difficulty]++;
      const key = normalise(it.stem) + "|" + (it.figure ?? "");
      stems.add(key);
      if (g.recompute(it.params) !== it.options[it.answer]) {
        bad++;
        if (bad < 3) console.log("MISMATCH", it.id, g.recompute(it.params), "vs", it.options[it.answer]);
      }
    } catch (e) {
      errs++;
      if (errs < 3) console.log("ERR", g.id, s, (e as Error).message);
    }
  }
  console.log(g.id, "seeds", g.seedCount, "distinct", stems.size, "mismatch", bad, "errors", errs, JSON.stringify(diff));
}
