/**
 * Floor-plan geometry (issue 15 item 1, issue 17 item 2): a room's walls (a polygon in feet),
 * its doors and windows (openings on walls), its cabinet run and its room names, generated
 * deterministically from a seed (the plan's id), its room type and its square footage. The seed
 * stores it with each plan; the API draws it (`planSvg`) and the visualizer builds the 3-D room
 * from it.
 */
import type { PlanGeometryInput, PlanOpening, PlanPoint, PlanRun } from '../rules/room-measure';
import { wallLength } from '../rules/room-measure';

export interface PlanRoomLabel {
  name: string;
  /** Where the name is written, in feet. */
  x: number;
  y: number;
}

export interface PlanGeometry extends PlanGeometryInput {
  walls: PlanPoint[];
  /** Wall height in feet (a garden wall's, outdoors). */
  height: number;
  openings: PlanOpening[];
  run: PlanRun | null;
  rooms: PlanRoomLabel[];
}

/** Ours: wall heights by room type, in feet. */
export const WALL_HEIGHT_FT: Readonly<Record<string, number>> = {
  Kitchen: 9,
  Bathroom: 8,
  'Living Room': 9,
  Outdoor: 3,
};

const NOOK: Readonly<Record<string, string>> = {
  Kitchen: 'Breakfast nook',
  Bathroom: 'Linen',
  'Living Room': 'Reading nook',
  Outdoor: 'Planting bed',
};

/** mulberry32: a small deterministic generator in [0, 1). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** To the half foot. */
const half = (n: number) => Math.round(n * 2) / 2;

/**
 * The plan's geometry: a rectangle, or an L (a corner cut away) for about a third of the plans
 * of 120 sq ft or more, whose floor area is within a few percent of `sqft`; walls clockwise
 * (on screen, y down) from the north-west corner, wall 0 the north wall. One door on the south
 * wall, windows on the north wall (and the east one in a living room; none outdoors), the
 * kitchen's cabinet run along the north wall and the bathroom's vanity along the west wall.
 */
export function planGeometry(seed: number, roomType: string, sqft: number): PlanGeometry {
  const rnd = random(Math.imul(seed + 1, 2654435761) ^ Math.round(sqft));
  const area = Math.max(40, sqft);
  const ratio = 1 + rnd() * 0.6;
  const lShape = area >= 120 && rnd() < 0.35;
  let walls: PlanPoint[];
  let south: number;
  let west: number;
  const rooms: PlanRoomLabel[] = [];
  const name = roomType;
  if (lShape) {
    const cut = 0.2 + rnd() * 0.1;
    const nx = 0.4 + rnd() * 0.1;
    const bounding = area / (1 - cut);
    const w = half(Math.sqrt(bounding * ratio));
    const d = half(bounding / w);
    const nw = half(w * nx);
    const nd = Math.max(2, half(d * (cut / nx)));
    walls = [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: d - nd },
      { x: w - nw, y: d - nd },
      { x: w - nw, y: d },
      { x: 0, y: d },
    ];
    south = 4;
    west = 5;
    rooms.push({ name, x: w / 2, y: (d - nd) / 2 });
    rooms.push({ name: NOOK[roomType] ?? 'Nook', x: (w - nw) / 2, y: d - nd / 2 });
  } else {
    const w = Math.max(5, half(Math.sqrt(area * ratio)));
    const d = Math.max(5, half(area / w));
    walls = [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: d },
      { x: 0, y: d },
    ];
    south = 2;
    west = 3;
    rooms.push({ name, x: w / 2, y: d / 2 });
  }
  const height = WALL_HEIGHT_FT[roomType] ?? 9;
  const openings: PlanOpening[] = [];
  const southLength = wallLength(walls, south);
  const doorWidth = Math.min(roomType === 'Outdoor' ? 4 : 3, southLength - 1);
  openings.push({
    kind: 'door',
    wall: south,
    offset: half(0.5 + rnd() * Math.max(0, southLength - doorWidth - 1)),
    width: doorWidth,
    height: Math.min(height, 7),
    sill: 0,
  });
  const north = wallLength(walls, 0);
  let run: PlanRun | null = null;
  if (roomType === 'Kitchen') {
    const length = Math.min(north - 1, Math.max(6, half(north * 0.7)));
    run = { wall: 0, offset: half((north - length) / 2), length };
  } else if (roomType === 'Bathroom') {
    const westLength = wallLength(walls, west);
    const length = Math.min(westLength - 1, westLength >= 8 ? 5 : 3);
    run = { wall: west, offset: half((westLength - length) / 2), length };
  }
  if (roomType !== 'Outdoor') {
    const windowWidth = roomType === 'Bathroom' ? 2 : Math.min(5, half(3 + rnd() * 2));
    const sill = roomType === 'Kitchen' ? 3.5 : roomType === 'Bathroom' ? 4.5 : 2.5;
    const windowHeight = Math.min(4, height - sill - 1);
    openings.push({
      kind: 'window',
      wall: 0,
      offset: half((north - windowWidth) / 2),
      width: windowWidth,
      height: windowHeight,
      sill,
    });
    if (roomType === 'Living Room') {
      const east = wallLength(walls, 1);
      const width = Math.min(4, east - 1);
      openings.push({
        kind: 'window',
        wall: 1,
        offset: half((east - width) / 2),
        width,
        height: windowHeight,
        sill,
      });
    }
  }
  return { walls, height, openings, run, rooms };
}
