import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitchenLayout } from '../drawing/kitchen-layout';
import { planGeometry } from '../drawing/plan-geometry';
import { VANITY_FRONTS } from '../drawing/vanity';
import {
  cabinetFronts,
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

describe('cabinetFronts: the fronts the 3-D room draws', () => {
  it('counts a kitchen`s doors and drawers from kitchenLayout, one handle each', () => {
    // 9 ft from x = 1: refrigerator with its bridge (2 doors), a filler, the sink base under the
    // window (2 doors), the dishwasher, a filler; one wall cabinet of 2 ft right of the window.
    expect(cabinetFronts(kitchen, 'Kitchen')).toEqual({ doors: 5, drawers: 0, handles: 5 });
    for (let seed = 1; seed <= 30; seed++) {
      const plan = planGeometry(seed, 'Kitchen', 100 + seed * 20);
      const layout = kitchenLayout(plan);
      expect(cabinetFronts(plan, 'Kitchen')).toEqual({
        doors: layout?.doors,
        drawers: layout?.drawers,
        handles: layout?.handles,
      });
    }
  });
  it('counts a bathroom`s vanity as the drawer over two doors it is drawn with', () => {
    const run = { wall: 3, offset: 1, length: 5 };
    expect(VANITY_FRONTS).toEqual({ doors: 2, drawers: 1 });
    expect(cabinetFronts({ run, openings: [] }, 'Bathroom')).toEqual({
      doors: 2,
      drawers: 1,
      handles: 3,
    });
  });
  it('has nothing without a run', () => {
    const none = { doors: 0, drawers: 0, handles: 0 };
    expect(cabinetFronts({ run: null, openings: [] }, 'Kitchen')).toEqual(none);
    expect(cabinetFronts({ run: null, openings: [] }, 'Bathroom')).toEqual(none);
    expect(cabinetFronts({ run: { wall: 0, offset: 0, length: 0 }, openings: [] })).toEqual(none);
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
