/**
 * What a room's geometry says about its fixtures (issue 29 item 4): the cabinet doors and drawers
 * along the plan's run (so the cabinet hardware is one knob or pull per door and drawer) and the
 * light fixture positions (one light per position). Pure; feet, in plan coordinates (x east,
 * y south). The 3-D scene can place fixtures at `lightPositions`.
 */
import type { PlanGeometryInput, PlanOpening, PlanPoint, PlanRun } from './room-measure';

/** Ours (stock cabinet lines): no cabinet box is wider than 36 in. */
export const CABINET_MAX_WIDTH_IN = 36;
/** Stock cabinets up to 24 in wide (B9-B24, W9-W24) have one door; 27-36 in have two. */
export const SINGLE_DOOR_MAX_IN = 24;
/** Ours: a stretch of wall narrower than 9 in (the narrowest stock cabinet) gets a filler. */
export const CABINET_MIN_WIDTH_IN = 9;

export interface CabinetCount {
  /** Base cabinets (kitchen) or vanity boxes (bathroom) along the run. */
  baseBoxes: number;
  /** Wall cabinets over the run (kitchen only; none over a window). */
  wallBoxes: number;
  doors: number;
  drawers: number;
}

const EPS = 1e-9;

/** Boxes for a stretch of `feet`: equal boxes of at most 36 in; the doors by the stock rule. */
function boxesOf(feet: number): { boxes: number; doors: number } {
  const inches = feet * 12;
  if (!(inches >= CABINET_MIN_WIDTH_IN - EPS)) return { boxes: 0, doors: 0 };
  const boxes = Math.ceil(inches / CABINET_MAX_WIDTH_IN - EPS);
  const width = inches / boxes;
  return { boxes, doors: boxes * (width <= SINGLE_DOOR_MAX_IN + EPS ? 1 : 2) };
}

/** The stretches of the run's wall from `from` to `to` feet not behind a window. */
function clearOfWindows(
  run: PlanRun,
  openings: readonly PlanOpening[],
): { from: number; to: number }[] {
  let stretches = [{ from: run.offset, to: run.offset + run.length }];
  for (const o of openings) {
    if (o.kind !== 'window' || o.wall !== run.wall) continue;
    const a = o.offset;
    const b = o.offset + o.width;
    stretches = stretches.flatMap((s) =>
      b <= s.from || a >= s.to
        ? [s]
        : [
            ...(a > s.from ? [{ from: s.from, to: a }] : []),
            ...(b < s.to ? [{ from: b, to: s.to }] : []),
          ],
    );
  }
  return stretches;
}

/**
 * The run's cabinets, by the stock-cabinet rule: the base run is split into equal boxes of at
 * most 36 in; every base box has one drawer over its doors; a box up to 24 in wide has one door,
 * a wider one two. In a kitchen, wall cabinets (doors only, the same rule) hang over the run
 * except where a window is. A bathroom's run is its vanity: base boxes only.
 */
export function cabinetCount(
  run: PlanRun | null,
  openings: readonly PlanOpening[],
  roomType?: string,
): CabinetCount {
  if (!run || !(run.length > 0)) return { baseBoxes: 0, wallBoxes: 0, doors: 0, drawers: 0 };
  const base = boxesOf(run.length);
  let wallBoxes = 0;
  let wallDoors = 0;
  if (roomType !== 'Bathroom') {
    for (const s of clearOfWindows(run, openings)) {
      const w = boxesOf(s.to - s.from);
      wallBoxes += w.boxes;
      wallDoors += w.doors;
    }
  }
  return {
    baseBoxes: base.boxes,
    wallBoxes,
    doors: base.doors + wallDoors,
    drawers: base.boxes,
  };
}

export type LightKind = 'recessed' | 'pendant' | 'vanity';

export interface LightPosition {
  kind: LightKind;
  /** Plan feet. */
  x: number;
  y: number;
}

/** Ours: recessed lights about 6 ft apart (one per ~36 sq ft)... */
export const RECESSED_SPACING_FT = 6;
/** ...and at most 12 of them: a bigger room gets them further apart. */
export const MAX_RECESSED_LIGHTS = 12;
/** Ours: one pendant per 4 ft of kitchen counter run, 1 to 4. */
export const PENDANT_SPACING_FT = 4;
export const MAX_PENDANTS = 4;
/** The most lights `lightPositions` gives a room (12 recessed + 4 pendants). */
export const MAX_ROOM_LIGHTS = MAX_RECESSED_LIGHTS + MAX_PENDANTS;

/** Whether (x, y) is inside the polygon (ray casting; a point on an edge may go either way). */
export function insidePolygon(points: readonly PlanPoint[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as PlanPoint;
    const q = points[j] as PlanPoint;
    if (p.y > y !== q.y > y && x < ((q.x - p.x) * (y - p.y)) / (q.y - p.y) + p.x) inside = !inside;
  }
  return inside;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The recessed grid: cells of about `spacing` ft over the bounding box, kept inside the floor. */
function recessedGrid(walls: readonly PlanPoint[], floorSqft: number): LightPosition[] {
  if (walls.length < 3 || !(floorSqft > 0)) return [];
  const xs = walls.map((p) => p.x);
  const ys = walls.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spacing = Math.max(RECESSED_SPACING_FT, Math.sqrt(floorSqft / MAX_RECESSED_LIGHTS));
  let cols = Math.max(1, Math.round((x1 - x0) / spacing));
  let rows = Math.max(1, Math.round((y1 - y0) / spacing));
  while (cols * rows > MAX_RECESSED_LIGHTS) {
    if (cols >= rows) cols--;
    else rows--;
  }
  const out: LightPosition[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + ((c + 0.5) * (x1 - x0)) / cols;
      const y = y0 + ((r + 0.5) * (y1 - y0)) / rows;
      if (insidePolygon(walls, x, y)) out.push({ kind: 'recessed', x: round2(x), y: round2(y) });
    }
  }
  if (out.length === 0) {
    const x = xs.reduce((a, b) => a + b, 0) / xs.length;
    const y = ys.reduce((a, b) => a + b, 0) / ys.length;
    if (insidePolygon(walls, x, y)) out.push({ kind: 'recessed', x: round2(x), y: round2(y) });
  }
  return out;
}

/** Lights over the run, 1 ft out from its wall: kitchen pendants, or one light over a vanity. */
function overRun(plan: PlanGeometryInput, roomType?: string): LightPosition[] {
  const run = plan.run;
  const p = plan.walls[run?.wall ?? -1];
  const q = plan.walls[((run?.wall ?? 0) + 1) % plan.walls.length];
  if (!run || !p || !q || !(run.length > 0)) return [];
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  if (!(len > 0)) return [];
  const [dx, dy] = [(q.x - p.x) / len, (q.y - p.y) / len];
  let twice = 0;
  plan.walls.forEach((a, i) => {
    const b = plan.walls[(i + 1) % plan.walls.length] as PlanPoint;
    twice += a.x * b.y - b.x * a.y;
  });
  // Walls clockwise on screen (y down, a positive shoelace sum): the room is to the right.
  const [nx, ny] = twice >= 0 ? [-dy, dx] : [dy, -dx];
  const vanity = roomType === 'Bathroom';
  const n = vanity
    ? 1
    : Math.min(MAX_PENDANTS, Math.max(1, Math.ceil(run.length / PENDANT_SPACING_FT - EPS)));
  return Array.from({ length: n }, (_, i) => {
    const along = run.offset + ((i + 0.5) * run.length) / n;
    return {
      kind: vanity ? 'vanity' : 'pendant',
      x: round2(p.x + dx * along + nx),
      y: round2(p.y + dy * along + ny),
    } satisfies LightPosition;
  });
}

/**
 * The room's light fixture positions, in plan feet: recessed lights on a grid of cells about
 * 6 ft square (one per ~36 sq ft) over the floor, at most 12 (a bigger room spreads them out),
 * only those inside the floor (an L loses its cut corner's); plus, over a run, kitchen pendants
 * (one per 4 ft of counter, 1 to 4) or one light over a bathroom vanity. At most 16 in all.
 */
export function lightPositions(plan: PlanGeometryInput, roomType?: string): LightPosition[] {
  let twice = 0;
  plan.walls.forEach((a, i) => {
    const b = plan.walls[(i + 1) % plan.walls.length] as PlanPoint;
    twice += a.x * b.y - b.x * a.y;
  });
  return [...recessedGrid(plan.walls, Math.abs(twice) / 2), ...overRun(plan, roomType)];
}
