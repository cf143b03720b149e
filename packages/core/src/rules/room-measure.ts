/**
 * A room's measures from its floor plan (issue 15 item 3): the floor's area (polygon), the walls'
 * area (perimeter x height less doors and windows), the cabinet run's countertop and backsplash,
 * and the edging's length. Feet and square feet. The plan's geometry is drawn by
 * `@brand/core/drawing` and stored with the plan (contract `PlanGeometrySchema`).
 */
import { type KitchenWidths, kitchenLayout } from '../drawing/kitchen-layout';
import type { PlanGeometryInput, PlanPoint } from './plan-types';
import { cabinetFronts, lightPositions } from './room-fixtures';

export type { PlanGeometryInput, PlanOpening, PlanPoint, PlanRun } from './plan-types';

/**
 * Ours: a door is 7 ft tall from the floor, a window 4 ft tall over a 3 ft sill. An own room's
 * openings take these when the outline gives no size (the API stores them, the site previews them).
 */
export const OPENING_DEFAULTS = {
  door: { height: 7, sill: 0 },
  window: { height: 4, sill: 3 },
} as const;

/** An opening's height and sill: as given, else its kind's default; a door stands on the floor. */
export function openingSize(opening: {
  kind: 'door' | 'window';
  height?: number | undefined;
  sill?: number | undefined;
}): { height: number; sill: number } {
  const fallback = OPENING_DEFAULTS[opening.kind];
  return {
    height: opening.height ?? fallback.height,
    sill: opening.kind === 'door' ? 0 : (opening.sill ?? fallback.sill),
  };
}

/** Ours: a countertop's depth (25 in, the usual 24 in cabinet plus overhang), in feet. */
export const COUNTERTOP_DEPTH_FT = 25 / 12;
/** Ours: a backsplash's height between countertop and wall cabinets (18 in), in feet. */
export const BACKSPLASH_HEIGHT_FT = 1.5;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Shoelace area of a simple polygon, in square feet (whatever its winding), 2 decimals. */
export function polygonArea(points: readonly PlanPoint[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as PlanPoint;
    twice += p.x * q.y - q.x * p.y;
  });
  return round2(Math.abs(twice) / 2);
}

/** The length of wall `i` (corner i to corner i + 1, the last closing the polygon), in feet. */
export function wallLength(points: readonly PlanPoint[], i: number): number {
  const p = points[i];
  const q = points[(i + 1) % points.length];
  if (!p || !q) return 0;
  return Math.hypot(q.x - p.x, q.y - p.y);
}

/** The polygon's perimeter, in feet, 2 decimals. */
export function perimeter(points: readonly PlanPoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) sum += wallLength(points, i);
  return round2(sum);
}

export interface RoomMeasures {
  /** sq ft of floor. */
  floorSqft: number;
  /** sq ft of wall: perimeter x height less every opening. */
  wallSqft: number;
  /** sq ft of countertop: `counterFeet` x the counter's depth, plus an island's (0 without a run). */
  countertopSqft: number;
  /** sq ft of backsplash along the run (0 without a run). */
  backsplashSqft: number;
  /** Feet of edging: the perimeter less the doors' widths. */
  edgingFeet: number;
  /** Feet of cabinet run (0 without a run). */
  runFeet: number;
  /** Feet of countertop: a kitchen's `kitchenLayout` counters, else the run. */
  counterFeet: number;
  /** Cabinet doors and drawers along the run (`cabinetFronts`), 0 without a run. */
  cabinetDoors: number;
  cabinetDrawers: number;
  /** Light fixture positions by kind (`lightPositions`). */
  recessedLights: number;
  pendantLights: number;
  vanityLights: number;
  /**
   * A chosen appliance the run could not take at its product's width, by surface: the width it
   * is drawn and counted at, and the product's, in inches (`kitchenLayout`'s rule). Absent when
   * every appliance fits.
   */
  narrowed?: Partial<Record<ApplianceSurface, { drawn: number; product: number }>>;
  /** A kitchen's island (`kitchenIsland`): its counter's length and depth in feet. */
  island?: { length: number; depth: number };
}

/** The kitchen surfaces whose module takes the product's width. */
export type ApplianceSurface = 'refrigerator' | 'range' | 'dishwasher';

const APPLIANCE_MODULES = {
  refrigerator: 'fridge',
  range: 'range',
  dishwasher: 'dishwasher',
} as const;

/** The appliances the layout drew narrower than their products (see `RoomMeasures.narrowed`). */
function narrowedAppliances(
  layout: ReturnType<typeof kitchenLayout>,
  widths: KitchenWidths | null | undefined,
): RoomMeasures['narrowed'] {
  if (!layout || !widths) return undefined;
  const out: NonNullable<RoomMeasures['narrowed']> = {};
  for (const [surface, kind] of Object.entries(APPLIANCE_MODULES) as [
    ApplianceSurface,
    (typeof APPLIANCE_MODULES)[ApplianceSurface],
  ][]) {
    const wanted = widths[kind];
    const module = layout.base.find((m) => m.kind === kind);
    if (wanted === undefined || !module) continue;
    const [drawn, product] = [Math.round(module.width * 12), Math.round(wanted * 12)];
    if (drawn < product) out[surface] = { drawn, product };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Every measure the estimate needs, from the plan's geometry; 2 decimals, never negative. The
 * room type says what the run is (a bathroom's is a vanity: no wall cabinets, one light over it).
 * A kitchen's appliances take `widths` (core `applianceWidths` of the products chosen), so the
 * countertop and the doors and drawers are those of the cabinets the 3-D room draws beside them.
 */
export function roomMeasures(
  plan: PlanGeometryInput,
  roomType?: string,
  widths?: KitchenWidths | null,
): RoomMeasures {
  const around = perimeter(plan.walls);
  let openingSqft = 0;
  let doorFeet = 0;
  for (const o of plan.openings) {
    openingSqft += o.width * o.height;
    if (o.kind === 'door') doorFeet += o.width;
  }
  const runFeet = plan.run ? plan.run.length : 0;
  const cabinets = cabinetFronts(plan, roomType, widths);
  // A kitchen's countertop is its layout's counters (none over the refrigerator or the range).
  const layout = roomType === 'Bathroom' ? null : kitchenLayout(plan, widths);
  const counterFeet = layout ? layout.counters.reduce((sum, c) => sum + c.width, 0) : runFeet;
  const island = layout?.island
    ? { length: layout.island.length, depth: layout.island.depth }
    : null;
  const lights = lightPositions(plan, roomType);
  const ofKind = (kind: string) => lights.filter((l) => l.kind === kind).length;
  const narrowed = narrowedAppliances(layout, widths);
  return {
    floorSqft: polygonArea(plan.walls),
    wallSqft: Math.max(0, round2(around * plan.height - openingSqft)),
    countertopSqft: round2(
      counterFeet * COUNTERTOP_DEPTH_FT + (island ? island.length * island.depth : 0),
    ),
    counterFeet: round2(counterFeet),
    backsplashSqft: round2(runFeet * BACKSPLASH_HEIGHT_FT),
    edgingFeet: Math.max(0, round2(around - doorFeet)),
    runFeet: round2(runFeet),
    cabinetDoors: cabinets.doors,
    cabinetDrawers: cabinets.drawers,
    recessedLights: ofKind('recessed'),
    pendantLights: ofKind('pendant'),
    vanityLights: ofKind('vanity'),
    ...(narrowed ? { narrowed } : {}),
    ...(island ? { island } : {}),
  };
}
