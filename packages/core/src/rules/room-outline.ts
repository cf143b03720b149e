/**
 * A customer's own room (issue 15 item 5): the rules an outline must meet before it becomes a
 * private floor plan, and the scale a floor-plan image gets from two measured points. Feet, x
 * east and y south (as `planGeometry`).
 */
import type { PlanOpening, PlanPoint } from './room-measure';
import { polygonArea, wallLength } from './room-measure';

/** Ours: a side (wall) is 3 to 200 ft. */
export const MIN_SIDE_FT = 3;
export const MAX_SIDE_FT = 200;
/** Ours: a room is 20 to 5,000 sq ft. */
export const MIN_ROOM_SQFT = 20;
export const MAX_ROOM_SQFT = 5000;
/** Ours: at most 64 corners (the contract's wall limit). */
export const MAX_CORNERS = 64;
/** Ours: corners snap to the half foot. */
export const SNAP_FT = 0.5;

export const OUTLINE_MESSAGES = {
  tooFewCorners: 'A room needs at least 3 corners.',
  tooManyCorners: `A room has at most ${MAX_CORNERS} corners.`,
  sideTooShort: (wall: number) => `Wall ${wall} is shorter than ${MIN_SIDE_FT} ft.`,
  sideTooLong: (wall: number) => `Wall ${wall} is longer than ${MAX_SIDE_FT} ft.`,
  crossing: 'Walls cross each other: the outline must not cross itself.',
  areaTooSmall: `The room is smaller than ${MIN_ROOM_SQFT} sq ft.`,
  areaTooLarge: `The room is larger than ${MAX_ROOM_SQFT.toLocaleString('en-US')} sq ft.`,
  openingWall: (n: number) => `Opening ${n} is on a wall the room does not have.`,
  openingFit: (n: number) => `Opening ${n} does not fit on its wall.`,
  samePoints: 'The two measured points must be apart.',
  distance: 'Type the real distance between the two points, in feet (more than 0).',
} as const;

/** To the nearest half foot. */
export function snapFeet(n: number): number {
  return Math.round(n / SNAP_FT) * SNAP_FT;
}

/** The sign of the turn a -> b -> c: > 0 clockwise on screen (y down), < 0 counter-clockwise. */
function turn(a: PlanPoint, b: PlanPoint, c: PlanPoint): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** Whether c lies on the segment a-b (given the three are collinear). */
function within(a: PlanPoint, b: PlanPoint, c: PlanPoint): boolean {
  return (
    Math.min(a.x, b.x) <= c.x &&
    c.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= c.y &&
    c.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments a-b and c-d share any point (touching counts). */
export function segmentsTouch(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const d1 = Math.sign(turn(c, d, a));
  const d2 = Math.sign(turn(c, d, b));
  const d3 = Math.sign(turn(a, b, c));
  const d4 = Math.sign(turn(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/**
 * Whether the closed outline is a simple polygon: no two walls meet except neighbours at their
 * shared corner (and neighbours do not fold back over each other).
 */
export function isSimpleOutline(points: readonly PlanPoint[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  const at = (i: number) => points[i % n] as PlanPoint;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b, c, d] = [at(i), at(i + 1), at(j), at(j + 1)];
      if (!neighbours) {
        if (segmentsTouch(a, b, c, d)) return false;
        continue;
      }
      // Neighbours share one corner; they must not overlap beyond it (a fold back).
      const [shared, p, q] = j === i + 1 ? [b, a, d] : [a, b, c];
      if (turn(p, shared, q) === 0) {
        const back = (p.x - shared.x) * (q.x - shared.x) + (p.y - shared.y) * (q.y - shared.y);
        if (back > 0) return false;
      }
    }
  }
  return true;
}

export interface OutlineProblem {
  /** Which part is wrong: `walls`, `walls.<i>` (a wall, from 0) or `openings.<i>`. */
  field: string;
  message: string;
}

/**
 * Every problem of an outline and its openings, in order (none: a valid room). Walls are
 * numbered from 1 in messages (wall 1 runs from corner 1 to corner 2).
 */
export function outlineProblems(
  points: readonly PlanPoint[],
  openings: readonly Pick<PlanOpening, 'wall' | 'offset' | 'width'>[] = [],
): OutlineProblem[] {
  if (points.length < 3) return [{ field: 'walls', message: OUTLINE_MESSAGES.tooFewCorners }];
  if (points.length > MAX_CORNERS) {
    return [{ field: 'walls', message: OUTLINE_MESSAGES.tooManyCorners }];
  }
  const problems: OutlineProblem[] = [];
  points.forEach((_, i) => {
    const length = wallLength(points, i);
    if (length < MIN_SIDE_FT) {
      problems.push({ field: `walls.${i}`, message: OUTLINE_MESSAGES.sideTooShort(i + 1) });
    } else if (length > MAX_SIDE_FT) {
      problems.push({ field: `walls.${i}`, message: OUTLINE_MESSAGES.sideTooLong(i + 1) });
    }
  });
  if (!isSimpleOutline(points)) {
    problems.push({ field: 'walls', message: OUTLINE_MESSAGES.crossing });
    return problems;
  }
  const area = polygonArea(points);
  if (area < MIN_ROOM_SQFT)
    problems.push({ field: 'walls', message: OUTLINE_MESSAGES.areaTooSmall });
  if (area > MAX_ROOM_SQFT)
    problems.push({ field: 'walls', message: OUTLINE_MESSAGES.areaTooLarge });
  openings.forEach((o, i) => {
    if (!Number.isInteger(o.wall) || o.wall < 0 || o.wall >= points.length) {
      problems.push({ field: `openings.${i}`, message: OUTLINE_MESSAGES.openingWall(i + 1) });
    } else if (o.width <= 0 || o.offset < 0 || o.offset + o.width > wallLength(points, o.wall)) {
      problems.push({ field: `openings.${i}`, message: OUTLINE_MESSAGES.openingFit(i + 1) });
    }
  });
  return problems;
}

/** Twice the signed area: > 0 when the outline runs clockwise on screen (y down). */
function signedTwice(points: readonly PlanPoint[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as PlanPoint;
    twice += p.x * q.y - q.x * p.y;
  });
  return twice;
}

/**
 * The outline as the plans store theirs: clockwise on screen, moved so its west-most and
 * north-most extents are 0, starting from its north-west corner (the least y, then the least
 * x). Openings follow their wall (and, on a reversed outline, measure from its other end).
 */
export function normaliseOutline<O extends Pick<PlanOpening, 'wall' | 'offset' | 'width'>>(
  points: readonly PlanPoint[],
  openings: readonly O[] = [],
): { walls: PlanPoint[]; openings: O[] } {
  const n = points.length;
  const minX = Math.min(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y));
  let walls = points.map((p) => ({ x: p.x - minX, y: p.y - minY }));
  let moved = openings.map((o) => ({ ...o }));
  if (signedTwice(walls) < 0) {
    // Reversed: new corner k is old corner n-1-k; new wall k is old wall n-2-k run backwards.
    const old = walls;
    walls = old.map((_, k) => old[n - 1 - k] as PlanPoint);
    moved = moved.map((o) => {
      const wall = (((n - 2 - o.wall) % n) + n) % n;
      return { ...o, wall, offset: wallLength(old, o.wall) - o.offset - o.width };
    });
  }
  let start = 0;
  walls.forEach((p, i) => {
    const s = walls[start] as PlanPoint;
    if (p.y < s.y || (p.y === s.y && p.x < s.x)) start = i;
  });
  const turned = walls.map((_, k) => walls[(k + start) % n] as PlanPoint);
  return {
    walls: turned,
    openings: moved.map((o) => ({ ...o, wall: (o.wall - start + n) % n })),
  };
}

/**
 * A floor-plan image's scale from two measured points: feet per image pixel, given the two
 * points (in image pixels) and their real distance in feet. Null when the points coincide or
 * the distance is not a positive number.
 */
export function scaleFromPoints(a: PlanPoint, b: PlanPoint, realFeet: number): number | null {
  const pixels = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(pixels > 0) || !Number.isFinite(realFeet) || !(realFeet > 0)) return null;
  return realFeet / pixels;
}

/** The problem with two measured points, or null when they set a scale. */
export function scaleProblem(a: PlanPoint, b: PlanPoint, realFeet: number): string | null {
  if (a.x === b.x && a.y === b.y) return OUTLINE_MESSAGES.samePoints;
  return scaleFromPoints(a, b, realFeet) === null ? OUTLINE_MESSAGES.distance : null;
}
