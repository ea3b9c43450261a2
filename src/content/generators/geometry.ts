/** Plane geometry for Assembling Objects figures: convex polygons, cuts, rigid motions, congruence. */
export type Pt = readonly [number, number];
export type Poly = readonly Pt[];

export function area(p: Poly): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i] as Pt;
    const [x2, y2] = p[(i + 1) % p.length] as Pt;
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}

/** Counter-clockwise in maths axes (y up); figures flip y when drawing, which keeps the relative order. */
export function ccw(p: Poly): Poly {
  return area(p) < 0 ? [...p].reverse() : p;
}

export function centroid(p: Poly): Pt {
  const n = p.length;
  return [p.reduce((s, q) => s + q[0], 0) / n, p.reduce((s, q) => s + q[1], 0) / n];
}

export function rotate(p: Poly, degrees: number, about: Pt = centroid(p)): Poly {
  const a = (degrees * Math.PI) / 180;
  const [cx, cy] = about;
  return p.map(
    ([x, y]) => [cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a), cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a)] as Pt,
  );
}

export function translate(p: Poly, dx: number, dy: number): Poly {
  return p.map(([x, y]) => [x + dx, y + dy] as Pt);
}

export function bounds(p: Poly): { minX: number; minY: number; maxX: number; maxY: number } {
  return {
    minX: Math.min(...p.map((q) => q[0])),
    minY: Math.min(...p.map((q) => q[1])),
    maxX: Math.max(...p.map((q) => q[0])),
    maxY: Math.max(...p.map((q) => q[1])),
  };
}

/** Splits a convex polygon by the line through a and b; returns the two non-empty sides (or the polygon alone). */
export function split(p: Poly, a: Pt, b: Pt): Poly[] {
  const side = (q: Pt) => (b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0]);
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < p.length; i++) {
    const q = p[i] as Pt;
    const r = p[(i + 1) % p.length] as Pt;
    const sq = side(q);
    const sr = side(r);
    if (sq >= -1e-9) left.push(q);
    if (sq <= 1e-9) right.push(q);
    if ((sq > 1e-9 && sr < -1e-9) || (sq < -1e-9 && sr > 1e-9)) {
      const t = sq / (sq - sr);
      const x: Pt = [q[0] + t * (r[0] - q[0]), q[1] + t * (r[1] - q[1])];
      left.push(x);
      right.push(x);
    }
  }
  const parts = [dedupe(left), dedupe(right)].filter((part) => part.length >= 3 && Math.abs(area(part)) > 1e-6);
  return parts.length === 2 ? parts : [p];
}

function dedupe(p: Pt[]): Pt[] {
  return p.filter((q, i) => {
    const r = p[(i + 1) % p.length] as Pt;
    return Math.hypot(q[0] - r[0], q[1] - r[1]) > 1e-6;
  });
}

/**
 * A shape's identity under rotation and translation (not reflection): the cyclic sequence of edge lengths
 * and turning angles, in its lexicographically smallest rotation. Equal signatures = the same piece.
 */
export function signature(p: Poly): string {
  const q = ccw(p);
  const n = q.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = q[i] as Pt;
    const b = q[(i + 1) % n] as Pt;
    const c = q[(i + 2) % n] as Pt;
    const len = Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) * 2) / 2;
    const turn = Math.atan2(c[1] - b[1], c[0] - b[0]) - Math.atan2(b[1] - a[1], b[0] - a[0]);
    const deg = Math.round((((turn * 180) / Math.PI + 540) % 360) - 180);
    parts.push(`${len}/${deg}`);
  }
  let best = parts.join(" ");
  for (let k = 1; k < n; k++) {
    const rotated = [...parts.slice(k), ...parts.slice(0, k)].join(" ");
    if (rotated < best) best = rotated;
  }
  return best;
}

export function pieceSet(pieces: readonly Poly[]): string {
  return pieces.map(signature).sort().join(" | ");
}
