/**
 * A figure's print: what a drawing looks like at a glance, as a small grid of ink, so that a photographed figure can
 * be told apart from the bank's other drawings under the same words (Assembling Objects items all ask the same
 * question; some Mechanical and Electronics items differ only in their drawing). The photo side takes the tallest
 * band of ink on the cleaned-up page (text lines are thin bands; a drawing is tall); the bank side renders the item's
 * SVG. Both become the same grid: trimmed to their ink, scaled to PRINT_W × PRINT_H, blurred, centred and normalised,
 * so a dot product is their correlation (1 = the same drawing).
 */
import sharp from "sharp";

export const PRINT_W = 64;
export const PRINT_H = 40;
/** Ink is what is this much darker than white paper (fills of shapes are lighter and drop out on both sides). */
const INK_BELOW = 125;
/**
 * Rows of ink closer than this (pixels of a page about 1,400 px wide) are one band: small enough that two lines of
 * text stay two bands.
 */
const ROW_GAP = 6;
/** A column belongs to the drawing with this much ink in it: a thin rule across the page (a dashed divider) has less. */
const COLUMN_INK = 4;
/** Share of the width on each side where a photographed page's edge may lie. */
const MARGIN = 0.07;
/** A band at least this tall is drawing, not a line of text (text is 20–45 px high at that width). */
const TALL_BAND = 60;
/** Drawings as printed are about this wide on such a page; the bank side renders at this width to match. */
const RENDER_WIDTH = 750;

export type FigurePrint = Float32Array;

/**
 * The prints of a cleaned-up page's (prepareForOcr's output) drawing, none when it holds none. Two when the drawing
 * may begin at either of its first two tall bands: a question of two lines whose letters nearly touch makes one
 * band tall enough to pass for drawing, so the page is also cut from the next band down.
 */
export async function printsOfPage(prepared: Buffer): Promise<FigurePrint[]> {
  const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
  const out: FigurePrint[] = [];
  for (const skip of [0, 1]) {
    const print = await printOfDrawing(data, info.width, info.height, skip);
    if (print) out.push(print);
  }
  return out;
}

/** The print of an SVG figure as the bank stores it, found and cut exactly as on a page. */
export async function printOfSvg(svg: string): Promise<FigurePrint | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 96 })
    .resize({ width: RENDER_WIDTH })
    .flatten({ background: "#ffffff" })
    // White around it as a page has, wider than the margin printOfDrawing leaves out.
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return printOfDrawing(data, info.width, info.height);
}

/** Runs of indices whose count reaches `min`, joined across gaps of up to `gap`: [first, last] each. */
function bands(counts: ArrayLike<number>, min: number, gap: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i <= counts.length; i++) {
    if (i < counts.length && (counts[i] ?? 0) >= min) {
      if (start < 0) start = i;
      last = i;
    } else if (start >= 0 && (i === counts.length || i - last > gap)) {
      out.push([start, last]);
      start = -1;
    }
  }
  return out;
}

/**
 * The drawing on a page: from the top of its first tall band of ink to the bottom of its last (the lines of text
 * above and below are thin bands), then across, from its first inked column to its last. The outer MARGIN of the
 * width is left out both ways: a photographed page's edges can be dark all the way down.
 */
function printOfDrawing(data: Buffer, width: number, height: number, skip = 0): Promise<FigurePrint | null> {
  const margin = Math.round(width * MARGIN);
  const rows = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = margin; x < width - margin; x++) if ((data[y * width + x] ?? 255) < INK_BELOW) n++;
    rows[y] = n;
  }
  const tall = bands(rows, 2, ROW_GAP)
    .filter(([a, b]) => b - a + 1 >= TALL_BAND)
    .slice(skip);
  if (tall.length === 0 || (skip > 0 && tall.length < 2)) return Promise.resolve(null);
  const top = tall[0]![0];
  const bottom = tall[tall.length - 1]![1];
  let left = width;
  let right = -1;
  for (let x = margin; x < width - margin; x++) {
    let n = 0;
    for (let y = top; y <= bottom && n < COLUMN_INK; y++) if ((data[y * width + x] ?? 255) < INK_BELOW) n++;
    if (n >= COLUMN_INK) {
      if (x < left) left = x;
      right = x;
    }
  }
  if (right < left) return Promise.resolve(null);
  return printOfInk(data, width, left, top, right + 1, bottom + 1);
}

async function printOfInk(data: Buffer, width: number, x0: number, y0: number, x1: number, y1: number): Promise<FigurePrint | null> {
  let left = x1;
  let right = x0 - 1;
  let top = y1;
  let bottom = y0 - 1;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      if ((data[y * width + x] ?? 255) < INK_BELOW) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
  if (right - left < 8 || bottom - top < 8) return null;
  const w = right - left + 1;
  const h = bottom - top + 1;
  const ink = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) ink[y * w + x] = (data[(top + y) * width + left + x] ?? 255) < INK_BELOW ? 255 : 0;
  const small = await sharp(ink, { raw: { width: w, height: h, channels: 1 } })
    .resize(PRINT_W, PRINT_H, { fit: "fill", kernel: "cubic" })
    .blur(1.2)
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  return normalise(small);
}

function normalise(values: Uint8Array): FigurePrint {
  const out = new Float32Array(values.length);
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i++) {
    const d = (values[i] ?? 0) - mean;
    out[i] = d;
    norm += d * d;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / norm;
  return out;
}

/** Correlation of two prints: 1 for the same drawing, near 0 for unrelated ones. */
export function likeness(a: FigurePrint, b: FigurePrint): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

/** A print as stored: its scale (float32) then one signed byte per cell, a quarter of the float size. */
export function encodePrint(print: FigurePrint): Buffer {
  let max = 0;
  for (const v of print) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const out = Buffer.alloc(4 + print.length);
  out.writeFloatLE(scale, 0);
  for (let i = 0; i < print.length; i++) out.writeInt8(Math.round((print[i] ?? 0) / scale), 4 + i);
  return out;
}

export function decodePrint(stored: Buffer): FigurePrint {
  const scale = stored.readFloatLE(0);
  const out = new Float32Array(stored.length - 4);
  for (let i = 0; i < out.length; i++) out[i] = stored.readInt8(4 + i) * scale;
  return out;
}

/** The best print at least this like the photo's is taken, when the next is at least FIGURE_MARGIN less like it. */
export const FIGURE_MATCH_MIN = 0.96;
export const FIGURE_MARGIN = 0.02;

/** The id whose print is clearly the most like the page's (its best cut), or null when none stands out. */
export function closestPrint(pages: readonly FigurePrint[], prints: ReadonlyMap<string, FigurePrint>): string | null {
  let best: [string, number] | null = null;
  let second = -1;
  for (const [id, print] of prints) {
    let l = -1;
    for (const page of pages) l = Math.max(l, likeness(page, print));
    if (!best || l > best[1]) {
      if (best) second = Math.max(second, best[1]);
      best = [id, l];
    } else if (l > second) second = l;
  }
  return best && best[1] >= FIGURE_MATCH_MIN && best[1] - second >= FIGURE_MARGIN ? best[0] : null;
}
