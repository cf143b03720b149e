/**
 * What a room's geometry says about its fixtures (issue 29 item 4): the cabinet doors and drawers
 * along the plan's run, as the 3-D room draws them (so the cabinet hardware is one knob or pull
 * per door and drawer drawn) and the
 * light fixture positions (one light per position). Pure; feet, in plan coordinates (x east,
 * y south). The 3-D scene can place fixtures at `lightPositions`.
 */
import { type KitchenWidths, kitchenIsland, kitchenLayout } from '../drawing/kitchen-layout';
import { VANITY_FRONTS } from '../drawing/vanity';
import { atRun, insidePolygon, runFrame } from './plan-frame';
import type { PlanGeometryInput, PlanPoint } from './plan-types';

export { insidePolygon } from './plan-frame';

export interface CabinetFronts {
  doors: number;
  drawers: number;
  /** One knob or pull per door and drawer. */
  handles: number;
}

const EPS = 1e-9;

const NONE: CabinetFronts = { doors: 0, drawers: 0, handles: 0 };

/**
 * The cabinet doors and drawers along the plan's run, from the same layout the 3-D room draws:
 * a bathroom's run is its vanity (`VANITY_FRONTS`); any other room's run is a kitchen's
 * (`kitchenLayout`: base and wall cabinets, the sink base, the bridge, an island where the
 * plan has room for one (its walls given), with the appliances at
 * `widths`, core `applianceWidths` of the products chosen). None without a run.
 */
export function cabinetFronts(
  plan: Pick<PlanGeometryInput, 'run' | 'openings'> & { walls?: readonly PlanPoint[] | undefined },
  roomType?: string,
  widths?: KitchenWidths | null,
): CabinetFronts {
  if (!plan.run || !(plan.run.length > 0)) return NONE;
  if (roomType === 'Bathroom') {
    const { doors, drawers } = VANITY_FRONTS;
    return { doors, drawers, handles: doors + drawers };
  }
  const layout = kitchenLayout(plan, widths);
  return layout ? { doors: layout.doors, drawers: layout.drawers, handles: layout.handles } : NONE;
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

/**
 * Lights over the run, 1 ft out from its wall: kitchen pendants (over the island instead, when
 * the kitchen has one: `kitchenIsland`), or one light over a vanity.
 */
function overRun(plan: PlanGeometryInput, roomType?: string): LightPosition[] {
  const run = plan.run;
  const f = runFrame(plan);
  if (!run || !f || !(run.length > 0)) return [];
  const vanity = roomType === 'Bathroom';
  const island = vanity ? null : kitchenIsland(plan);
  // Over the island's counter (its middle), or 1 ft out from the run's wall.
  const [from, length, out] = island
    ? [island.start, island.length, island.from + island.depth / 2]
    : [run.offset, run.length, 1];
  const n = vanity
    ? 1
    : Math.min(MAX_PENDANTS, Math.max(1, Math.ceil(length / PENDANT_SPACING_FT - EPS)));
  return Array.from({ length: n }, (_, i) => {
    const at = atRun(f, from + ((i + 0.5) * length) / n, out);
    return {
      kind: vanity ? 'vanity' : 'pendant',
      x: round2(at.x),
      y: round2(at.y),
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
