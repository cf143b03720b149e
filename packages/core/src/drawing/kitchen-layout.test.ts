import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLIANCE_BANDS_FT, KITCHEN_SIZES_FT, kitchenLayout } from './kitchen-layout';
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
      // Found by this property: two wall cabinets' rounded widths ran 0.0015 ft past a window.
      {
        examples: [
          [9, 1.7125, [9.3055, 1]],
          [37.29902136993408, 3.9954786300659144, [38.99488309272349, 1.5992338145530098]],
        ],
      },
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

describe('kitchenLayout with the appliances chosen', () => {
  const plan = { run: { wall: 0, offset: 1, length: 18 }, openings: [window(7, 3)] };
  const rows = (modules: readonly { kind: string; start: number; width: number }[] = []) =>
    modules.map((m) => [m.kind, m.start, m.width]);

  it('a 42 in refrigerator makes the first base cabinet 6 in narrower, and the counter with it', () => {
    const standard = kitchenLayout(plan);
    const layout = kitchenLayout(plan, { fridge: 42 / 12 });
    expect(rows(layout?.base).slice(0, 3)).toEqual([
      ['fridge', 1, 3.5],
      ['base', 4.5, 2.5],
      ['sink', 7, 3],
    ]);
    expect(rows(layout?.base).slice(3)).toEqual(rows(standard?.base).slice(3));
    expect(rows(layout?.upper).slice(0, 2)).toEqual([
      ['bridge', 1, 3.5],
      ['wall', 4.5, 2.5],
    ]);
    expect(layout?.counters).toEqual([
      { start: 4.5, width: 9.75 },
      { start: 16.75, width: 2.25 },
    ]);
  });

  it('a 36 in range and its hood take their room from the cabinets beside them, whose doors follow', () => {
    const layout = kitchenLayout(plan, { range: 3 });
    expect(rows(layout?.base).slice(4)).toEqual([
      ['base', 12, 2],
      ['range', 14, 3],
      ['base', 17, 2],
    ]);
    expect(layout?.upper.find((m) => m.kind === 'hood')).toMatchObject({ start: 14, width: 3 });
    // The two 2 ft bases have one door each now (2.25 ft had two), the wall cabinets over them too.
    expect(layout?.doors).toBe(13);
    expect(layout?.handles).toBe(16);
    expect(kitchenLayout(plan)?.handles).toBe(21);
    expect(layout?.counters).toEqual([
      { start: 4, width: 10 },
      { start: 17, width: 2 },
    ]);
  });

  it('a 36 in hood over the 30 in range is centred on it, and the wall cabinets beside it give up its room', () => {
    const layout = kitchenLayout(plan, { hood: 3 });
    // The range keeps its place; the hood overhangs it 3 in each side.
    expect(rows(layout?.base).slice(4)).toEqual(rows(kitchenLayout(plan)?.base).slice(4));
    expect(rows(layout?.upper)).toEqual([
      ['bridge', 1, 3],
      ['wall', 4, 3],
      ['wall', 10, 2],
      ['wall', 12, 2],
      ['hood', 14, 3],
      ['wall', 17, 2],
    ]);
    // Three wall cabinets of 2 ft have one door each (2.125 and 2.25 ft had two): 18 - 3 doors.
    expect(layout?.doors).toBe(15);
    expect(layout?.handles).toBe(18);
    // A 24 in hood over a 30 in range is drawn at 24 in; the wall cabinets stop at the range.
    const narrow = kitchenLayout(plan, { hood: 2 });
    expect(narrow?.upper.find((m) => m.kind === 'hood')).toMatchObject({ start: 14.5, width: 2 });
    expect(narrow?.handles).toBe(21);
    // Clamped to 24-48 in.
    expect(kitchenLayout(plan, { hood: 6 })?.upper.find((m) => m.kind === 'hood')?.width).toBe(4);
  });

  it('a 48 in range on a run that cannot hold it keeps the widest that leaves 18 in of counter each side', () => {
    const short = { run: { wall: 0, offset: 1, length: 17 }, openings: [window(7, 3)] };
    // 6 ft after the dishwasher: 3 ft of range and 1.5 ft of counter either side.
    const layout = kitchenLayout(short, { range: 4 });
    expect(rows(layout?.base).slice(4)).toEqual([
      ['base', 12, 1.5],
      ['range', 13.5, 3],
      ['base', 16.5, 1.5],
    ]);
    expect(layout?.upper.find((m) => m.kind === 'hood')?.width).toBe(3);
    // The range is the one cut back: a 42 in refrigerator beside it keeps its width.
    const both = kitchenLayout(short, { range: 4, fridge: 3.5 });
    expect(rows(both?.base).filter(([kind]) => kind === 'fridge' || kind === 'range')).toEqual([
      ['fridge', 1, 3.5],
      ['range', 13.5, 3],
    ]);
    // Where it fits, it is 48 in.
    expect(kitchenLayout(plan, { range: 4 })?.base.find((m) => m.kind === 'range')?.width).toBe(4);
  });

  it('clamps widths to their bands, and ignores a width that is no number', () => {
    const sized = (widths: Parameters<typeof kitchenLayout>[1]) =>
      Object.fromEntries(
        (
          kitchenLayout({ run: { wall: 0, offset: 0, length: 30 }, openings: [] }, widths)?.base ??
          []
        )
          .filter((m) => m.kind !== 'base' && m.kind !== 'filler' && m.kind !== 'sink')
          .map((m) => [m.kind, m.width]),
      );
    expect(sized({ fridge: 9, range: 0.5, dishwasher: 5 })).toEqual({
      fridge: 4,
      range: 2,
      dishwasher: 2,
    });
    expect(sized({ fridge: 1, range: 99, dishwasher: 1 })).toEqual({
      fridge: 2,
      range: 4,
      dishwasher: 1.5,
    });
    expect(sized({ fridge: Number.NaN, range: Number.POSITIVE_INFINITY })).toEqual({
      fridge: 3,
      range: 2.5,
      dishwasher: 2,
    });
    expect(sized(null)).toEqual(sized({}));
  });

  it('a refrigerator leaves the run 6 ft beside it', () => {
    const layout = kitchenLayout(
      { run: { wall: 0, offset: 0, length: 9.25 }, openings: [] },
      {
        fridge: 4,
      },
    );
    expect(layout?.base[0]).toMatchObject({ kind: 'fridge', width: 3.25 });
  });

  it('a narrower dishwasher that would make room for a range the run has not widens an inch at a time until it does not', () => {
    // 13.25 ft, the sink under a window at 3 ft: 5.25 ft after a 24 in dishwasher, no range.
    const run = { run: { wall: 0, offset: 0, length: 13.25 }, openings: [window(3, 3)] };
    expect(kitchenLayout(run)?.base.some((m) => m.kind === 'range')).toBe(false);
    // At 18 in to 21 in there would be room for a range; 22 in is the nearest that has none.
    const layout = kitchenLayout(run, { dishwasher: 1.5 });
    expect(layout?.base.some((m) => m.kind === 'range')).toBe(false);
    expect(layout?.base.find((m) => m.kind === 'dishwasher')?.width).toBe(1.833);
  });

  it('whatever the widths, the run is tiled exactly, keeps the standard modules and each appliance its band', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 3, max: 40, noNaN: true }),
        fc.option(
          fc.tuple(
            fc.double({ min: 0, max: 40, noNaN: true }),
            fc.double({ min: 1, max: 6, noNaN: true }),
          ),
        ),
        fc.record({
          fridge: fc.double({ min: 1, max: 6, noNaN: true }),
          range: fc.double({ min: 1, max: 6, noNaN: true }),
          dishwasher: fc.double({ min: 1, max: 6, noNaN: true }),
          hood: fc.option(fc.double({ min: 1, max: 6, noNaN: true }), { nil: undefined }),
        }),
        (length, win, widths) => {
          const openings = win ? [window(win[0], win[1])] : [];
          const given = { run: { wall: 0, offset: 0, length }, openings };
          const layout = kitchenLayout(given, widths);
          const standard = kitchenLayout(given);
          if (!layout || !standard) throw new Error('no layout');
          const fixed = (l: typeof layout) =>
            l.base.filter((m) => m.kind !== 'base' && m.kind !== 'filler').map((m) => m.kind);
          expect(fixed(layout)).toEqual(fixed(standard));
          let at = 0;
          for (const m of layout.base) {
            expect(m.start).toBeCloseTo(at, 1);
            expect(m.width).toBeGreaterThan(0);
            if (m.kind === 'base')
              expect(m.width).toBeLessThanOrEqual(KITCHEN_SIZES_FT.baseMax + 1e-9);
            if (m.kind === 'fridge' || m.kind === 'range' || m.kind === 'dishwasher') {
              const [lo, hi] = APPLIANCE_BANDS_FT[m.kind];
              expect(m.width).toBeGreaterThanOrEqual(lo - 1e-9);
              expect(m.width).toBeLessThanOrEqual(hi + 1e-9);
            }
            at = m.start + m.width;
          }
          expect(at).toBeCloseTo(length, 1);
          // The hood centred over the range, at the chosen hood's width (clamped to its band) or
          // the range's, within the run and clear of the bridge; no wall cabinet behind it.
          const range = layout.base.find((m) => m.kind === 'range');
          const hood = layout.upper.find((m) => m.kind === 'hood');
          expect(Boolean(hood)).toBe(Boolean(range));
          if (range && hood) {
            const centre = (m: { start: number; width: number }) => m.start + m.width / 2;
            expect(centre(hood)).toBeCloseTo(centre(range), 2);
            const [lo, hi] = APPLIANCE_BANDS_FT.hood;
            expect(hood.width).toBeCloseTo(
              widths.hood === undefined ? range.width : Math.min(hi, Math.max(lo, widths.hood)),
              2,
            );
            const bridge = layout.upper.find((m) => m.kind === 'bridge');
            if (bridge)
              expect(hood.start).toBeGreaterThanOrEqual(centre(bridge) + bridge.width / 2 - 1e-3);
            expect(hood.start + hood.width).toBeLessThanOrEqual(length + 1e-3);
            for (const m of layout.upper.filter((u) => u.kind === 'wall')) {
              expect(
                m.start + m.width <= hood.start + 1e-3 || m.start >= hood.start + hood.width - 1e-3,
              ).toBe(true);
            }
          }
          const all = [...layout.base, ...layout.upper];
          expect(layout.handles).toBe(all.reduce((s, m) => s + m.doors + m.drawers, 0));
        },
      ),
    );
  });
});
