import { describe, expect, it } from 'vitest';
import {
  BACKSPLASH_HEIGHT_FT,
  COUNTERTOP_DEPTH_FT,
  OPENING_DEFAULTS,
  openingSize,
  type PlanGeometryInput,
  perimeter,
  polygonArea,
  roomMeasures,
  wallLength,
} from './room-measure';

const rect = (w: number, d: number) => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: w, y: d },
  { x: 0, y: d },
];
const ell = [
  { x: 0, y: 0 },
  { x: 20, y: 0 },
  { x: 20, y: 10 },
  { x: 12, y: 10 },
  { x: 12, y: 16 },
  { x: 0, y: 16 },
];

describe('polygonArea', () => {
  it('is width x depth for a rectangle, whatever the winding', () => {
    expect(polygonArea(rect(12, 10))).toBe(120);
    expect(polygonArea([...rect(12, 10)].reverse())).toBe(120);
  });
  it('subtracts the cut corner of an L', () => {
    // 20 x 16 less 8 x 6.
    expect(polygonArea(ell)).toBe(272);
  });
  it('rounds to 2 decimals and is 0 for a degenerate polygon', () => {
    expect(polygonArea(rect(1 / 3, 1))).toBe(0.33);
    expect(polygonArea(rect(2 / 3, 1))).toBe(0.67);
    expect(polygonArea([{ x: 0, y: 0 }])).toBe(0);
    expect(polygonArea([])).toBe(0);
  });
});

describe('wallLength and perimeter', () => {
  it('measures each wall, the last one closing the polygon', () => {
    expect(wallLength(rect(12, 10), 0)).toBe(12);
    expect(wallLength(rect(12, 10), 1)).toBe(10);
    expect(wallLength(rect(12, 10), 3)).toBe(10);
    expect(
      wallLength(
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
        ],
        0,
      ),
    ).toBe(5);
  });
  it('is 0 for a wall that does not exist', () => {
    expect(wallLength(rect(12, 10), 4)).toBe(0);
    expect(wallLength(rect(12, 10), -1)).toBe(0);
    expect(wallLength([], 0)).toBe(0);
  });
  it('sums every wall', () => {
    expect(perimeter(rect(12, 10))).toBe(44);
    expect(perimeter(ell)).toBe(72);
    expect(
      perimeter([
        { x: 0, y: 0 },
        { x: 1 / 3, y: 0 },
      ]),
    ).toBe(0.67);
  });
});

describe('roomMeasures', () => {
  const kitchen: PlanGeometryInput = {
    walls: rect(12, 10),
    height: 9,
    openings: [
      { kind: 'door', wall: 2, offset: 1, width: 3, height: 7, sill: 0 },
      { kind: 'window', wall: 0, offset: 4, width: 4, height: 3, sill: 3.5 },
    ],
    run: { wall: 0, offset: 1, length: 9 },
  };
  it('measures floor, walls less openings, countertop, backsplash, edging and run', () => {
    expect(roomMeasures(kitchen)).toEqual({
      floorSqft: 120,
      // 44 x 9 = 396, less the door 21 and the window 12.
      wallSqft: 363,
      // kitchenLayout: refrigerator 1-4 ft, a filler, the sink under the window, the
      // dishwasher, a filler; the counter runs from 4 to 10 ft: 6 ft x 25 in = 12.5 sq ft.
      countertopSqft: 12.5,
      backsplashSqft: 13.5,
      // 44 less the door's 3 ft; a window does not interrupt edging.
      edgingFeet: 41,
      runFeet: 9,
      counterFeet: 6,
      // The bridge over the refrigerator (2 doors), the sink base (2 doors) and one wall
      // cabinet right of the window (1 door); no base cabinet, so no drawer.
      cabinetDoors: 5,
      cabinetDrawers: 0,
      // 12 x 10 ft: a 2 x 2 grid of 6 ft cells; 9 ft of counter: 3 pendants.
      recessedLights: 4,
      pendantLights: 3,
      vanityLights: 0,
    });
  });
  it('has no countertop or backsplash without a run', () => {
    const m = roomMeasures({ ...kitchen, run: null });
    expect(m.countertopSqft).toBe(0);
    expect(m.backsplashSqft).toBe(0);
    expect(m.runFeet).toBe(0);
  });
  it('never goes negative when openings exceed the walls', () => {
    const m = roomMeasures({
      walls: rect(2, 2),
      height: 1,
      openings: [{ kind: 'door', wall: 0, offset: 0, width: 10, height: 7, sill: 0 }],
      run: null,
    });
    expect(m.wallSqft).toBe(0);
    expect(m.edgingFeet).toBe(0);
  });
  it('keeps exact zeros at the boundary', () => {
    const m = roomMeasures({
      walls: rect(2, 2),
      height: 1,
      openings: [{ kind: 'door', wall: 0, offset: 0, width: 8, height: 1, sill: 0 }],
      run: null,
    });
    expect(m.wallSqft).toBe(0);
    expect(m.edgingFeet).toBe(0);
  });
  it('uses the documented depths', () => {
    expect(COUNTERTOP_DEPTH_FT).toBeCloseTo(25 / 12, 10);
    expect(BACKSPLASH_HEIGHT_FT).toBe(1.5);
    expect(roomMeasures({ ...kitchen, run: { wall: 0, offset: 0, length: 1 / 3 } })).toMatchObject({
      countertopSqft: 0.69,
      backsplashSqft: 0.5,
      runFeet: 0.33,
    });
  });
});

describe('an opening without a size', () => {
  it('a door is 7 ft tall from the floor, a window 4 ft tall over a 3 ft sill', () => {
    expect(OPENING_DEFAULTS).toEqual({
      door: { height: 7, sill: 0 },
      window: { height: 4, sill: 3 },
    });
    expect(openingSize({ kind: 'door' })).toEqual({ height: 7, sill: 0 });
    expect(openingSize({ kind: 'window' })).toEqual({ height: 4, sill: 3 });
  });
  it('keeps a size given, but a door always stands on the floor', () => {
    expect(openingSize({ kind: 'window', height: 5, sill: 2.5 })).toEqual({ height: 5, sill: 2.5 });
    expect(openingSize({ kind: 'window', height: 6 })).toEqual({ height: 6, sill: 3 });
    expect(openingSize({ kind: 'window', sill: 0 })).toEqual({ height: 4, sill: 0 });
    expect(openingSize({ kind: 'door', height: 8, sill: 2 })).toEqual({ height: 8, sill: 0 });
  });
});
