/**
 * The one SVG kit of the question bank, used by the authored figures (figures/*.ts) and the generators' figures
 * (generators/*.ts): element builders, escaping and number formatting; plane geometry is in ./geometry.
 * Pure functions: numbers in, markup out. No ids, no <defs>, no external references, so several figures can be
 * inlined on one page without clashing.
 *
 * A figure's markup is part of its item (the bank's fingerprint, the stored questions), so the builders keep both
 * ways in which figures have been written: by default (the authored figures) coordinates are rounded to two decimals,
 * lines have round ends and text is placed by its visual middle; the generated figures pass `GENERATED`
 * (coordinates as computed, plain line ends, text on its baseline) and append some attributes raw (`attrs`).
 * Changing either way changes items.
 */
import type { Pt } from "./geometry";

export const INK = "#1f2937";
export const FILL = "#e5e7eb";
export const FILL_DARK = "#cbd5e1";
export const FLUID = "#bfdbfe";
export const FONT = 'font-family="sans-serif"';

/** How coordinates are written: rounded to at most this many decimals, or "exact" (as computed, every digit). */
export type Places = number | "exact";

/** Rounds to at most `places` decimals: 2.345 → 2.35 (places 2), 2.25 → 2.3 (places 1). */
export function roundTo(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}

/** A number for markup: at most two decimals by default, so the markup stays short and stable; never "-0". */
export function n(value: number, places: Places = 2): string {
  if (places === "exact") return String(value);
  const r = roundTo(value, places);
  return Object.is(r, -0) ? "0" : String(r);
}

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** How a family of figures writes its markup (see the top of this file). */
export interface Style {
  /** Decimals of coordinates and sizes (default 2). */
  places?: Places;
  /** Lines and polylines get round ends (and polylines round joins); default true. */
  round?: boolean;
  /** Text `y` is its baseline instead of its visual middle; default false. */
  baseline?: boolean;
  /**
   * Raw attributes appended to the element, e.g. ` font-weight="bold"`. Never one the builder writes itself (a
   * stroke width goes in `width`): a repeated attribute makes the figure ill-formed XML, and a browser shows an SVG
   * in <img> as a broken image then. The content check refuses any figure with one.
   */
  attrs?: string;
}

/** The generated figures' way of writing markup. */
export const GENERATED: Style = { places: "exact", round: false, baseline: true };

/** The whole document; `framed` (default) adds role="img" and a white backdrop, which generated figures lack. */
export function svgDoc(width: number, height: number, body: string, o: { framed?: boolean } = {}): string {
  const framed = o.framed ?? true;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${framed ? ' role="img"' : ""} ` +
    `${FONT} font-size="14">` +
    `${framed ? `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>` : ""}${body}</svg>`
  );
}

export interface StrokeOpts extends Style {
  /** The outline's colour; null (polygons only) draws no outline, a plain filled shape. */
  stroke?: string | null;
  width?: number;
  dash?: string;
}

function strokeAttrs(o: StrokeOpts = {}): string {
  return `stroke="${o.stroke ?? INK}" stroke-width="${n(o.width ?? 2)}"${o.dash ? ` stroke-dasharray="${o.dash}"` : ""}`;
}

function pointList(points: readonly Pt[], places: Places | undefined): string {
  return points.map(([x, y]) => `${n(x, places)},${n(y, places)}`).join(" ");
}

export function polygon(points: readonly Pt[], fill: string = FILL, o: StrokeOpts = {}): string {
  const outline = o.stroke === null ? "" : ` ${strokeAttrs(o)} stroke-linejoin="round"`;
  return `<polygon points="${pointList(points, o.places)}" fill="${fill}"${outline}${o.attrs ?? ""}/>`;
}

export function polyline(points: readonly Pt[], o: StrokeOpts = {}): string {
  const ends = o.round === false ? "" : ` stroke-linejoin="round" stroke-linecap="round"`;
  return `<polyline points="${pointList(points, o.places)}" fill="none" ${strokeAttrs(o)}${ends}${o.attrs ?? ""}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, o: StrokeOpts = {}): string {
  const p = o.places;
  const ends = o.round === false ? "" : ` stroke-linecap="round"`;
  return `<line x1="${n(x1, p)}" y1="${n(y1, p)}" x2="${n(x2, p)}" y2="${n(y2, p)}" ${strokeAttrs(o)}${ends}${o.attrs ?? ""}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string = FILL, o: StrokeOpts & { rx?: number } = {}): string {
  const p = o.places;
  const rx = o.rx ? ` rx="${n(o.rx, p)}"` : "";
  return `<rect x="${n(x, p)}" y="${n(y, p)}" width="${n(w, p)}" height="${n(h, p)}"${rx} fill="${fill}" ${strokeAttrs(o)}${o.attrs ?? ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string = FILL, o: StrokeOpts = {}): string {
  const p = o.places;
  return `<circle cx="${n(cx, p)}" cy="${n(cy, p)}" r="${n(r, p)}" fill="${fill}" ${strokeAttrs(o)}${o.attrs ?? ""}/>`;
}

export function dot(cx: number, cy: number, r = 3.5, fill: string = INK, o: Style = {}): string {
  const p = o.places;
  return `<circle cx="${n(cx, p)}" cy="${n(cy, p)}" r="${n(r, p)}" fill="${fill}"${o.attrs ?? ""}/>`;
}

export interface TextOpts extends Style {
  anchor?: "start" | "middle" | "end";
  size?: number;
  weight?: "normal" | "bold";
  fill?: string;
  italic?: boolean;
}

/**
 * A text label; `y` is the visual middle of the text (dominant-baseline is avoided for renderer consistency), or its
 * baseline with `baseline`.
 */
export function text(x: number, y: number, content: string, o: TextOpts = {}): string {
  const size = o.size ?? 14;
  const p = o.places;
  const attrs = [
    `x="${n(x, p)}"`,
    `y="${n(o.baseline ? y : y + size * 0.35, p)}"`,
    `text-anchor="${o.anchor ?? "middle"}"`,
    size !== 14 ? `font-size="${n(size)}"` : "",
    o.weight === "bold" ? `font-weight="bold"` : "",
    o.italic ? `font-style="italic"` : "",
    `fill="${o.fill ?? INK}"`,
  ].filter(Boolean);
  return `<text ${attrs.join(" ")}${o.attrs ?? ""}>${esc(content)}</text>`;
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
