/**
 * Renders questions as photos of paper for the Photo-Solve bench (and its test fixture): Chromium draws the
 * question as printed (serif or sans, 16–22 px), then the "photo" leans a little, blurs, and gets uneven light
 * (a gradient multiplied over it) and a warm or cool cast — each drawn from a seeded stream so runs repeat.
 */
import { chromium, type Browser, type Page } from "playwright";
import { rngFor } from "../src/domain/random";

export interface PrintedQuestion {
  passage?: string | null;
  stem: string;
  options: readonly string[];
  figure?: string | null;
}

const LETTERS = ["A", "B", "C", "D"];
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** The bank's light markup (*word*) prints as italics. */
const inline = (s: string) => esc(s).replace(/\*([^*]+)\*/g, "<i>$1</i>");

export function questionHtml(q: PrintedQuestion, seed: number): string {
  const rng = rngFor("solve-photo", seed);
  const font = rng.pick([
    "Georgia, 'DejaVu Serif', serif",
    "'Liberation Sans', Arial, sans-serif",
    "'DejaVu Sans', sans-serif",
    "'Liberation Serif', 'Times New Roman', serif",
  ]);
  const size = rng.int(17, 22);
  const angle = (rng.next() * 2 - 1) * 2.5;
  const blur = rng.next() * 0.7;
  const light = rng.int(0, 3);
  const cx = rng.int(10, 90);
  const cy = rng.int(10, 90);
  const dark = (0.55 + rng.next() * 0.3).toFixed(2);
  const cast = rng.pick(["#fffdf5", "#f7f9ff", "#fffaf0", "#ffffff"]);
  const gradient =
    light === 0
      ? `linear-gradient(${rng.int(0, 360)}deg, rgba(255,255,255,0) 20%, rgba(0,0,0,${(1 - Number(dark)).toFixed(2)}) 100%)`
      : `radial-gradient(circle at ${cx}% ${cy}%, rgba(255,255,255,0) 25%, rgba(0,0,0,${(1 - Number(dark)).toFixed(2)}) 95%)`;
  const options = q.options.map((o, i) => `<div class="opt">${LETTERS[i]}) ${inline(o)}</div>`).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;background:#6b6256;}
    #shot{width:760px;padding:38px 26px;overflow:hidden;position:relative;background:#6b6256;}
    .paper{background:${cast};padding:34px 40px;transform:rotate(${angle.toFixed(2)}deg);filter:blur(${blur.toFixed(2)}px) contrast(${(0.85 + rng.next() * 0.2).toFixed(2)});
      font-family:${font};font-size:${size}px;line-height:1.45;color:#1d1d1d;box-shadow:0 2px 12px rgba(0,0,0,.4);}
    .passage{margin-bottom:14px;text-align:justify}
    .stem{margin-bottom:12px}
    .opt{margin:4px 0 4px 12px}
    .fig svg{max-width:420px;height:auto;display:block;margin:8px 0}
    .light{position:absolute;inset:0;background:${gradient};mix-blend-mode:multiply;pointer-events:none}
  </style></head><body><div id="shot"><div class="paper">
    ${q.passage ? `<div class="passage">${inline(q.passage)}</div>` : ""}
    <div class="stem">${inline(q.stem)}</div>
    ${q.figure ? `<div class="fig">${q.figure}</div>` : ""}
    ${options}
  </div><div class="light"></div></div></body></html>`;
}

export interface PhotoCamera {
  shoot(q: PrintedQuestion, seed: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A Chromium page that photographs questions as JPEG (quality 90, as the app's camera capture sends). */
export async function openCamera(): Promise<PhotoCamera> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page: Page = await browser.newPage({ viewport: { width: 820, height: 900 }, deviceScaleFactor: 1 });
  return {
    async shoot(q, seed) {
      await page.setContent(questionHtml(q, seed));
      return page.locator("#shot").screenshot({ type: "jpeg", quality: 90 });
    },
    close: () => browser.close(),
  };
}
