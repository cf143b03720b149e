import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KITCHEN_SIZES_FT, kitchenLayout } from './kitchen-layout';
import { planGeometry } from './plan-geometry';

const window = (offset: number, width: number) => ({
  kind: 'window' as const,
  wall: 0,
  offset,
  width,
  height: 4,
  sill: 3.5,
});

describe('kitchenLayout', () => {
  it('lays an 18 ft run as refrigerator, cabinets, sink under the window, dishwasher and range', () => {
    const layout = kitchenLayout({
      run: { wall: 0, offset: 1, length: 18 },
      openings: [window(7, 3)],
    });
    expect(layout?.base.map((m) => [m.kind, m.start, m.width])).toEqual([
      ['fridge', 1, 3],
      ['base', 4, 3],
      ['sink', 7, 3],
      ['dishwasher', 10, 2],
      ['base', 12, 2.25],
      ['range', 14.25, 2.5],
      ['base', 16.75, 2.25],
    ]);
    // Over the refrigerator a bridge, over the range a hood, no cabinet in front of the window.
    expect(layout?.upper.map((m) => [m.kind, m.start, m.width])).toEqual([
      ['bridge', 1, 3],
      ['wall', 4, 3],
      ['wall', 10, 2.125],
      ['wall', 12.125, 2.125],
      ['hood', 14.25, 2.5],
      ['wall', 16.75, 2.25],
    ]);
    // Doors: bridge 2, four wall cabinets 2 each, sink 2, three bases 2 each; a drawer per base.
    expect(layout?.doors).toBe(18);
    expect(layout?.drawers).toBe(3);
    expect(layout?.handles).toBe(21);
    // The countertop: from the refrigerator to the range, and on from the range to the end.
    expect(layout?.counters).toEqual([
      { start: 4, width: 10.25 },
      { start: 16.75, width: 2.25 },
    ]);
  });

  it('has no layout without a run', () => {
    expect(kitchenLayout({ run: null, openings: [] })).toBeNull();
  });

  it('a short run has no refrigerator or range', () => {
    const kinds = kitchenLayout({ run: { wall: 0, offset: 0, length: 6 }, openings: [] })?.base.map(
      (m) => m.kind,
    );
    expect(kinds).not.toContain('fridge');
    expect(kinds).not.toContain('range');
    expect(kinds).toContain('sink');
  });

  it('the base modules tile the run exactly, within the standard widths, and no wall cabinet covers a window', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 3, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.option(
          fc.tuple(
            fc.double({ min: 0, max: 40, noNaN: true }),
            fc.double({ min: 1, max: 6, noNaN: true }),
          ),
        ),
        (length, offset, win) => {
          const openings = win ? [window(win[0], win[1])] : [];
          const layout = kitchenLayout({ run: { wall: 0, offset, length }, openings });
          if (!layout) throw new Error('no layout');
          let at = offset;
          for (const m of layout.base) {
            expect(m.start).toBeCloseTo(at, 1);
            expect(m.width).toBeGreaterThan(0);
            if (m.kind === 'base')
              expect(m.width).toBeLessThanOrEqual(KITCHEN_SIZES_FT.baseMax + 1e-9);
            at = m.start + m.width;
          }
          expect(at).toBeCloseTo(offset + length, 1);
          for (const m of layout.upper.filter((u) => u.kind === 'wall')) {
            expect(m.width).toBeLessThanOrEqual(KITCHEN_SIZES_FT.wallMax + 1e-9);
            for (const o of openings) {
              expect(
                m.start + m.width <= o.offset + 1e-3 || m.start >= o.offset + o.width - 1e-3,
              ).toBe(true);
            }
          }
          // The counters cover every base module but the refrigerator and the range, once each,
          // in order, never touching (touching stretches are one counter); the layout rounds to
          // the millimetre, so edges are compared within 0.01 ft.
          const covered = layout.base
            .filter((m) => m.kind !== 'fridge' && m.kind !== 'range')
            .reduce((sum, m) => sum + m.width, 0);
          const counters = layout.counters.reduce((sum, c) => sum + c.width, 0);
          expect(counters).toBeCloseTo(covered, 2);
          for (let k = 1; k < layout.counters.length; k++) {
            const [a, b] = [layout.counters[k - 1], layout.counters[k]];
            if (a && b) expect(b.start - (a.start + a.width)).toBeGreaterThan(0.01);
          }
          for (const c of layout.counters) {
            for (const m of layout.base.filter((x) => x.kind === 'fridge' || x.kind === 'range')) {
              expect(
                c.start + c.width <= m.start + 0.01 || c.start >= m.start + m.width - 0.01,
              ).toBe(true);
            }
          }
          const all = [...layout.base, ...layout.upper];
          expect(layout.handles).toBe(all.reduce((s, m) => s + m.doors + m.drawers, 0));
        },
      ),
    );
  });

  it('every seeded kitchen plan gets a sink and a handle count in proportion to its run', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const plan = planGeometry(seed, 'Kitchen', 120 + seed * 15);
      const layout = kitchenLayout(plan);
      expect(layout?.base.some((m) => m.kind === 'sink')).toBe(true);
      const run = plan.run?.length ?? 0;
      expect(layout?.handles).toBeLessThanOrEqual(Math.ceil(run * 2));
      expect(layout?.handles).toBeGreaterThanOrEqual(2);
    }
  });
});
