import sharp from "sharp";

/** The image could not be decoded (truncated, damaged, or not really the format its first bytes claim). */
export class CorruptImageError extends Error {}

/** Small photos are scaled up to this width (the bench read worse at 1,100 px: 82% right against 84%). */
const MIN_WIDTH = 1400;
const MAX_WIDTH = 2200;
/** Small rotations a hand-held photo has; larger ones are left to the engine. */
const MAX_SKEW_DEGREES = 6;
const SKEW_STEP = 0.5;

/**
 * Clean-up before OCR: EXIF orientation, grey, uneven light flattened (divide by a heavily blurred copy of itself),
 * contrast stretched, scaled to a readable size, and straightened when the text lines lean a few degrees.
 */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(image, { failOn: "error" }).metadata();
    if (!meta.width || !meta.height) throw new CorruptImageError("no size");
    const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, meta.width));
    const grey = await sharp(image, { failOn: "error" })
      .rotate()
      .greyscale()
      .resize({ width, kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = grey;
    const { background, nearFrame } = await paperBrightness(data, info.width, info.height);
    let brightest = 0;
    for (const v of background) if (v > brightest) brightest = v;
    // Paper becomes white wherever the light falls; ink stays dark; what is far darker than the paper (the table
    // around the page, a shadowed edge) is dropped, so the engine does not read it as characters.
    const flat = Buffer.alloc(data.length);
    for (let i = 0; i < data.length; i++) {
      const bg = background[i] ?? 255;
      const dark = (data[i] ?? 255) < brightest * 0.6;
      flat[i] =
        bg < brightest * 0.55 || (dark && nearFrame(i)) ? 255 : Math.min(255, Math.round(((data[i] ?? 255) / Math.max(1, bg)) * 255));
    }
    const angle = skewAngle(flat, info.width, info.height);
    let straight: { data: Buffer; info: { width: number; height: number } } = {
      data: flat,
      info: { width: info.width, height: info.height },
    };
    if (Math.abs(angle) >= SKEW_STEP) {
      // Rotating adds an alpha channel for the new corners: made white and dropped, back to one grey channel.
      straight = await sharp(flat, { raw: { width: info.width, height: info.height, channels: 1 } })
        .rotate(-angle, { background: "#ffffff" })
        .flatten({ background: "#ffffff" })
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
    }
    return await sharp(stretchInk(straight.data), { raw: { width: straight.info.width, height: straight.info.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (err) {
    if (err instanceof CorruptImageError) throw err;
    throw new CorruptImageError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * The lean of the text lines, in degrees (positive = clockwise), by projection profiles: on a small dark-pixel map,
 * the angle whose row sums vary most is the one where rows run along the lines.
 */
export function skewAngle(grey: Buffer, width: number, height: number): number {
  const step = Math.max(1, Math.floor(width / 500));
  const points: [number, number][] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if ((grey[y * width + x] ?? 255) < 128) points.push([x, y]);
    }
  }
  if (points.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  for (let deg = -MAX_SKEW_DEGREES; deg <= MAX_SKEW_DEGREES + 1e-9; deg += SKEW_STEP) {
    const t = Math.tan((deg * Math.PI) / 180);
    const rows = new Map<number, number>();
    for (const [x, y] of points) {
      const r = Math.round((y - x * t) / step);
      rows.set(r, (rows.get(r) ?? 0) + 1);
    }
    let score = 0;
    for (const c of rows.values()) score += c * c;
    if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) < 1e-9 && Math.abs(deg) < Math.abs(best))) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}

/**
 * The paper's brightness around each point: the brightest pixel of each block and its neighbours (a coarse max
 * filter removes the ink), scaled back up smoothly. Dividing by it evens out shadows and gradients of light.
 */
export async function paperBrightness(
  grey: Buffer,
  width: number,
  height: number,
): Promise<{ background: Buffer; nearFrame: (pixel: number) => boolean }> {
  const block = Math.max(8, Math.round(width / 90));
  const gw = Math.ceil(width / block);
  const gh = Math.ceil(height / block);
  const grid = new Uint8Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / block) * gw;
    for (let x = 0; x < width; x++) {
      const g = row + Math.floor(x / block);
      const v = grey[y * width + x] ?? 0;
      if (v > (grid[g] ?? 0)) grid[g] = v;
    }
  }
  let brightest = 0;
  for (const v of grid) if (v > brightest) brightest = v;
  // Blocks with no paper in them (the table, a hand), and the blocks next to them: the page's edge.
  const frame = grid.map((v) => (v < brightest * 0.6 ? 1 : 0));
  const edge = new Uint8Array(gw * gh);
  const spread = Buffer.alloc(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = gx + dx;
          const y = gy + dy;
          if (x >= 0 && y >= 0 && x < gw && y < gh) {
            m = Math.max(m, grid[y * gw + x] ?? 0);
            if (frame[y * gw + x]) edge[gy * gw + gx] = 1;
          }
        }
      }
      spread[gy * gw + gx] = m;
    }
  }
  const background = await sharp(spread, { raw: { width: gw, height: gh, channels: 1 } })
    .resize({ width, height, fit: "fill", kernel: "cubic" })
    .blur(block / 2)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const nearFrame = (pixel: number) => edge[Math.floor(Math.floor(pixel / width) / block) * gw + Math.floor((pixel % width) / block)] === 1;
  return { background, nearFrame };
}

/**
 * Contrast: the darkest ink (0.3% quantile, never lighter than mid-grey) becomes black, paper stays white. Not a
 * plain histogram stretch: on a page that is nearly all paper that would blow faint shading up into dark blotches.
 */
function stretchInk(grey: Buffer): Buffer {
  const histogram = new Uint32Array(256);
  for (const v of grey) histogram[v] = (histogram[v] ?? 0) + 1;
  let seen = 0;
  let low = 0;
  for (; low < 255; low++) {
    seen += histogram[low] ?? 0;
    if (seen >= grey.length * 0.003) break;
  }
  low = Math.min(low, 128);
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) out[i] = Math.max(0, Math.min(255, Math.round((((grey[i] ?? 255) - low) * 255) / (255 - low))));
  return out;
}
