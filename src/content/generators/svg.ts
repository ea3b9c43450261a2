/** Minimal SVG building blocks for generated figures: self-contained markup, no scripts, no external refs. */
const STROKE = "#1f2937";

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="14">${body}</svg>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, extra = ""): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${STROKE}" stroke-width="2"${extra}/>`;
}

export function text(x: number, y: number, content: string, anchor: "start" | "middle" | "end" = "middle", extra = ""): string {
  const safe = content.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" fill="${STROKE}"${extra}>${safe}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill = "#e5e7eb"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="${STROKE}" stroke-width="2"/>`;
}

export function circle(cx: number, cy: number, r: number, fill = "#e5e7eb"): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${STROKE}" stroke-width="2"/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill = "#cbd5e1"): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}" stroke="${STROKE}" stroke-width="2" stroke-linejoin="round"/>`;
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A horizontal resistor zigzag from x1 to x2 at height y. */
export function resistorH(x1: number, x2: number, y: number): string {
  const lead = (x2 - x1) * 0.2;
  const zig = (x2 - x1 - 2 * lead) / 6;
  const pts: string[] = [`${x1},${y}`, `${x1 + lead},${y}`];
  for (let i = 0; i < 6; i++) pts.push(`${round(x1 + lead + zig * (i + 0.5))},${y + (i % 2 === 0 ? -8 : 8)}`);
  pts.push(`${x2 - lead},${y}`, `${x2},${y}`);
  return `<polyline points="${pts.join(" ")}" fill="none" stroke="${STROKE}" stroke-width="2"/>`;
}

/** A vertical resistor zigzag from y1 to y2 at x. */
export function resistorV(x: number, y1: number, y2: number): string {
  const lead = (y2 - y1) * 0.2;
  const zig = (y2 - y1 - 2 * lead) / 6;
  const pts: string[] = [`${x},${y1}`, `${x},${y1 + lead}`];
  for (let i = 0; i < 6; i++) pts.push(`${x + (i % 2 === 0 ? -8 : 8)},${round(y1 + lead + zig * (i + 0.5))}`);
  pts.push(`${x},${y2 - lead}`, `${x},${y2}`);
  return `<polyline points="${pts.join(" ")}" fill="none" stroke="${STROKE}" stroke-width="2"/>`;
}

/** A vertical battery symbol centred at (x, y): long plate positive on top. */
export function batteryV(x: number, y: number, label: string): string {
  return [
    line(x - 14, y - 5, x + 14, y - 5),
    line(x - 8, y + 5, x + 8, y + 5, ' stroke-width="4"'),
    text(x - 22, y - 10, "+", "end"),
    text(x - 22, y + 4, label, "end"),
  ].join("");
}

export function arrowHead(x: number, y: number, dir: "left" | "right" | "up" | "down"): string {
  const d = 7;
  const pts: Record<typeof dir, string> = {
    right: `${x},${y} ${x - d},${y - d / 1.5} ${x - d},${y + d / 1.5}`,
    left: `${x},${y} ${x + d},${y - d / 1.5} ${x + d},${y + d / 1.5}`,
    up: `${x},${y} ${x - d / 1.5},${y + d} ${x + d / 1.5},${y + d}`,
    down: `${x},${y} ${x - d / 1.5},${y - d} ${x + d / 1.5},${y - d}`,
  };
  return `<polygon points="${pts[dir]}" fill="${STROKE}"/>`;
}
