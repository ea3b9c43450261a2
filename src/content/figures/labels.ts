/**
 * Where a figure's text sits, and whether it collides with a drawn part. The content check reads the markup
 * itself (not the layout code that wrote it), so a label that crosses a gear's teeth or lands on another label
 * is caught whatever produced it.
 */
import type { Box } from "./geometry";

/**
 * Glyph widths of the sans-serif figure font, as shares of the font size. Browsers fall back to DejaVu Sans or
 * Arial; these are DejaVu's (the wider), grouped, so an estimate errs wide rather than narrow.
 */
function glyphWidth(ch: string): number {
  if (" .,:;'|!ijl".includes(ch)) return 0.32;
  if ("ft()[]-r/".includes(ch)) return 0.42;
  if ("mwMW=+Ω×÷%@−–—~<>".includes(ch)) return 0.84;
  if (/[A-Z0-9?$#&]/.test(ch)) return 0.68;
  return 0.6;
}

export function textWidth(content: string, size = 14): number {
  let em = 0;
  for (const ch of content) em += glyphWidth(ch);
  return em * size;
}

/** The box a line of text covers, from its baseline point and anchor (SVG semantics: y is the baseline). */
export function textBox(x: number, baseline: number, content: string, size = 14, anchor: "start" | "middle" | "end" = "middle"): Box {
  const w = textWidth(content, size);
  const minX = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  // Capitals rise about 0.75 em above the baseline; descenders drop about 0.2 em below it.
  return { minX, maxX: minX + w, minY: baseline - 0.75 * size, maxY: baseline + 0.2 * size };
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.minX < b.maxX + gap && b.minX < a.maxX + gap && a.minY < b.maxY + gap && b.minY < a.maxY + gap;
}

/** A round part as drawn: its outline lies between `inner` and `outer` from the centre (a gear's roots and tips). */
export interface RoundPart {
  cx: number;
  cy: number;
  inner: number;
  outer: number;
}

/** Nearest and farthest distance from a point to a box. */
function distances(cx: number, cy: number, b: Box): [number, number] {
  const nx = Math.max(b.minX, Math.min(cx, b.maxX));
  const ny = Math.max(b.minY, Math.min(cy, b.maxY));
  const fx = Math.max(Math.abs(cx - b.minX), Math.abs(cx - b.maxX));
  const fy = Math.max(Math.abs(cy - b.minY), Math.abs(cy - b.maxY));
  return [Math.hypot(cx - nx, cy - ny), Math.hypot(fx, fy)];
}

/**
 * A text box crosses a round part's outline when part of it is within the outer radius and part beyond the
 * inner one. Text wholly inside (a gear's letter on its face) or wholly outside is fine.
 */
export function crossesOutline(part: RoundPart, b: Box): boolean {
  const [near, far] = distances(part.cx, part.cy, b);
  return near < part.outer && far > part.inner;
}

/** Text drawn in an SVG figure, with the box it covers. */
export interface FigureText {
  content: string;
  box: Box;
}

const attr = (attrs: string, name: string): string | undefined => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

export function figureTexts(svg: string): FigureText[] {
  const out: FigureText[] = [];
  for (const m of svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = m[1] ?? "";
    const content = (m[2] ?? "").replace(/&[a-z]+;/g, "x");
    const size = Number(attr(attrs, "font-size") ?? 14);
    const anchor = (attr(attrs, "text-anchor") ?? "start") as "start" | "middle" | "end";
    out.push({ content, box: textBox(Number(attr(attrs, "x")), Number(attr(attrs, "y")), content, size, anchor) });
  }
  return out;
}

/**
 * Round parts in an SVG figure: polygons of at least 12 points whose points all lie within 30% of one distance from
 * their mean (gears, wheels, pulleys drawn as outlines), and circles of radius 12 or more (smaller ones are hubs and dots).
 */
export function roundParts(svg: string): RoundPart[] {
  const out: RoundPart[] = [];
  for (const m of svg.matchAll(/<polygon\b[^>]*\bpoints="([^"]*)"/g)) {
    const pts = (m[1] ?? "")
      .trim()
      .split(/\s+/)
      .map((p) => p.split(",").map(Number) as [number, number]);
    if (pts.length < 12) continue;
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const ds = pts.map(([x, y]) => Math.hypot(x - cx, y - cy));
    const inner = Math.min(...ds);
    const outer = Math.max(...ds);
    if (inner > 0.7 * outer) out.push({ cx, cy, inner, outer });
  }
  for (const m of svg.matchAll(/<circle\b([^>]*)>/g)) {
    const a = m[1] ?? "";
    const r = Number(attr(a, "r"));
    if (r >= 12) out.push({ cx: Number(attr(a, "cx")), cy: Number(attr(a, "cy")), inner: r, outer: r });
  }
  return out;
}

/** Every label that crosses a round part's outline, overlaps another label or runs off the figure, as sentences. */
export function labelOverlaps(svg: string): string[] {
  const texts = figureTexts(svg);
  const parts = roundParts(svg);
  const out: string[] = [];
  const view = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)?.slice(1).map(Number);
  texts.forEach((t, i) => {
    if (view) {
      const [vx, vy, vw, vh] = view as [number, number, number, number];
      const b = t.box;
      if (b.minX < vx || b.maxX > vx + vw || b.minY < vy || b.maxY > vy + vh) out.push(`label "${t.content}" runs outside the figure`);
    }
    for (const p of parts)
      if (crossesOutline(p, t.box))
        out.push(`label "${t.content}" crosses the outline of the part centred at (${Math.round(p.cx)}, ${Math.round(p.cy)})`);
    for (const u of texts.slice(i + 1)) if (boxesOverlap(t.box, u.box)) out.push(`labels "${t.content}" and "${u.content}" overlap`);
  });
  return out;
}

/** A label for a row of parts: its text, the x of the part it names, and which side of the row it goes. */
export interface RowLabel {
  text: string;
  x: number;
  below: boolean;
}

export interface PlacedLabel extends RowLabel {
  /** Baseline of the (middle-anchored) text. */
  baseline: number;
  box: Box;
}

/**
 * Places labels for parts lying in a horizontal band (centre line `cy` ± `band`): each label goes `gap` beyond the
 * band on its side, as near its part's x as it can while staying `margin` inside the figure and clear of the other
 * labels on that side. Labels that cannot share one line go on a further line. Nothing placed here can touch the
 * band, so a label can never cross a part.
 */
export function placeRowLabels(
  labels: readonly RowLabel[],
  o: { width: number; cy: number; band: number; gap: number; size?: number; margin?: number },
): PlacedLabel[] {
  const size = o.size ?? 14;
  const margin = o.margin ?? 4;
  const spacing = 6;
  const placed: PlacedLabel[] = labels.map((l) => ({ ...l, baseline: 0, box: textBox(l.x, 0, l.text, size) }));
  for (const below of [true, false]) {
    const side = placed.filter((l) => l.below === below).sort((a, b) => a.x - b.x);
    // Lines outward from the band; each takes labels left to right while they fit across the figure.
    const lines: PlacedLabel[][] = [];
    for (const l of side) {
      const w = l.box.maxX - l.box.minX;
      const last = lines[lines.length - 1];
      const used = last ? last.reduce((s, m) => s + (m.box.maxX - m.box.minX) + spacing, 0) : Infinity;
      if (last && used + w <= o.width - 2 * margin) last.push(l);
      else lines.push([l]);
    }
    lines.forEach((line, row) => {
      const step = row * (size + 4);
      const baseline = below ? o.cy + o.band + o.gap + 0.75 * size + step : o.cy - o.band - o.gap - 0.2 * size - step;
      // Left to right: as near the part as possible, never left of the margin or of the previous label.
      let edge = margin;
      const lefts = line.map((l) => {
        const w = l.box.maxX - l.box.minX;
        const left = Math.max(edge, Math.min(l.x - w / 2, o.width - margin - w));
        edge = left + w + spacing;
        return left;
      });
      // Right to left: pull back anything pushed past the right margin.
      let limit = o.width - margin;
      for (let i = line.length - 1; i >= 0; i--) {
        const w = line[i]!.box.maxX - line[i]!.box.minX;
        lefts[i] = Math.min(lefts[i]!, limit - w);
        limit = lefts[i]! - spacing;
      }
      line.forEach((l, i) => {
        const w = l.box.maxX - l.box.minX;
        l.baseline = baseline;
        l.box = textBox(lefts[i]! + w / 2, baseline, l.text, size);
      });
    });
  }
  return placed.map((l) => ({ ...l, x: (l.box.minX + l.box.maxX) / 2 }));
}
