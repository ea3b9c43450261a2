/**
 * Plane geometry for the figures, authored and generated (the other half of the kit, with ./svg): polygons as point
 * lists, rigid motions, cuts, and congruence tests that tell a rotated copy of a shape (allowed in Assembling
 * Objects) from a mirrored one (not allowed).
 * Coordinates follow SVG: x to the right, y down; positive angles turn clockwise on screen.
 */
export type Pt = readonly [number, number];
export type Poly = readonly Pt[];

export const deg2rad = (deg: number): number => (deg * Math.PI) / 180;

export function rotatePt([x, y]: Pt, deg: number, [cx, cy]: Pt = [0, 0]): Pt {
  const a = deg2rad(deg);
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

export const add = ([x, y]: Pt, [dx, dy]: Pt): Pt => [x + dx, y + dy];
export const sub = ([x, y]: Pt, [dx, dy]: Pt): Pt => [x - dx, y - dy];
export const scalePt = ([x, y]: Pt, k: number): Pt => [x * k, y * k];
export const len = ([x, y]: Pt): number => Math.hypot(x, y);
export const unit = (p: Pt): Pt => {
  const l = len(p) || 1;
  return [p[0] / l, p[1] / l];
};
export const angleOf = ([x, y]: Pt): number => (Math.atan2(y, x) * 180) / Math.PI;
export const mirrorPt = ([x, y]: Pt): Pt => [-x, y];

/** A rigid motion (rotation about the origin, then translation), optionally preceded by a mirror in the y axis. */
export interface Motion {
  turn: number;
  shift: Pt;
  mirror?: boolean;
}

export function movePt(p: Pt, m: Motion): Pt {
  return add(rotatePt(m.mirror ? mirrorPt(p) : p, m.turn), m.shift);
}

export function movePoly(poly: Poly, m: Motion): Pt[] {
  return poly.map((p) => movePt(p, m));
}

/** Turns every point by `deg` about `about` (by default the mean of the vertices). */
export function rotatePoly(poly: Poly, deg: number, about: Pt = vertexMean(poly)): Pt[] {
  return poly.map((p) => rotatePt(p, deg, about));
}

export function translatePoly(poly: Poly, dx: number, dy: number): Pt[] {
  return poly.map((p) => add(p, [dx, dy]));
}

export function signedArea(poly: Poly): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]!;
    const [x2, y2] = poly[(i + 1) % poly.length]!;
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}

/** The same polygon wound with a positive signed area (counter-clockwise with y up, clockwise on screen). */
export function ccw(poly: Poly): Poly {
  return signedArea(poly) < 0 ? [...poly].reverse() : poly;
}

/** The mean of the vertices (not the centre of area: see `centroid`). */
export function vertexMean(poly: Poly): Pt {
  return [poly.reduce((s, p) => s + p[0], 0) / poly.length, poly.reduce((s, p) => s + p[1], 0) / poly.length];
}

/** The centre of area; the mean of the vertices for a polygon with no area. */
export function centroid(poly: Poly): Pt {
  const a = signedArea(poly);
  if (Math.abs(a) < 1e-12) return vertexMean(poly);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]!;
    const [x2, y2] = poly[(i + 1) % poly.length]!;
    const f = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * f;
    cy += (y1 + y2) * f;
  }
  return [cx / (6 * a), cy / (6 * a)];
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function bounds(points: readonly Pt[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of points) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

/** Points along a circular arc from a0 to a1 degrees (inclusive); the step count depends only on the sweep. */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): Pt[] {
  const steps = Math.max(2, Math.round(Math.abs(a1 - a0) / 6));
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = deg2rad(a0 + ((a1 - a0) * i) / steps);
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** A pie slice with its point at (cx, cy). */
export function sector(cx: number, cy: number, r: number, a0: number, a1: number): Pt[] {
  return [[cx, cy], ...arc(cx, cy, r, a0, a1)];
}

/** A ring segment between radii r1 < r2. */
export function annularSector(cx: number, cy: number, r1: number, r2: number, a0: number, a1: number): Pt[] {
  return [...arc(cx, cy, r2, a0, a1), ...arc(cx, cy, r1, a1, a0)];
}

export function regular(sides: number, radius: number, startDeg = -90, [cx, cy]: Pt = [0, 0]): Pt[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = deg2rad(startDeg + (360 * i) / sides);
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as Pt;
  });
}

export function rectangle(x: number, y: number, w: number, h: number): Pt[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
}

/** Removes repeated points and points in the middle of a straight edge, and makes the winding positive. */
export function simplify(poly: Poly, tol = 1e-6): Pt[] {
  let pts: Pt[] = [];
  for (const p of poly) {
    const last = pts[pts.length - 1];
    if (!last || len(sub(p, last)) > tol) pts.push(p);
  }
  if (pts.length > 1 && len(sub(pts[0]!, pts[pts.length - 1]!)) <= tol) pts.pop();
  let changed = true;
  while (changed && pts.length > 3) {
    changed = false;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i - 1 + pts.length) % pts.length]!;
      const b = pts[i]!;
      const c = pts[(i + 1) % pts.length]!;
      const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
      const scale = len(sub(b, a)) * len(sub(c, b));
      if (Math.abs(cross) <= tol * Math.max(1, scale) && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) > 0) {
        pts = pts.filter((_, j) => j !== i);
        changed = true;
        break;
      }
    }
  }
  if (signedArea(pts) < 0) pts = pts.reverse();
  return pts;
}

/**
 * True when `b` (with its marked points) is `a` (with its marked points, in the same order) moved by a rotation
 * and translation only. A mirror image of an asymmetric shape is not congruent in this sense.
 */
export function sameUnderRotation(a: Poly, b: Poly, marksA: readonly Pt[] = [], marksB: readonly Pt[] = [], tol = 1e-3): boolean {
  const pa = simplify(a);
  const pb = simplify(b);
  if (pa.length !== pb.length || marksA.length !== marksB.length) return false;
  const size = Math.max(...pa.map((p) => len(sub(p, pa[0]!))), 1e-9);
  const eps = tol * size;
  const count = pa.length;
  for (let k = 0; k < count; k++) {
    const a0 = pa[0]!;
    const a1 = pa[1]!;
    const b0 = pb[k]!;
    const b1 = pb[(k + 1) % count]!;
    if (Math.abs(len(sub(a1, a0)) - len(sub(b1, b0))) > eps) continue;
    const turn = angleOf(sub(b1, b0)) - angleOf(sub(a1, a0));
    const map = (p: Pt): Pt => add(rotatePt(sub(p, a0), turn), b0);
    let ok = true;
    for (let i = 0; i < count && ok; i++) {
      if (len(sub(map(pa[i]!), pb[(i + k) % count]!)) > eps) ok = false;
    }
    for (let i = 0; i < marksA.length && ok; i++) {
      if (len(sub(map(marksA[i]!), marksB[i]!)) > eps) ok = false;
    }
    if (ok) return true;
  }
  return false;
}

/** True when the two lists hold the same pieces (each matched to one piece by rotation and translation). */
export function samePieces(a: readonly Poly[], b: readonly Poly[]): boolean {
  if (a.length !== b.length) return false;
  const used = new Array<boolean>(b.length).fill(false);
  const match = (i: number): boolean => {
    if (i === a.length) return true;
    for (let j = 0; j < b.length; j++) {
      if (!used[j] && sameUnderRotation(a[i]!, b[j]!)) {
        used[j] = true;
        if (match(i + 1)) return true;
        used[j] = false;
      }
    }
    return false;
  };
  return match(0);
}

export function polygonArea(poly: Poly): number {
  return Math.abs(signedArea(poly));
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
  const parts = [dedupe(left), dedupe(right)].filter((part) => part.length >= 3 && Math.abs(signedArea(part)) > 1e-6);
  return parts.length === 2 ? parts : [p];
}

/** Drops each point that repeats the next one (cyclically). */
function dedupe(p: Pt[]): Pt[] {
  return p.filter((q, i) => len(sub(q, p[(i + 1) % p.length] as Pt)) > 1e-6);
}

/**
 * A shape's identity under rotation and translation (not reflection): the cyclic sequence of edge lengths
 * and turning angles, in its lexicographically smallest rotation. Equal signatures = the same piece.
 */
export function signature(p: Poly): string {
  const q = ccw(p);
  const count = q.length;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = q[i] as Pt;
    const b = q[(i + 1) % count] as Pt;
    const c = q[(i + 2) % count] as Pt;
    const edge = Math.round(len(sub(b, a)) * 2) / 2;
    const turn = Math.atan2(c[1] - b[1], c[0] - b[0]) - Math.atan2(b[1] - a[1], b[0] - a[0]);
    const deg = Math.round((((turn * 180) / Math.PI + 540) % 360) - 180);
    parts.push(`${edge}/${deg}`);
  }
  let best = parts.join(" ");
  for (let k = 1; k < count; k++) {
    const rotated = [...parts.slice(k), ...parts.slice(0, k)].join(" ");
    if (rotated < best) best = rotated;
  }
  return best;
}

/** The pieces as one string, the same for the same pieces in any order, turned and moved. */
export function pieceSet(pieces: readonly Poly[]): string {
  return pieces.map(signature).sort().join(" | ");
}
