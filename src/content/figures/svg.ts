/**
 * Tiny SVG string builders shared by the Mechanical Comprehension and Assembling Objects figures.
 * Pure functions: numbers in, markup out. No ids, no <defs>, no external references, so several figures
 * can be inlined on one page without clashing.
 */

export type Pt = readonly [number, number];

export const INK = "#1f2937";
export const FILL = "#e5e7eb";
export const FILL_DARK = "#cbd5e1";
export const FLUID = "#bfdbfe";
export const FONT = 'font-family="sans-serif"';

/** Rounds to at most two decimals so the markup stays short and stable. */
export function n(value: number): string {
  const r = Math.round(value * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDoc(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" ` +
    `${FONT} font-size="14">` +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`
  );
}

export interface StrokeOpts {
  stroke?: string;
  width?: number;
  dash?: string;
}

function strokeAttrs(o: StrokeOpts = {}): string {
  return `stroke="${o.stroke ?? INK}" stroke-width="${n(o.width ?? 2)}"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}`;
}

export function polygon(points: readonly Pt[], fill: string = FILL, o: StrokeOpts = {}): string {
  const pts = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
  return `<polygon points="${pts}" fill="${fill}" ${strokeAttrs(o)} stroke-linejoin="round"/>`;
}

export function polyline(points: readonly Pt[], o: StrokeOpts = {}): string {
  const pts = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
  return `<polyline points="${pts}" fill="none" ${strokeAttrs(o)} stroke-linejoin="round" stroke-linecap="round"/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, o: StrokeOpts = {}): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${strokeAttrs(o)} stroke-linecap="round"/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string = FILL, o: StrokeOpts & { rx?: number } = {}): string {
  const rx = o.rx ? ` rx="${n(o.rx)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx} fill="${fill}" ${strokeAttrs(o)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string = FILL, o: StrokeOpts = {}): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${strokeAttrs(o)}/>`;
}

export function dot(cx: number, cy: number, r = 3.5, fill: string = INK): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
}

export interface TextOpts {
  anchor?: "start" | "middle" | "end";
  size?: number;
  weight?: "normal" | "bold";
  fill?: string;
  italic?: boolean;
}

/** A text label; `y` is the visual middle of the text (dominant-baseline is avoided for renderer consistency). */
export function text(x: number, y: number, content: string, o: TextOpts = {}): string {
  const size = o.size ?? 14;
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y + size * 0.35)}"`,
    `text-anchor="${o.anchor ?? "middle"}"`,
    size !== 14 ? `font-size="${n(size)}"` : "",
    o.weight === "bold" ? `font-weight="bold"` : "",
    o.italic ? `font-style="italic"` : "",
    `fill="${o.fill ?? INK}"`,
  ].filter(Boolean);
  return `<text ${attrs.join(" ")}>${esc(content)}</text>`;
}

/** Text on a white pad so it stays legible over lines. */
export function label(x: number, y: number, content: string, o: TextOpts = {}): string {
  const size = o.size ?? 14;
  const w = content.length * size * 0.58 + 6;
  const h = size + 4;
  const left = o.anchor === "start" ? x - 3 : o.anchor === "end" ? x - w + 3 : x - w / 2;
  return `<rect x="${n(left)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" fill="#ffffff" opacity="0.9"/>${text(x, y, content, o)}`;
}

/** A filled triangular arrowhead whose tip is at (x, y), pointing along angle `deg` (SVG angles, y down). */
export function arrowHead(x: number, y: number, deg: number, size = 9, fill: string = INK): string {
  const a = (deg * Math.PI) / 180;
  const back: Pt = [x - size * Math.cos(a), y - size * Math.sin(a)];
  const px = -Math.sin(a) * size * 0.45;
  const py = Math.cos(a) * size * 0.45;
  return polygon(
    [
      [x, y],
      [back[0] + px, back[1] + py],
      [back[0] - px, back[1] - py],
    ],
    fill,
    { width: 1, stroke: fill },
  );
}

/** A straight arrow from (x1, y1) to (x2, y2) with its head at the second point. */
export function arrow(x1: number, y1: number, x2: number, y2: number, o: StrokeOpts & { head?: number } = {}): string {
  const deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const head = o.head ?? 10;
  const a = (deg * Math.PI) / 180;
  const sx = x2 - Math.cos(a) * head * 0.8;
  const sy = y2 - Math.sin(a) * head * 0.8;
  return line(x1, y1, sx, sy, o) + arrowHead(x2, y2, deg, head, o.stroke ?? INK);
}

/**
 * A circular arrow around (cx, cy) showing a direction of rotation. Angles are in degrees measured clockwise
 * from the positive x axis (screen convention); the arc is drawn from `fromDeg` to `toDeg`, arrowhead at the end.
 */
export function rotationArrow(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, o: StrokeOpts = {}): string {
  const a0 = (fromDeg * Math.PI) / 180;
  const a1 = (toDeg * Math.PI) / 180;
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy + r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a1);
  const y1 = cy + r * Math.sin(a1);
  const sweep = toDeg > fromDeg ? 1 : 0;
  const large = Math.abs(toDeg - fromDeg) > 180 ? 1 : 0;
  // Tangent direction at the end point.
  const tangent = toDeg > fromDeg ? toDeg + 90 : toDeg - 90;
  const path = `<path d="M ${n(x0)} ${n(y0)} A ${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}" fill="none" ${strokeAttrs({ width: 2.5, ...o })}/>`;
  return (
    path +
    arrowHead(x1 + Math.cos((tangent * Math.PI) / 180) * 3, y1 + Math.sin((tangent * Math.PI) / 180) * 3, tangent, 11, o.stroke ?? INK)
  );
}

/** A dimension line with end ticks and a centred label, e.g. a distance along a lever. */
export function dimension(x1: number, y1: number, x2: number, y2: number, content: string, o: { offset?: number } = {}): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const tx = -uy * 5;
  const ty = ux * 5;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const off = o.offset ?? 0;
  return (
    line(x1, y1, x2, y2, { width: 1.2 }) +
    line(x1 + tx, y1 + ty, x1 - tx, y1 - ty, { width: 1.2 }) +
    line(x2 + tx, y2 + ty, x2 - tx, y2 - ty, { width: 1.2 }) +
    arrowHead(x1, y1, (Math.atan2(y1 - y2, x1 - x2) * 180) / Math.PI, 7) +
    arrowHead(x2, y2, (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI, 7) +
    label(mx - uy * off, my + ux * off, content, { size: 13 })
  );
}

/** Diagonal hatching under a line, used for ground, ceilings and walls. */
export function hatch(x1: number, x2: number, y: number, below = true, step = 10): string {
  let out = line(x1, y, x2, y, { width: 2 });
  const dy = below ? 8 : -8;
  for (let x = x1 + 4; x <= x2; x += step) out += line(x, y, x - 8, y + dy, { width: 1 });
  return out;
}
