/**
 * Photo mode (issue 29 item 6, ours): the plane a customer marks on a photo of their room (a
 * floor's or a wall's four corners) as a homography, a 3 x 3 projective map between the unit
 * square and the marked quad, so a product is drawn on it in perspective at real scale. Pure
 * numbers: the site maps each output pixel back through the inverse to the plane's feet.
 *
 * @example
 * const h = quadHomography(
 *   [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }],
 *   [{ x: 100, y: 300 }, { x: 500, y: 300 }, { x: 620, y: 460 }, { x: 20, y: 460 }],
 * );
 * h && applyHomography(h, { x: 1, y: 1 }); // { x: 620, y: 460 }
 */

export interface PlanePoint {
  x: number;
  y: number;
}

/** A 3 x 3 matrix, row by row: [h11, h12, h13, h21, h22, h23, h31, h32, h33]. */
export type Homography = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Four corners, in order around the quad (Corner 1 to Corner 4). */
export type Quad = readonly [PlanePoint, PlanePoint, PlanePoint, PlanePoint];

/** The unit square, Corner 1 at the origin, Corner 2 along x. */
export const UNIT_SQUARE: Quad = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** Ours: three corners closer to a line than this share of the quad's size are collinear. */
const DEGENERATE = 1e-9;

/**
 * How far the quad is from having three corners on one line: the smallest triangle any three of
 * its corners span (twice its area), over the quad's size (its bounding box's larger side)
 * squared. 0 for three corners on one line or a quad of no size; NaN for a corner that is not
 * finite. A square scores 1; a corner 2% of the size off the line of two others about 0.02.
 */
export function cornerSpread(quad: Quad): number {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (!(size > 0)) return Number.isNaN(size) ? Number.NaN : 0;
  const triples = [
    [0, 1, 2],
    [0, 1, 3],
    [0, 2, 3],
    [1, 2, 3],
  ] as const;
  return Math.min(
    ...triples.map(([i, j, k]) => {
      const [a, b, c] = [quad[i], quad[j], quad[k]];
      return Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / (size * size);
    }),
  );
}

/** Whether no three of the four corners are (nearly) on one line and all are finite. */
export function isNonDegenerateQuad(quad: readonly PlanePoint[]): boolean {
  if (quad.length !== 4 || !quad.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) {
    return false;
  }
  return cornerSpread(quad as Quad) > DEGENERATE;
}

/**
 * Solves the 8 x 8 system of the direct linear transform (h33 = 1) by Gaussian elimination with
 * partial pivoting; null when it is singular.
 */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    }
    const top = a[pivot] as number[];
    if (Math.abs(top[col] ?? 0) < 1e-12) return null;
    [a[col], a[pivot]] = [top, a[col] as number[]];
    [b[col], b[pivot]] = [b[pivot] as number, b[col] as number];
    const rowCol = a[col] as number[];
    for (let row = col + 1; row < n; row++) {
      const r = a[row] as number[];
      const factor = (r[col] ?? 0) / (rowCol[col] ?? 1);
      for (let k = col; k < n; k++) r[k] = (r[k] ?? 0) - factor * (rowCol[k] ?? 0);
      b[row] = (b[row] ?? 0) - factor * (b[col] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const r = a[row] as number[];
    let sum = b[row] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (r[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (r[row] ?? 1);
  }
  return x;
}

/** Moves and scales points so they centre on 0 with a mean distance of sqrt 2 (Hartley). */
function normaliser(points: readonly PlanePoint[]): Homography {
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  const mean = points.reduce((s, p) => s + Math.hypot(p.x - cx, p.y - cy), 0) / points.length;
  const s = Math.SQRT2 / mean;
  return [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1];
}

/** The product a * b of two 3 x 3 matrices. */
export function multiplyHomography(a: Homography, b: Homography): Homography {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += (a[r * 3 + k] ?? 0) * (b[k * 3 + c] ?? 0);
      out.push(sum);
    }
  }
  return out as unknown as Homography;
}

/** Scales a matrix so h33 is 1 (or, when h33 is 0, its largest entry's size is 1). */
function normalised(h: Homography): Homography {
  const d = Math.abs(h[8]) > 1e-12 ? h[8] : Math.max(...h.map(Math.abs));
  return h.map((v) => v / d) as unknown as Homography;
}

/**
 * The homography taking each of the four `from` points to the matching `to` point: the direct
 * linear transform on Hartley-normalised points, solved by Gaussian elimination. Null when
 * either quad has three (nearly) collinear corners.
 */
export function quadHomography(from: Quad, to: Quad): Homography | null {
  if (!isNonDegenerateQuad(from) || !isNonDegenerateQuad(to)) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const p = applyHomography(nf, from[i] as PlanePoint);
    const q = applyHomography(nt, to[i] as PlanePoint);
    a.push([p.x, p.y, 1, 0, 0, 0, -q.x * p.x, -q.x * p.y]);
    b.push(q.x);
    a.push([0, 0, 0, p.x, p.y, 1, -q.y * p.x, -q.y * p.y]);
    b.push(q.y);
  }
  const h = solve(a, b);
  if (!h) return null;
  const inner = [...h, 1] as unknown as Homography;
  const back = invertHomography(nt);
  if (!back) return null;
  return normalised(multiplyHomography(back, multiplyHomography(inner, nf)));
}

/** Where the homography takes a point (its projective division; non-finite at infinity). */
export function applyHomography(h: Homography, p: PlanePoint): PlanePoint {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return {
    x: (h[0] * p.x + h[1] * p.y + h[2]) / w,
    y: (h[3] * p.x + h[4] * p.y + h[5]) / w,
  };
}

/** The inverse homography (adjugate over determinant), or null when it is singular. */
export function invertHomography(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, k] = h;
  const co = [
    e * k - f * i,
    -(b * k - c * i),
    b * f - c * e,
    -(d * k - f * g),
    a * k - c * g,
    -(a * f - c * d),
    d * i - e * g,
    -(a * i - b * g),
    a * e - b * d,
  ];
  const det = a * (co[0] ?? 0) + b * (co[3] ?? 0) + c * (co[6] ?? 0);
  // Singular when the determinant is tiny next to its largest possible size (Hadamard's bound:
  // the product of the rows' lengths), so a strongly projective but valid map is kept.
  const rows = [0, 3, 6].map((at) => Math.hypot(h[at] ?? 0, h[at + 1] ?? 0, h[at + 2] ?? 0));
  const bound = rows.reduce((p, r) => p * r, 1);
  if (!Number.isFinite(det) || Math.abs(det) <= 1e-12 * bound) return null;
  return normalised(co.map((v) => v / det) as unknown as Homography);
}

/** A plane's real size in feet: `width` along Corner 1 -> 2, `depth` along Corner 2 -> 3. */
export interface PlaneSize {
  width: number;
  depth: number;
}

export interface PlaneSizeOptions {
  /** The camera's principal point in image pixels (usually the image's centre). */
  center: PlanePoint;
  /**
   * The focal length in pixels used when the quad does not tell it (one pair of its edges
   * parallel on the image); ours: default the photo's long side, about a phone's 53° view.
   */
  fallbackFocal: number;
}

/**
 * The marked plane's size in feet (single-view metrology): the quad is a rectangle seen in
 * perspective; the two vanishing directions of its edges are at right angles, which gives the
 * camera's focal length (square pixels, principal point at `center`), and with it the ratio of
 * the rectangle's sides; the known length is the edge from Corner 1 to Corner 2. Null for a
 * degenerate quad or a length that is not positive.
 */
export function planeSize(
  quad: Quad,
  knownFeet: number,
  { center, fallbackFocal }: PlaneSizeOptions,
): PlaneSize | null {
  if (!(knownFeet > 0) || !Number.isFinite(knownFeet)) return null;
  const centred = quad.map((p) => ({ x: p.x - center.x, y: p.y - center.y })) as unknown as Quad;
  const h = quadHomography(UNIT_SQUARE, centred);
  if (!h) return null;
  const [h11, h12, , h21, h22, , h31, h32] = h;
  const across = h31 * h32;
  const f2 = Math.abs(across) > 1e-12 ? -(h11 * h12 + h21 * h22) / across : Number.NaN;
  const f2Used = f2 > 0 && Number.isFinite(f2) ? f2 : fallbackFocal * fallbackFocal;
  // |K^-1 h1| and |K^-1 h2|: the lengths of the two edges' directions, in the same unit.
  const lengthU = Math.sqrt((h11 * h11 + h21 * h21) / f2Used + h31 * h31);
  const lengthV = Math.sqrt((h12 * h12 + h22 * h22) / f2Used + h32 * h32);
  if (!(lengthU > 0 && lengthV > 0)) return null;
  return { width: knownFeet, depth: (knownFeet * lengthV) / lengthU };
}
