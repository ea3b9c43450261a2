/**
 * Renders three items of each named generator, figures included, to /tmp/figs.png for a person to look at.
 *   npx tsx scripts/render-figures.ts mc-gears ao-puzzle
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { ALL_GENERATORS } from "../src/content/generators";
const ids = process.argv.slice(2);
let html = "<html><body style='font-family:sans-serif;display:flex;flex-wrap:wrap;gap:12px;background:#fff'>";
for (const g of ALL_GENERATORS.filter((g) => ids.includes(g.id))) {
  for (const s of [1, 7, 19]) {
    const it = g.generate(s);
    if (it.figure)
      html += `<div style="width:380px;border:1px solid #ccc;padding:6px"><div style="font-size:11px">${it.id}: ${it.stem}</div>${it.figure}</div>`;
  }
}
writeFileSync("/tmp/figs.html", html + "</body></html>");
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const p = await b.newPage({ viewport: { width: 1240, height: 800 } });
await p.goto("file:///tmp/figs.html");
await p.screenshot({ path: "/tmp/figs.png", fullPage: true });
await b.close();
