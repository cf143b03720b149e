import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  cornerSpread,
  type Homography,
  invertHomography,
  isNonDegenerateQuad,
  multiplyHomography,
  type PlanePoint,
  planeSize,
  type Quad,
  quadHomography,
  UNIT_SQUARE,
} from './homography';

/**
 * A convex quad with no three corners near a line: one corner in each quadrant around a
 * centre, at least 30 px from it, angles kept 20° or more from the axes.
 */
const convexQuad = fc
  .record({
    cx: fc.double({ min: -500, max: 1500, noNaN: true }),
    cy: fc.double({ min: -500, max: 1500, noNaN: true }),
    corners: fc.tuple(
      ...[0, 1, 2, 3].map(() =>
        fc.record({
          angle: fc.double({ min: 0.35, max: Math.PI / 2 - 0.35, noNaN: true }),
          radius: fc.double({ min: 30, max: 800, noNaN: true }),
        }),
      ),
    ),
  })
  .map(
    ({ cx, cy, corners }) =>
      corners.map(({ angle, radius }, i) => ({
        x: cx + radius * Math.cos(angle + (i * Math.PI) / 2),
        y: cy + radius * Math.sin(angle + (i * Math.PI) / 2),
      })) as unknown as Quad,
  )
  .filter((q) => isNonDegenerateQuad(q) && wellShaped(q));

/**
 * Every three corners span a triangle of at least 2% of the quad's size squared: a corner near
 * the centre can otherwise sit almost on the line of two far ones (seed 2035541796: a twice-area
 * of 33 px² in a 604 px quad), where the homography is nearly singular and its inverse null.
 * The library's own rule (`isNonDegenerateQuad`) is looser on purpose: it refuses only what
 * cannot be solved, and the photo mode's convexity check refuses the rest.
 */
function wellShaped(quad: Quad): boolean {
  return cornerSpread(quad) >= 0.02;
}

/** A point inside the unit square (strictly, so it maps to a point inside the convex quad). */
const unitPoint = fc.record({
  x: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  y: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
});

const close = (a: PlanePoint, b: PlanePoint, tolerance: number) =>
  Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;

describe('quadHomography', () => {
  it('maps each of the four corners exactly onto its pair', () => {
    fc.assert(
      fc.property(convexQuad, convexQuad, (from, to) => {
        const h = quadHomography(from, to);
        expect(h).not.toBeNull();
        for (let i = 0; i < 4; i++) {
          const p = applyHomography(h as Homography, from[i] as PlanePoint);
          expect(close(p, to[i] as PlanePoint, 1e-6)).toBe(true);
        }
      }),
    );
  });

  it('round trips: H then its inverse gives back the point within 1e-6', () => {
    fc.assert(
      fc.property(convexQuad, unitPoint, (quad, p) => {
        const h = quadHomography(UNIT_SQUARE, quad) as Homography;
        const inverse = invertHomography(h) as Homography;
        expect(inverse).not.toBeNull();
        const back = applyHomography(inverse, applyHomography(h, p));
        expect(close(back, p, 1e-6)).toBe(true);
        // and the other way: a point of the quad's plane through H^-1 then H.
        const q = applyHomography(h, p);
        expect(close(applyHomography(h, applyHomography(inverse, q)), q, 1e-6)).toBe(true);
      }),
    );
  });

  it('composes with its inverse to the identity', () => {
    fc.assert(
      fc.property(convexQuad, convexQuad, (from, to) => {
        const h = quadHomography(from, to) as Homography;
        const inverse = invertHomography(h) as Homography;
        const product = multiplyHomography(h, inverse);
        const scale = product[8];
        const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1];
        // Rounding grows with the matrices' sizes (their condition): relative to it, 1e-10.
        const norm = (m: Homography) => m.reduce((sum, v) => sum + Math.abs(v), 0);
        const tolerance = (1e-10 * norm(h) * norm(inverse)) / Math.abs(scale);
        product.forEach((v, i) => {
          expect(Math.abs(v / scale - (identity[i] ?? 0))).toBeLessThan(tolerance);
        });
      }),
    );
  });

  it('is the identity between a quad and itself, and a plain scale for a square', () => {
    const square: Quad = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 200 },
      { x: 0, y: 200 },
    ];
    const h = quadHomography(UNIT_SQUARE, square) as Homography;
    expect(applyHomography(h, { x: 0.25, y: 0.5 })).toEqual({ x: 50, y: 100 });
    const same = quadHomography(square, square) as Homography;
    expect(applyHomography(same, { x: 37, y: 81 }).x).toBeCloseTo(37, 9);
  });

  it('returns null for a degenerate quad: three corners collinear, or two the same', () => {
    const collinear: Quad = [
      { x: 0, y: 0 },
      { x: 50, y: 50 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    const repeated: Quad = [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    expect(isNonDegenerateQuad(collinear)).toBe(false);
    expect(quadHomography(UNIT_SQUARE, collinear)).toBeNull();
    expect(quadHomography(collinear, UNIT_SQUARE)).toBeNull();
    expect(quadHomography(UNIT_SQUARE, repeated)).toBeNull();
    expect(
      quadHomography(UNIT_SQUARE, [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: Number.NaN, y: 1 },
        { x: 0, y: 1 },
      ]),
    ).toBeNull();
    fc.assert(
      fc.property(
        convexQuad,
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (quad, t, at) => {
          // Corner `at` moved onto the segment between its two neighbours.
          const a = quad[(at + 1) % 4] as PlanePoint;
          const b = quad[(at + 3) % 4] as PlanePoint;
          const moved = [...quad] as PlanePoint[];
          moved[at] = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
          expect(quadHomography(UNIT_SQUARE, moved as unknown as Quad)).toBeNull();
        },
      ),
    );
  });

  it('inverts a strongly projective map (a tiny determinant next to a large translation)', () => {
    const h: Homography = [0.2418, -0.281, -10.16, -34.94, 41.46, 1528.05, -0.02286, 0.027125, 1];
    const inverse = invertHomography(h) as Homography;
    expect(inverse).not.toBeNull();
    const p = { x: 12.5, y: -7.25 };
    const back = applyHomography(inverse, applyHomography(h, p));
    expect(close(back, p, 1e-6)).toBe(true);
  });

  it('has no inverse when singular', () => {
    expect(invertHomography([1, 2, 3, 2, 4, 6, 0, 0, 1])).toBeNull();
  });
});

/** A W x D rectangle on the floor (z = 0) seen by a pinhole camera of focal f at `center`. */
type Camera = { f: number; tilt: number; yaw: number; height: number; back: number };

/** A floor point (feet) in the camera's frame: X right, Y down, Z forward (its depth). */
function toCamera(wx: number, wy: number, width: number, { tilt, yaw, height, back }: Camera) {
  // World: x right, y away, z up; the camera at (0, -back, height), turned by yaw, tilted down.
  const dx = wx - width / 2;
  const dy = wy + back;
  const dz = -height;
  const x1 = Math.cos(yaw) * dx - Math.sin(yaw) * dy;
  const y1 = Math.sin(yaw) * dx + Math.cos(yaw) * dy;
  const Z = Math.cos(tilt) * y1 - Math.sin(tilt) * dz;
  const Y = -(Math.sin(tilt) * y1 + Math.cos(tilt) * dz);
  return { X: x1, Y, Z };
}

const floorCorners = (width: number, depth: number) =>
  [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ] as const;

function project(width: number, depth: number, camera: Camera, center: PlanePoint): Quad {
  return floorCorners(width, depth).map(([wx, wy]) => {
    const { X, Y, Z } = toCamera(wx, wy, width, camera);
    return { x: center.x + (camera.f * X) / Z, y: center.y + (camera.f * Y) / Z };
  }) as unknown as Quad;
}

/**
 * Could a photo show this floor: every corner at least a foot in front of the camera? (Some
 * generated cameras stand beside the floor's near corner, which then projects to infinity.)
 */
const inFront = (width: number, depth: number, camera: Camera) =>
  floorCorners(width, depth).every(([wx, wy]) => toCamera(wx, wy, width, camera).Z >= 1);

describe('planeSize', () => {
  const center = { x: 512, y: 384 };

  it('gives the plane its real size from one known edge, for a camera looking down at it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 4, max: 30, noNaN: true }),
        fc.double({ min: 4, max: 30, noNaN: true }),
        fc.record({
          f: fc.double({ min: 500, max: 2000, noNaN: true }),
          tilt: fc.double({ min: 0.3, max: 1.1, noNaN: true }),
          yaw: fc.double({ min: 0.15, max: 0.6, noNaN: true }),
          height: fc.double({ min: 4, max: 6, noNaN: true }),
          back: fc.double({ min: 2, max: 10, noNaN: true }),
        }),
        (width, depth, camera) => {
          fc.pre(inFront(width, depth, camera));
          const quad = project(width, depth, camera, center);
          const size = planeSize(quad, width, { center, fallbackFocal: 1000 });
          expect(size).not.toBeNull();
          expect(size?.width).toBe(width);
          expect(Math.abs((size?.depth ?? 0) - depth) / depth).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('uses the fallback focal length when the quad does not tell it (edges parallel on the image)', () => {
    const camera = { f: 800, tilt: 0.8, yaw: 0, height: 5, back: 4 };
    const quad = project(12, 10, camera, center);
    const size = planeSize(quad, 12, { center, fallbackFocal: 800 });
    expect(size?.depth).toBeCloseTo(10, 6);
  });

  it('is null for a degenerate quad or a known length that is not positive', () => {
    const quad = project(12, 10, { f: 800, tilt: 0.8, yaw: 0.3, height: 5, back: 4 }, center);
    expect(planeSize(quad, 0, { center, fallbackFocal: 800 })).toBeNull();
    expect(planeSize(quad, Number.NaN, { center, fallbackFocal: 800 })).toBeNull();
    const flat: Quad = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 20, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(planeSize(flat, 10, { center, fallbackFocal: 800 })).toBeNull();
  });
});

describe('cornerSpread', () => {
  const q = (...xy: number[]): Quad =>
    [0, 2, 4, 6].map((i) => ({ x: xy[i] as number, y: xy[i + 1] as number })) as unknown as Quad;
  it('scores a square 1, a corner on the line of two others 0, a quad of no size 0', () => {
    expect(cornerSpread(q(0, 0, 10, 0, 10, 10, 0, 10))).toBe(1);
    expect(cornerSpread(q(0, 0, 5, 0, 10, 0, 0, 10))).toBe(0);
    expect(cornerSpread(q(3, 3, 3, 3, 3, 3, 3, 3))).toBe(0);
  });
  it('scores a corner 2% of the size off the line of two others 0.02, and a missing corner NaN', () => {
    expect(cornerSpread(q(0, 0, 5, 0.2, 10, 0, 0, 10))).toBeCloseTo(0.02, 10);
    expect(cornerSpread(q(0, 0, Number.NaN, 0, 10, 10, 0, 10))).toBeNaN();
  });
});
