import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planGeometry } from '../drawing/plan-geometry';
import {
  CABINET_MAX_WIDTH_IN,
  cabinetCount,
  insidePolygon,
  lightPositions,
  MAX_RECESSED_LIGHTS,
  MAX_ROOM_LIGHTS,
} from './room-fixtures';
import type { PlanGeometryInput, PlanOpening } from './room-measure';

const rect = (w: number, d: number) => [
  { x: 0, y: 0 },
  { x: w, y: 0 },
  { x: w, y: d },
  { x: 0, y: d },
];
const window4: PlanOpening = { kind: 'window', wall: 0, offset: 4, width: 4, height: 3, sill: 3.5 };
const kitchen: PlanGeometryInput = {
  walls: rect(12, 10),
  height: 9,
  openings: [{ kind: 'door', wall: 2, offset: 1, width: 3, height: 7, sill: 0 }, window4],
  run: { wall: 0, offset: 1, length: 9 },
};

describe('cabinetCount: the stock-cabinet rule', () => {
  it('splits the base run into boxes of at most 36 in, one drawer each, two doors over 24 in', () => {
    // 108 in: 3 bases of 36 in (2 doors, 1 drawer); wall cabinets over 1-4 ft (36 in, 2 doors)
    // and 8-10 ft (24 in, 1 door); none over the window at 4-8 ft.
    expect(cabinetCount(kitchen.run, kitchen.openings, 'Kitchen')).toEqual({
      baseBoxes: 3,
      wallBoxes: 2,
      doors: 9,
      drawers: 3,
    });
    // Without a window the wall cabinets match the bases.
    expect(cabinetCount(kitchen.run, [], 'Kitchen')).toEqual({
      baseBoxes: 3,
      wallBoxes: 3,
      doors: 12,
      drawers: 3,
    });
  });
  it('gives a 24 in box one door and a 25 in box two', () => {
    expect(cabinetCount({ wall: 0, offset: 0, length: 2 }, [], 'Bathroom').doors).toBe(1);
    expect(cabinetCount({ wall: 0, offset: 0, length: 25 / 12 }, [], 'Bathroom').doors).toBe(2);
    // 37 in: two boxes of 18.5 in, one door each.
    expect(cabinetCount({ wall: 0, offset: 0, length: 37 / 12 }, [], 'Bathroom')).toEqual({
      baseBoxes: 2,
      wallBoxes: 0,
      doors: 2,
      drawers: 2,
    });
  });
  it('counts a bathroom vanity as base boxes only', () => {
    expect(cabinetCount({ wall: 3, offset: 1, length: 5 }, [], 'Bathroom')).toEqual({
      baseBoxes: 2,
      wallBoxes: 0,
      doors: 4,
      drawers: 2,
    });
  });
  it('has nothing without a run, and no cabinet narrower than 9 in', () => {
    expect(cabinetCount(null, [], 'Kitchen')).toEqual({
      baseBoxes: 0,
      wallBoxes: 0,
      doors: 0,
      drawers: 0,
    });
    expect(cabinetCount({ wall: 0, offset: 0, length: 0.5 }, [], 'Kitchen').doors).toBe(0);
    // A window covering the whole run leaves no wall cabinets.
    const run = { wall: 0, offset: 4, length: 4 };
    expect(cabinetCount(run, [window4], 'Kitchen').wallBoxes).toBe(0);
  });
  it('has one drawer per base box of at most 36 in, and never fewer pulls on a longer run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 480 }), fc.integer({ min: 0, max: 60 }), (a, extra) => {
        const run = (inches: number) => ({ wall: 0, offset: 0, length: inches / 12 });
        const c = cabinetCount(run(a), [], 'Bathroom');
        expect(c.drawers).toBe(Math.ceil(a / CABINET_MAX_WIDTH_IN));
        expect(c.doors).toBeGreaterThanOrEqual(c.drawers);
        expect(c.doors).toBeLessThanOrEqual(2 * c.drawers);
        const longer = cabinetCount(run(a + extra), [], 'Bathroom');
        expect(longer.doors + longer.drawers).toBeGreaterThanOrEqual(c.doors + c.drawers);
      }),
    );
  });
});

describe('lightPositions', () => {
  it('puts recessed lights on a grid of ~6 ft cells and pendants over the counter', () => {
    expect(lightPositions(kitchen, 'Kitchen')).toEqual([
      { kind: 'recessed', x: 3, y: 2.5 },
      { kind: 'recessed', x: 9, y: 2.5 },
      { kind: 'recessed', x: 3, y: 7.5 },
      { kind: 'recessed', x: 9, y: 7.5 },
      // 9 ft of counter from x = 1: three pendants 1 ft out from the north wall.
      { kind: 'pendant', x: 2.5, y: 1 },
      { kind: 'pendant', x: 5.5, y: 1 },
      { kind: 'pendant', x: 8.5, y: 1 },
    ]);
  });
  it('puts one light over a bathroom vanity, inside the room whatever the winding', () => {
    const bath: PlanGeometryInput = {
      walls: rect(8, 6),
      height: 8,
      openings: [],
      run: { wall: 3, offset: 0.5, length: 5 },
    };
    expect(lightPositions(bath, 'Bathroom').filter((l) => l.kind === 'vanity')).toEqual([
      { kind: 'vanity', x: 1, y: 3 },
    ]);
    const ccw = [...rect(8, 6)].reverse();
    const run = { wall: 0, offset: 1, length: 4 };
    const [over] = lightPositions({ ...bath, walls: ccw, run }, 'Bathroom').filter(
      (l) => l.kind === 'vanity',
    );
    expect(over && insidePolygon(ccw, over.x, over.y)).toBe(true);
  });
  it('spreads a big room`s recessed lights out to at most 12', () => {
    const big = lightPositions({ walls: rect(40, 30), height: 9, openings: [], run: null });
    expect(big).toHaveLength(MAX_RECESSED_LIGHTS);
    expect(lightPositions({ walls: rect(4, 4), height: 9, openings: [], run: null })).toEqual([
      { kind: 'recessed', x: 2, y: 2 },
    ]);
  });
  it('leaves the cut corner of an L without lights', () => {
    const l = [
      { x: 0, y: 0 },
      { x: 24, y: 0 },
      { x: 24, y: 12 },
      { x: 12, y: 12 },
      { x: 12, y: 24 },
      { x: 0, y: 24 },
    ];
    const lights = lightPositions({ walls: l, height: 9, openings: [], run: null });
    expect(lights.length).toBeGreaterThan(0);
    expect(lights.some((p) => p.x > 12 && p.y > 12)).toBe(false);
  });
  it('gives every generated plan 1 to 16 lights, all inside its floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('Kitchen', 'Bathroom', 'Living Room', 'Outdoor'),
        fc.integer({ min: 40, max: 3_000 }),
        (seed, room, sqft) => {
          const plan = planGeometry(seed, room, sqft);
          const lights = lightPositions(plan, room);
          expect(lights.length).toBeGreaterThanOrEqual(1);
          expect(lights.length).toBeLessThanOrEqual(MAX_ROOM_LIGHTS);
          for (const p of lights) expect(insidePolygon(plan.walls, p.x, p.y)).toBe(true);
        },
      ),
    );
  });
});
