import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surfaceCount } from '../rules/estimate-basis';
import { atRun, insidePolygon, runFrame } from '../rules/plan-frame';
import { lightPositions } from '../rules/room-fixtures';
import { roomMeasures } from '../rules/room-measure';
import { ISLAND_FT, kitchenIsland, kitchenLayout } from './kitchen-layout';
import { planGeometry } from './plan-geometry';

/** A rectangular kitchen w x d ft with its run along the north wall. */
const room = (w: number, d: number, run = { wall: 0, offset: 1, length: w - 2 }) => ({
  walls: [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: d },
    { x: 0, y: d },
  ],
  run,
  openings: [],
});

describe('kitchenIsland: an island where the plan has room for one', () => {
  it("gives Plan 01's open kitchen an 8 ft island of base cabinets, centred on its run", () => {
    const plan = planGeometry(1, 'Kitchen', 633);
    const island = kitchenIsland(plan);
    expect(island).toMatchObject({ start: 9.5, length: 8, from: 5.5, depth: 3 });
    // Three 32 in cabinets, two doors and a drawer each, across its 8 ft.
    expect(island?.modules.map((m) => [m.kind, m.doors, m.drawers])).toEqual([
      ['base', 2, 1],
      ['base', 2, 1],
      ['base', 2, 1],
    ]);
    const last = island?.modules.at(-1);
    expect((last?.start ?? 0) + (last?.width ?? 0)).toBeCloseTo(17.5, 3);
    // Its fronts count like the run's: 6 doors and 3 drawers more than the run alone.
    const layout = kitchenLayout(plan);
    const alone = kitchenLayout({ run: plan.run, openings: plan.openings });
    expect(layout?.island).toEqual(island);
    expect(alone?.island).toBeNull();
    expect((layout?.doors ?? 0) - (alone?.doors ?? 0)).toBe(6);
    expect((layout?.drawers ?? 0) - (alone?.drawers ?? 0)).toBe(3);
  });

  it('has none where the floor is too shallow, the run too short, or an L cuts it off', () => {
    // 12 ft in front of the wall: the run's 2 ft, two 42 in aisles and the 3 ft island.
    expect(kitchenIsland(room(20, 12.1))).not.toBeNull();
    expect(kitchenIsland(room(20, 11.9))).toBeNull();
    expect(kitchenIsland(room(11, 20, { wall: 0, offset: 0.5, length: 9.5 }))).toBeNull();
    expect(kitchenIsland(room(12, 20, { wall: 0, offset: 1, length: 10 }))).toMatchObject({
      start: 3.5,
      length: 5,
    });
    // The seeded L-shaped kitchens (Plans 05 and 09): the cut corner takes the island's room.
    expect(kitchenIsland(planGeometry(5, 'Kitchen', 308))).toBeNull();
    expect(kitchenIsland(planGeometry(9, 'Kitchen', 316))).toBeNull();
    // Without the walls there is no floor to check.
    expect(kitchenIsland({ run: { wall: 0, offset: 1, length: 18 } })).toBeNull();
  });

  it('is half the run long (4 to 8 ft), centred on it, with both aisles on the floor', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 6, max: 40, noNaN: true }),
        fc.double({ min: 6, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (w, d, share) => {
          const length = Math.max(3, (w - 1) * (0.3 + share * 0.7));
          // A point on the floor's edge may count either way: not exactly at the limits.
          fc.pre(Math.abs(d - 12) > 1e-6 && Math.abs(length - ISLAND_FT.minRun) > 1e-6);
          const plan = room(w, d, { wall: 0, offset: (w - length) / 2, length });
          const island = kitchenIsland(plan);
          const deep = d >= ISLAND_FT.run + ISLAND_FT.aisle * 2 + ISLAND_FT.depth;
          expect(island !== null).toBe(length >= ISLAND_FT.minRun && deep);
          if (!island) return;
          expect(island.length).toBeGreaterThanOrEqual(ISLAND_FT.minLength);
          expect(island.length).toBeLessThanOrEqual(ISLAND_FT.maxLength);
          expect(island.start + island.length / 2).toBeCloseTo(
            plan.run.offset + plan.run.length / 2,
            2,
          );
          const f = runFrame(plan);
          if (!f) throw new Error('no frame');
          for (const out of [island.from - ISLAND_FT.aisle, island.from + island.depth + 3.49]) {
            for (const along of [island.start, island.start + island.length]) {
              const p = atRun(f, along, out);
              expect(insidePolygon(plan.walls, p.x, p.y)).toBe(true);
            }
          }
          const covered = island.modules.reduce((s, m) => s + m.width, 0);
          expect(covered).toBeCloseTo(island.length, 2);
        },
      ),
    );
  });

  it("is on the estimate: its counter's square feet, its fronts' pulls and the pendants over it", () => {
    const plan = planGeometry(1, 'Kitchen', 633);
    const m = roomMeasures(plan, 'Kitchen');
    expect(m.island).toEqual({ length: 8, depth: 3 });
    // 13.5 ft of the run's counter at 25 in, and the island's 8 x 3 ft.
    expect(m.countertopSqft).toBeCloseTo(13.5 * (25 / 12) + 24, 1);
    expect(surfaceCount('countertop', m).basis).toBe(
      '13.5 ft of counter and an island of 8 x 3 ft, 52.13 sq ft: 2 slabs of 45 sq ft',
    );
    // One pendant per 4 ft of the island, over its counter's middle (7 ft from the wall).
    const pendants = lightPositions(plan, 'Kitchen').filter((l) => l.kind === 'pendant');
    expect(pendants).toEqual([
      { kind: 'pendant', x: 11.5, y: 7 },
      { kind: 'pendant', x: 15.5, y: 7 },
    ]);
    expect(surfaceCount('lights', m).basis).toBe(
      '14 fixture positions (12 recessed + 2 pendants over the island): one light each',
    );
    // A kitchen without one is counted as before.
    const l = roomMeasures(planGeometry(5, 'Kitchen', 308), 'Kitchen');
    expect(l.island).toBeUndefined();
    expect(surfaceCount('countertop', l).basis).toBe(
      '13 ft of counter, 27.08 sq ft: 1 slab of 45 sq ft',
    );
  });
});
