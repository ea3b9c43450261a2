/**
 * Prints (and optionally renders) a random sample of bank items per subtest for a person to review:
 * stem, passage, options with the key marked, explanation.
 *   npx tsx scripts/review-items.ts [--per 20] [--seed 7] [--png] [GS AR …]
 * With --png, writes /tmp/review-<code>.png screenshots rendered in Chromium.
 */
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SECTION_CODES } from "../src/domain/constants";
import { buildBank, type BankItem } from "../src/content/bank";
import { rngFor } from "../src/domain/random";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const per = flag("--per", 20);
const seed = flag("--seed", 7);
const png = args.includes("--png");
const wanted = args.filter((a) => /^[A-Za-z]{2}$/.test(a)).map((a) => a.toUpperCase());
const bank = buildBank();
const passages = new Map(bank.passages.map((p) => [p.id, p]));
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

async function main(): Promise<void> {
  const browser = png
    ? await chromium.launch({
        executablePath: "/usr/bin/chromium",
        args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      })
    : null;
  for (const code of SECTION_CODES.filter((c) => wanted.length === 0 || wanted.includes(c))) {
    const pool = bank.items.filter((i) => i.section === code);
    const sample: BankItem[] = rngFor(`review-${code}`, seed).shuffle(pool).slice(0, per);
    let html = `<html><body style="font-family:sans-serif;max-width:900px;margin:auto">`;
    console.log(`\n==================== ${code} (${pool.length} items) ====================`);
    for (const it of sample) {
      const passage = it.passageId ? passages.get(it.passageId) : undefined;
      console.log(`\n[${it.id}] ${it.difficulty} · ${it.topic}${it.figure ? " · figure" : ""}`);
      if (passage) console.log(`  PASSAGE: ${passage.text}`);
      console.log(`  ${it.stem}`);
      it.options.forEach((o, i) => console.log(`   ${"ABCD"[i]}${i === it.correctIndex ? "*" : " "} ${o}`));
      console.log(`  → ${it.explanation}`);
      html += `<div style="border-bottom:1px solid #ccc;padding:8px"><b>${it.id}</b> (${it.difficulty}, ${esc(it.topic)})`;
      if (passage) html += `<p style="background:#f4f4f4;padding:6px">${esc(passage.text)}</p>`;
      html += `<p>${esc(it.stem)}</p>${it.figure ? `<div style="max-width:400px">${it.figure}</div>` : ""}<ol type="A">`;
      it.options.forEach((o, i) => (html += `<li style="${i === it.correctIndex ? "font-weight:bold;color:green" : ""}">${esc(o)}</li>`));
      html += `</ol><p style="color:#444"><i>${esc(it.explanation)}</i></p></div>`;
    }
    if (browser) {
      writeFileSync(`/tmp/review-${code}.html`, html + "</body></html>");
      const page = await browser.newPage({ viewport: { width: 960, height: 900 } });
      await page.goto(`file:///tmp/review-${code}.html`);
      await page.screenshot({ path: `/tmp/review-${code}.png`, fullPage: true });
      await page.close();
    }
  }
  await browser?.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
