/**
 * The plan geometry's shapes (feet, x to the east, y to the south): what `roomMeasures`, the
 * drawing's `kitchenLayout` and the fixtures' rules all read. A file of its own so that the rules
 * and the drawing can share them without importing each other in a circle.
 */
/** A corner of the plan, in feet: x to the east, y to the south. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** A door or window on wall `wall` (from corner `wall` to the next), `offset` feet along it. */
export interface PlanOpening {
  kind: 'door' | 'window';
  wall: number;
  offset: number;
  width: number;
  height: number;
  /** Height of the bottom edge above the floor (0 for a door). */
  sill: number;
}

/** The cabinets (kitchen) or vanity (bathroom) along wall `wall`, `offset` feet along it. */
export interface PlanRun {
  wall: number;
  offset: number;
  length: number;
}

export interface PlanGeometryInput {
  walls: readonly PlanPoint[];
  height: number;
  openings: readonly PlanOpening[];
  run: PlanRun | null;
}
