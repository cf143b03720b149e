/**
 * A kitchen's cabinet run laid out as a kitchen is (issue 29 items 1 and 4, ours): the run along
 * the plan's wall becomes a refrigerator, base cabinets, a sink base under the window, a
 * dishwasher beside it and a range with a hood, with wall cabinets above that stop at windows and
 * the hood. The 3-D room draws these modules and the estimate counts one knob or pull per door and
 * drawer, and the countertop's square feet, from the same layout, so the pulls and the counter in
 * the picture are the ones on the bill.
 *
 * Sizes are the trade's standards: base cabinets 24 in deep and at most 36 in wide, a 36 in sink
 * base, a 24 in dishwasher, a 30 in range, a 36 in refrigerator, wall cabinets 12 in deep from
 * 54 in to 84 in above the floor. A base cabinet has one drawer over its doors (two doors when
 * wider than 24 in); a sink base has two doors and a false front; a wall cabinet has one door, two
 * when wider than 24 in; the bridge cabinet over the refrigerator has two.
 *
 * Appliances sized from the product (issue 29 item 1): `kitchenLayout(plan, widths)` takes the
 * chosen refrigerator's, range's and dishwasher's widths (core `applianceWidths`). Which modules a run has is decided at the standard widths, so a product
 * never adds or removes one. Each width is clamped to its band (`APPLIANCE_BANDS_FT`), and a
 * wider appliance takes its room from the base cabinets beside it; when the run cannot give it
 * without losing a module (the refrigerator's 6 ft of run beside it, the dishwasher, the range's
 * 18 in of counter each side), that appliance's width moves back toward the standard an inch at
 * a time to the nearest that keeps the standard's modules (a narrower one that would add a
 * module does the same). The appliances are sized in turn along the run: the refrigerator, the
 * dishwasher, then the range, each with those after it at the standard width, so the one that
 * does not fit is the one cut back. The base cabinets and fillers fill what is left, so
 * the run, the counters and the handle count follow.
 *
 * The hood is centred over the range at the chosen hood's width (the range's when none is
 * chosen; clamped to its band), held between the refrigerator's bridge and the run's end; the
 * wall cabinets beside it give up its room, as at a window, so their doors and pulls follow.
 *
 * An island where the plan has room for one (`kitchenIsland`, ours): a kitchen whose run is 10
 * ft or longer and whose floor in front of it is deep enough for the run's counter, a 42 in
 * aisle, a 3 ft island and a 42 in aisle behind it gets an island of base cabinets (fronts to the
 * run) under a 3 ft deep counter that overhangs 1 ft on the far side for stools, centred on the
 * run, half its length (4 to 8 ft). Its doors and drawers count like the run's.
 */
import { atRun, insidePolygon, runFrame } from '../rules/plan-frame';
import type { PlanGeometryInput, PlanPoint } from '../rules/plan-types';

export type KitchenModuleKind =
  | 'fridge'
  | 'base'
  | 'sink'
  | 'dishwasher'
  | 'range'
  | 'filler'
  | 'wall'
  | 'bridge'
  | 'hood';

export interface KitchenModule {
  kind: KitchenModuleKind;
  /** Feet along the run's wall from the wall's start corner. */
  start: number;
  width: number;
  doors: number;
  drawers: number;
}

/** A stretch of countertop, in feet along the run's wall. */
export interface KitchenCounter {
  start: number;
  width: number;
}

export interface KitchenLayout {
  /** On the floor, in order along the wall. */
  base: KitchenModule[];
  /**
   * The countertop: every stretch of base modules between the refrigerator and the range, in
   * order. The scene draws these and the estimate buys their square feet.
   */
  counters: KitchenCounter[];
  /** On the wall above the counter (wall cabinets, the bridge, the hood). */
  upper: KitchenModule[];
  /** The island, where the plan has room for one (`kitchenIsland`). */
  island: KitchenIsland | null;
  /** Knobs and pulls: one per door and drawer of every module. */
  handles: number;
  doors: number;
  drawers: number;
}

export const KITCHEN_SIZES_FT = {
  baseMax: 3,
  sink: 3,
  dishwasher: 2,
  range: 2.5,
  fridge: 3,
  wallMax: 3,
  /** Narrower gaps get a filler strip, without a door. */
  fillerMax: 1,
} as const;

/** The widths a chosen appliance may take, in feet (24 to 48 in; a dishwasher 18 to 24 in). */
export const APPLIANCE_BANDS_FT = {
  fridge: [2, 4],
  range: [2, 4],
  dishwasher: [1.5, 2],
  /** A hood over the range: 24 to 48 in. */
  hood: [2, 4],
} as const;

/** Ours: an island's sizes, in feet (see `kitchenIsland`). */
export const ISLAND_FT = {
  /** The run's cabinets' depth, in front of its wall. */
  run: 2,
  /** The aisle on each side of the island (42 in). */
  aisle: 3.5,
  /** The island's counter, front to back: 2 ft of cabinets and 1 ft of overhang for stools. */
  depth: 3,
  cabinets: 2,
  minLength: 4,
  maxLength: 8,
  /** A run shorter than this has no island. */
  minRun: 10,
} as const;

/**
 * A kitchen island, in the run's wall's terms: `start` and `length` along the wall, `from` the
 * wall to its front (the cabinets' fronts face the run), `depth` its counter's depth; `modules`
 * its base cabinets, along the wall.
 */
export interface KitchenIsland {
  start: number;
  length: number;
  from: number;
  depth: number;
  modules: KitchenModule[];
}

/** Chosen appliance widths, in feet; a missing one is the standard width. */
export interface KitchenWidths {
  fridge?: number | undefined;
  range?: number | undefined;
  dishwasher?: number | undefined;
  /** The range hood's width: centred over the range (the range's width when absent). */
  hood?: number | undefined;
}

type Sized = { fridge: number; range: number; dishwasher: number };

/** A run this long has room for a refrigerator at its start; this long, a range. */
const FRIDGE_FROM_FT = 9;
const RANGE_FROM_FT = 10;

const round = (n: number) => Math.round(n * 1000) / 1000;

function cabinets(kind: 'base' | 'wall', start: number, end: number, out: KitchenModule[]): void {
  const gap = round(end - start);
  if (gap <= 0.01) return;
  if (gap < KITCHEN_SIZES_FT.fillerMax) {
    if (kind === 'base') out.push({ kind: 'filler', start, width: gap, doors: 0, drawers: 0 });
    return;
  }
  const max = kind === 'base' ? KITCHEN_SIZES_FT.baseMax : KITCHEN_SIZES_FT.wallMax;
  const n = Math.ceil(gap / max - 1e-9);
  // Each edge rounded where it falls (not each width, whose rounding would add up along a long
  // run and leave a gap or run past a window's edge): the widths differ by a millimetre at most,
  // and the last ends at the gap's end.
  const edge = (k: number) => (k === n ? end : round(start + (k * gap) / n));
  for (let k = 0; k < n; k++) {
    const at = edge(k);
    const width = round(edge(k + 1) - at);
    out.push({
      kind,
      start: at,
      width,
      doors: width > 2 ? 2 : 1,
      drawers: kind === 'base' ? 1 : 0,
    });
  }
}

/** The fixed modules (refrigerator, sink, dishwasher, range) at these widths, in order. */
function fixedModules(
  plan: Pick<PlanGeometryInput, 'run' | 'openings'>,
  run: NonNullable<PlanGeometryInput['run']>,
  w: Sized,
): KitchenModule[] {
  const from = run.offset;
  const to = run.offset + run.length;
  const fixed: KitchenModule[] = [];
  let left = from;
  if (run.length >= FRIDGE_FROM_FT) {
    fixed.push({ kind: 'fridge', start: from, width: w.fridge, doors: 0, drawers: 0 });
    left = from + w.fridge;
  }
  // The sink under the run's window when there is one over the counter, else mid-run.
  const window = plan.openings.find(
    (o) => o.kind === 'window' && o.wall === run.wall && o.offset < to && o.offset + o.width > left,
  );
  const centre = window ? window.offset + window.width / 2 : (left + to) / 2;
  const sinkWidth = Math.min(KITCHEN_SIZES_FT.sink, to - left);
  const sinkStart = round(Math.min(Math.max(centre - sinkWidth / 2, left), to - sinkWidth));
  fixed.push({ kind: 'sink', start: sinkStart, width: sinkWidth, doors: 2, drawers: 0 });
  let after = sinkStart + sinkWidth;
  if (to - after >= w.dishwasher - 1e-9) {
    fixed.push({
      kind: 'dishwasher',
      start: round(after),
      width: w.dishwasher,
      doors: 0,
      drawers: 0,
    });
    after += w.dishwasher;
  }
  // The range midway through what is left after the dishwasher, with counter on both sides.
  if (run.length >= RANGE_FROM_FT && to - after >= w.range + 3 - 1e-9) {
    const start = round(after + (to - after - w.range) / 2);
    fixed.push({ kind: 'range', start, width: w.range, doors: 0, drawers: 0 });
  }
  return fixed;
}

const kinds = (modules: KitchenModule[]) => modules.map((m) => m.kind).join(' ');

/**
 * The island a kitchen plan has room for, or null: a run of 10 ft or more, and the island with
 * an aisle on both sides inside the floor (checked at its corners, its middle and the aisle
 * behind it, so an L's cut corner takes it away). Half the run long, 4 to 8 ft, to the half
 * foot, centred on the run.
 */
export function kitchenIsland(
  plan: Pick<PlanGeometryInput, 'run'> & { walls?: readonly PlanPoint[] | undefined },
): KitchenIsland | null {
  const run = plan.run;
  const walls = plan.walls;
  if (!run || !walls || walls.length < 3 || !(run.length >= ISLAND_FT.minRun)) return null;
  const f = runFrame({ walls, run });
  if (!f) return null;
  const { minLength, maxLength, run: runDepth, aisle, depth } = ISLAND_FT;
  const length = Math.min(maxLength, Math.max(minLength, Math.floor(run.length) / 2));
  const start = round(run.offset + (run.length - length) / 2);
  const from = runDepth + aisle;
  for (const along of [start, start + length / 2, start + length]) {
    for (const out of [from, from + depth, from + depth + aisle]) {
      const p = atRun(f, along, out);
      if (!insidePolygon(walls, p.x, p.y)) return null;
    }
  }
  const modules: KitchenModule[] = [];
  cabinets('base', start, round(start + length), modules);
  return { start, length, from, depth, modules };
}

const clampWidth = (
  value: number | undefined,
  band: readonly [number, number],
  fallback: number,
) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(Math.max(value, band[0]), band[1])
    : fallback;

/**
 * The kitchen's modules for a plan with a cabinet run, or null when it has none; `widths` sizes
 * the appliances from the chosen products (see the module comment).
 */
export function kitchenLayout(
  plan: Pick<PlanGeometryInput, 'run' | 'openings'> & { walls?: readonly PlanPoint[] | undefined },
  widths?: KitchenWidths | null,
): KitchenLayout | null {
  const run = plan.run;
  if (!run || !(run.length > 0)) return null;
  const to = run.offset + run.length;
  const standard: Sized = {
    fridge: KITCHEN_SIZES_FT.fridge,
    range: KITCHEN_SIZES_FT.range,
    dishwasher: KITCHEN_SIZES_FT.dishwasher,
  };
  const want = fixedModules(plan, run, standard);
  const chosen: Sized = {
    fridge: Math.min(
      clampWidth(widths?.fridge, APPLIANCE_BANDS_FT.fridge, standard.fridge),
      Math.max(standard.fridge, run.length - (FRIDGE_FROM_FT - KITCHEN_SIZES_FT.fridge)),
    ),
    range: clampWidth(widths?.range, APPLIANCE_BANDS_FT.range, standard.range),
    dishwasher: clampWidth(widths?.dishwasher, APPLIANCE_BANDS_FT.dishwasher, standard.dishwasher),
  };
  const feet = (w: Sized): Sized => ({
    fridge: round(w.fridge / 12),
    range: round(w.range / 12),
    dishwasher: round(w.dishwasher / 12),
  });
  // Along the run, one appliance at a time (those after it at the standard width): a width that
  // changes the run's modules moves back toward the standard an inch at a time. At the standard
  // widths the modules are the wanted ones, so each search ends. In inches while stepping, so a
  // cut-back width is a whole number of inches from the chosen.
  const decided: Sized = {
    fridge: standard.fridge * 12,
    range: standard.range * 12,
    dishwasher: standard.dishwasher * 12,
  };
  let fixed = want;
  for (const key of ['fridge', 'dishwasher', 'range'] as const) {
    decided[key] = chosen[key] * 12;
    for (;;) {
      fixed = fixedModules(plan, run, feet(decided));
      if (kinds(fixed) === kinds(want)) break;
      const step = Math.min(1, Math.abs(decided[key] - standard[key] * 12));
      decided[key] += Math.sign(standard[key] * 12 - decided[key]) * step;
    }
  }
  fixed.sort((a, b) => a.start - b.start);
  const base: KitchenModule[] = [];
  let at = run.offset;
  for (const module of fixed) {
    cabinets('base', at, module.start, base);
    base.push(module);
    at = round(module.start + module.width);
  }
  cabinets('base', at, to, base);

  // Above: a bridge over the refrigerator, a hood over the range, wall cabinets elsewhere except
  // where a window is.
  const upper: KitchenModule[] = [];
  const blocked: (readonly [number, number])[] = plan.openings
    .filter((o) => o.kind === 'window' && o.wall === run.wall)
    .map((o) => [o.offset, o.offset + o.width] as const);
  for (const module of base) {
    if (module.kind === 'fridge') {
      upper.push({
        kind: 'bridge',
        start: module.start,
        width: module.width,
        doors: 2,
        drawers: 0,
      });
      continue;
    }
    if (module.kind === 'range') {
      // Centred over the range, within the bridge's end and the run's.
      const centre = module.start + module.width / 2;
      const fridge = base.find((m) => m.kind === 'fridge');
      const left = fridge ? fridge.start + fridge.width : run.offset;
      const wanted = clampWidth(widths?.hood, APPLIANCE_BANDS_FT.hood, module.width);
      const width = round(Math.min(wanted, 2 * (centre - left), 2 * (to - centre)));
      const start = round(centre - width / 2);
      upper.push({ kind: 'hood', start, width, doors: 0, drawers: 0 });
      // The wall cabinets stop at it, as at a window.
      blocked.push([start, start + width]);
    }
  }
  const spans: [number, number][] = [];
  let spanFrom: number | null = null;
  const close = (end: number) => {
    if (spanFrom !== null && end > spanFrom) spans.push([spanFrom, end]);
    spanFrom = null;
  };
  for (const module of base) {
    if (module.kind === 'fridge' || module.kind === 'range') {
      close(module.start);
      continue;
    }
    spanFrom ??= module.start;
  }
  close(to);
  for (const [a, b] of spans) {
    // Cut the span around windows.
    let pieces: [number, number][] = [[a, b]];
    for (const [wa, wb] of blocked) {
      pieces = pieces.flatMap(([p, q]): [number, number][] =>
        wb <= p || wa >= q
          ? [[p, q]]
          : (
              [
                [p, Math.max(p, wa)],
                [Math.min(q, wb), q],
              ] as [number, number][]
            ).filter(([s, e]) => e - s > 0.01),
      );
    }
    for (const [p, q] of pieces) cabinets('wall', round(p), round(q), upper);
  }
  upper.sort((x, y) => x.start - y.start);
  const counters: KitchenCounter[] = [];
  for (const m of base) {
    if (m.kind === 'fridge' || m.kind === 'range') continue;
    const last = counters[counters.length - 1];
    if (last && Math.abs(last.start + last.width - m.start) < 0.01) {
      last.width = round(m.start + m.width - last.start);
    } else counters.push({ start: m.start, width: m.width });
  }
  const island = kitchenIsland(plan);
  const all = [...base, ...upper, ...(island?.modules ?? [])];
  const doors = all.reduce((sum, m) => sum + m.doors, 0);
  const drawers = all.reduce((sum, m) => sum + m.drawers, 0);
  return { base, counters, upper, island, handles: doors + drawers, doors, drawers };
}
