/**
 * Full-page screenshots of the main screens at desktop and phone widths, for a person to look at.
 * Usage: BASE_URL=http://localhost:5000 npx tsx scripts/screenshots.ts [outDir]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.env.BASE_URL ?? "http://localhost:5000";
const out = process.argv[2] ?? "screenshots";
mkdirSync(out, { recursive: true });

const signedOut = (process.env.SIGNED_OUT ?? "/,/auth,/auth?tab=signup,/terms,/privacy,/blog,/blog/top-10-asvab-math-tips")
  .split(",")
  .filter(Boolean);
const signedIn = (process.env.SIGNED_IN ?? "/dashboard,/study-materials,/blog,/practice,/no-such-page").split(",").filter(Boolean);

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error") console.log(`[console ${width}] ${m.text()}`);
    });
    const shoot = async (path: string, name: string) => {
      await page.goto(base + path, { waitUntil: "load" });
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
      console.log(`${out}/${name}-${width}.png`);
      // Tall phone pages are unreadable when scaled down whole: also save them in screen-sized parts.
      if (width < 600) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, i = 1; y < height && i <= 8; y += 1300, i++) {
          await page.screenshot({
            path: `${out}/${name}-${width}-part${i}.png`,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(1300, height - y) },
          });
        }
      }
    };
    for (const p of signedOut) await shoot(p, `out${p.replace(/[/?=]/g, "_") || "_root"}`);
    await page.goto(`${base}/api/test-login`, { waitUntil: "load" });
    for (const p of signedIn) await shoot(p, `in${p.replace(/[/?=]/g, "_")}`);
    await context.close();
  }
  await browser.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
