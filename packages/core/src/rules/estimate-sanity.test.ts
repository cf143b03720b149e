import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EstimateItem, estimate, type SurfaceKey } from './estimate';
import { estimateSanity, SANITY_BANDS } from './estimate-sanity';

const pulls = (unitPriceCents: number, qty = 13) => ({
  surfaces: ['hardware'] as SurfaceKey[],
  qty,
  unitPriceCents,
  boxSqft: null,
});

describe('estimateSanity', () => {
  it('flags cabinet knobs at $1,197 each (the reviewer`s) and passes them at $12', () => {
    expect(estimateSanity(pulls(119_700))).toBe(
      '$1,197.00 per piece is outside the $1.00 to $250.00 expected for cabinet knobs and pulls',
    );
    expect(estimateSanity(pulls(1_200))).toBeNull();
    expect(estimateSanity(pulls(25_000))).toBeNull();
    expect(estimateSanity(pulls(25_001))).not.toBeNull();
    expect(estimateSanity(pulls(100))).toBeNull();
    expect(estimateSanity(pulls(99))).not.toBeNull();
  });
  it('flags a quantity over the surface`s ceiling', () => {
    expect(estimateSanity(pulls(1_200, 80))).toBeNull();
    expect(estimateSanity(pulls(1_200, 81))).toBe(
      '81 pieces is more cabinet knobs and pulls than one room plausibly needs (at most 80)',
    );
    const sinks = { surfaces: ['sink'] as SurfaceKey[], qty: 3, unitPriceCents: 30_000 };
    expect(estimateSanity({ ...sinks, boxSqft: null })).toMatch(/at most 2/);
  });
  it('checks an area per square foot covered, whatever the box size', () => {
    const floor = { surfaces: ['floor'] as SurfaceKey[], qty: 51, boxSqft: 13.7 };
    // $60 a box of 13.7 sq ft is $4.38 a sq ft.
    expect(estimateSanity({ ...floor, unitPriceCents: 6_000 })).toBeNull();
    // $1,000 a box is $72.99 a sq ft: more than flooring's $60.
    expect(estimateSanity({ ...floor, unitPriceCents: 100_000 })).toBe(
      '$72.99 per sq ft is outside the $0.50 to $60.00 expected for flooring',
    );
    // A box of 0.01 sq ft at $0.05 is $5 a sq ft, but 70,000 boxes cover only 700 sq ft: fine.
    expect(estimateSanity({ ...floor, qty: 70_000, boxSqft: 0.01, unitPriceCents: 5 })).toBeNull();
    expect(estimateSanity({ ...floor, qty: 5_001, boxSqft: null, unitPriceCents: 500 })).toMatch(
      /5,001 sq ft is more flooring/,
    );
  });
  it('gives a line on two surfaces the wider band and both ceilings', () => {
    const both = { surfaces: ['floor', 'walls'] as SurfaceKey[], boxSqft: null };
    expect(estimateSanity({ ...both, qty: 100, unitPriceCents: 7_000 })).toBeNull();
    expect(estimateSanity({ ...both, qty: 12_000, unitPriceCents: 500 })).toBeNull();
    expect(estimateSanity({ ...both, qty: 13_001, unitPriceCents: 500 })).toMatch(/at most 13,000/);
  });
  it('has a band for every surface, the least below the most', () => {
    for (const b of Object.values(SANITY_BANDS)) {
      expect(b.minUnitCents).toBeGreaterThan(0);
      expect(b.minUnitCents).toBeLessThan(b.maxUnitCents);
      expect(b.maxQty).toBeGreaterThan(0);
    }
    expect(SANITY_BANDS.lights).toMatchObject({ minUnitCents: 1_500, maxUnitCents: 350_000 });
    expect(SANITY_BANDS.lights.maxQty).toBe(16);
  });
});

describe('the sanity bands (ours, docs/decisions/visualizer.md): each surface, exactly', () => {
  const usd = (cents: number) => cents / 100;
  it.each([
    ['floor', 'flooring', 'sq ft', 0.5, 60, 5_000],
    ['walls', 'wall covering', 'sq ft', 0.5, 80, 8_000],
    ['backsplash', 'backsplash tile', 'sq ft', 1, 100, 500],
    ['edging', 'coping', 'ft', 1, 150, 1_000],
    ['countertop', 'countertop slabs', 'piece', 100, 10_000, 6],
    ['sink', 'sinks', 'piece', 50, 5_000, 2],
    ['faucet', 'faucets', 'piece', 30, 3_000, 3],
    ['hardware', 'cabinet knobs and pulls', 'piece', 1, 250, 80],
    ['range', 'ranges', 'piece', 800, 7_000, 1],
    ['refrigerator', 'refrigerators', 'piece', 1_000, 9_000, 1],
    ['dishwasher', 'dishwashers', 'piece', 400, 2_100, 1],
    ['hood', 'range hoods', 'piece', 200, 2_600, 1],
    ['vanity', 'vanities', 'piece', 100, 8_000, 2],
    ['toilet', 'toilets', 'piece', 40, 5_000, 2],
    ['tub', 'bath tubs', 'piece', 200, 15_000, 1],
    ['shower', 'shower fittings', 'piece', 30, 3_000, 1],
    ['fan', 'fans', 'piece', 20, 1_500, 4],
    ['lights', 'lights', 'piece', 15, 3_500, 16],
  ] as const)('%s: %s by the %s, $%d to $%d, at most %d', (key, noun, unit, min, max, most) => {
    const b = SANITY_BANDS[key];
    expect([b.noun, b.unit, usd(b.minUnitCents), usd(b.maxUnitCents), b.maxQty]).toEqual([
      noun,
      unit,
      min,
      max,
      most,
    ]);
    const line = (unitPriceCents: number, qty: number) =>
      estimateSanity({ surfaces: [key], qty, unitPriceCents, boxSqft: null });
    // Inside at both price edges and at the most; outside one cent or one unit beyond.
    expect(line(b.minUnitCents, 1)).toBeNull();
    expect(line(b.maxUnitCents, most)).toBeNull();
    expect(line(b.minUnitCents - 1, 1)).toMatch(new RegExp(`per ${unit} is outside`));
    expect(line(b.maxUnitCents + 1, 1)).toMatch(new RegExp(`expected for ${noun}$`));
    expect(line(b.minUnitCents, most + 1)).toBe(
      `${(most + 1).toLocaleString('en-US')} ${unit === 'piece' ? 'pieces' : unit} is more ${noun} than one room plausibly needs (at most ${most.toLocaleString('en-US')})`,
    );
  });

  it('names one piece, several pieces, and feet and square feet as they are', () => {
    const coping = (qty: number) =>
      estimateSanity({ surfaces: ['edging'], qty, unitPriceCents: 1_000, boxSqft: null });
    expect(coping(1_001)).toBe(
      '1,001 ft is more coping than one room plausibly needs (at most 1,000)',
    );
    const tubs = (qty: number) =>
      estimateSanity({ surfaces: ['tub'], qty, unitPriceCents: 100_000, boxSqft: null });
    expect(tubs(2)).toBe('2 pieces is more bath tubs than one room plausibly needs (at most 1)');
  });

  it('reads a box price per square foot only for an area sold by the box', () => {
    // A box of 0 sq ft is not a box: the price is read per sq ft as it is.
    expect(
      estimateSanity({ surfaces: ['floor'], qty: 10, unitPriceCents: 5_000, boxSqft: 0 }),
    ).toBeNull();
    expect(
      estimateSanity({ surfaces: ['floor'], qty: 10, unitPriceCents: 7_000, boxSqft: 0 }),
    ).toBe('$70.00 per sq ft is outside the $0.50 to $60.00 expected for flooring');
    // A piece with a box size stays a piece.
    expect(
      estimateSanity({ surfaces: ['sink'], qty: 1, unitPriceCents: 30_000, boxSqft: 10 }),
    ).toBeNull();
  });

  it('names every surface of a shared line, and checks nothing for no surface', () => {
    expect(
      estimateSanity({
        surfaces: ['floor', 'backsplash'],
        qty: 1,
        unitPriceCents: 20_000,
        boxSqft: null,
      }),
    ).toBe(
      '$200.00 per sq ft is outside the $0.50 to $100.00 expected for flooring and backsplash tile',
    );
    expect(estimateSanity({ surfaces: [], qty: 1, unitPriceCents: 1, boxSqft: null })).toBeNull();
  });
});

const KEYS = Object.keys(SANITY_BANDS) as SurfaceKey[];

describe('estimate with the sanity check', () => {
  const knobs: EstimateItem = {
    surface: 'hardware',
    measure: 'count',
    amount: 13,
    productId: 5,
    sizeId: null,
    unitPriceCents: 119_700,
    boxSqft: null,
    basis: '9 doors + 4 drawers: one knob or pull each',
  };
  const faucet: EstimateItem = { ...knobs, surface: 'faucet', amount: 1, productId: 6 };
  faucet.unitPriceCents = 20_000;
  it('leaves an implausible line out of the totals and returns it with the reason', () => {
    const result = estimate({ items: [knobs, faucet], platformFeePercent: 5, taxRatePercent: 10 });
    expect(result.lines.map((l) => l.productId)).toEqual([6]);
    expect(result.flagged).toEqual([
      expect.objectContaining({
        productId: 5,
        qty: 13,
        subtotalCents: 13 * 119_700,
        basis: '9 doors + 4 drawers: one knob or pull each',
        reason: expect.stringMatching(/^\$1,197\.00 per piece is outside/),
      }),
    ]);
    expect(result.subtotalCents).toBe(20_000);
    expect(result.totalCents).toBe(20_000 + 1_000 + 2_000);
  });
  it('keeps every line when the check is off', () => {
    const result = estimate({
      items: [knobs, faucet],
      platformFeePercent: 0,
      taxRatePercent: 0,
      sanity: false,
    });
    expect(result.flagged).toEqual([]);
    expect(result.subtotalCents).toBe(13 * 119_700 + 20_000);
  });
  it('totals only plausible lines; total = subtotal + fee + tax + shipping', () => {
    const anItem = fc.record({
      surface: fc.constantFrom(...KEYS),
      amount: fc.integer({ min: 0, max: 200 }),
      productId: fc.integer({ min: 1, max: 6 }),
      unitPriceCents: fc.integer({ min: 1, max: 500_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(anItem, { maxLength: 8 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 20_000 }),
        (raw, fee, tax, shippingCents) => {
          const items: EstimateItem[] = raw.map((r) => ({
            ...r,
            // One product is one surface, as in a design.
            surface: KEYS[r.productId % KEYS.length] as SurfaceKey,
            measure: 'count',
            sizeId: null,
            boxSqft: null,
          }));
          const result = estimate({
            items,
            platformFeePercent: fee,
            taxRatePercent: tax,
            shippingCents,
          });
          const sum = (k: 'subtotalCents' | 'platformFeeCents' | 'taxCents') =>
            result.lines.reduce((s, l) => s + l[k], 0);
          expect(result.subtotalCents).toBe(sum('subtotalCents'));
          expect(result.platformFeeCents).toBe(sum('platformFeeCents'));
          expect(result.taxCents).toBe(sum('taxCents'));
          expect(result.totalCents).toBe(
            result.subtotalCents + result.platformFeeCents + result.taxCents + shippingCents,
          );
          for (const l of result.lines) expect(estimateSanity({ ...l, boxSqft: null })).toBeNull();
          for (const l of result.flagged) expect(l.reason).toBeTruthy();
          const ids = [...result.lines, ...result.flagged].map((l) => l.productId).sort();
          const wanted = [...new Set(items.filter((i) => i.amount > 0).map((i) => i.productId))];
          expect(ids).toEqual(wanted.sort());
        },
      ),
    );
  });
});
