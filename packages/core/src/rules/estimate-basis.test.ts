import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EstimateItem, sellingUnits } from './estimate';
import { amountText, itemBasis, SLAB_SQFT, surfaceCount } from './estimate-basis';
import type { RoomMeasures } from './room-measure';

const measures: RoomMeasures = {
  floorSqft: 633,
  wallSqft: 700,
  countertopSqft: 36.46,
  counterFeet: 17.5,
  backsplashSqft: 26.25,
  edgingFeet: 41,
  runFeet: 17.5,
  cabinetDoors: 14,
  cabinetDrawers: 8,
  recessedLights: 9,
  pendantLights: 4,
  vanityLights: 0,
};

const item = (over: Partial<EstimateItem> = {}): EstimateItem => ({
  surface: 'floor',
  measure: 'area',
  amount: 633,
  productId: 1,
  sizeId: null,
  unitPriceCents: 4_000,
  boxSqft: 13.7,
  ...over,
});

describe('amountText', () => {
  it('writes at most 2 decimals and thousands with commas', () => {
    expect(amountText(633)).toBe('633');
    expect(amountText(696.3)).toBe('696.3');
    expect(amountText(1234.567)).toBe('1,234.57');
    expect(amountText(0)).toBe('0');
  });
});

describe('surfaceCount', () => {
  it('says how each piece count was reached', () => {
    expect(SLAB_SQFT).toBe(45);
    expect(surfaceCount('countertop', measures)).toEqual({
      amount: 1,
      basis: '17.5 ft of counter, 36.46 sq ft: 1 slab of 45 sq ft',
    });
    expect(surfaceCount('countertop', { ...measures, countertopSqft: 50 }).basis).toBe(
      '17.5 ft of counter, 50 sq ft: 2 slabs of 45 sq ft',
    );
    expect(surfaceCount('hardware', measures)).toEqual({
      amount: 22,
      basis: '14 doors + 8 drawers: one knob or pull each',
    });
    expect(surfaceCount('lights', measures)).toEqual({
      amount: 13,
      basis: '13 fixture positions (9 recessed + 4 pendants over the counter): one light each',
    });
    expect(
      surfaceCount('lights', { ...measures, recessedLights: 1, pendantLights: 0, vanityLights: 1 })
        .basis,
    ).toBe('2 fixture positions (1 recessed + 1 over the vanity): one light each');
    expect(surfaceCount('sink', measures)).toEqual({ amount: 1, basis: 'one for the room' });
  });
  it('leaves areas and lengths to the line`s basis', () => {
    expect(surfaceCount('floor', measures)).toEqual({ amount: 633 });
    expect(surfaceCount('walls', measures)).toEqual({ amount: 700 });
    // A kitchen's wall tile leaves its backsplash (its own surface) out; a bathroom's does not.
    expect(surfaceCount('walls', measures, 'Kitchen')).toEqual({ amount: 673.75 });
    expect(surfaceCount('walls', measures, 'Bathroom')).toEqual({ amount: 700 });
    expect(surfaceCount('walls', { ...measures, wallSqft: 20 }, 'Kitchen')).toEqual({ amount: 0 });
    expect(surfaceCount('refrigerator', measures)).toEqual({
      amount: 1,
      basis: 'one for the room',
    });
    expect(surfaceCount('backsplash', measures)).toEqual({ amount: 26.25 });
    expect(surfaceCount('edging', measures)).toEqual({ amount: 41 });
  });
});

describe('itemBasis', () => {
  it('says the area, the waste allowance and the whole boxes', () => {
    expect(itemBasis(item(), 51, 10)).toBe(
      '633 sq ft of floor + 10% waste = 696.3 sq ft: 51 boxes of 13.7 sq ft',
    );
    expect(itemBasis(item({ amount: 5, boxSqft: 10 }), 1, 10)).toBe(
      '5 sq ft of floor + 10% waste = 5.5 sq ft: 1 box of 10 sq ft',
    );
    expect(itemBasis(item({ surface: 'walls', boxSqft: null, amount: 100 }), 110, 10)).toBe(
      '100 sq ft of wall + 10% waste = 110 sq ft, sold by the sq ft',
    );
    expect(itemBasis(item({ surface: 'edging', measure: 'linear', amount: 41 }), 46, 10)).toBe(
      '41 ft of coping + 10% waste = 45.1 ft',
    );
  });
  it('uses a count`s own basis, and says when the minimum unit raised the quantity', () => {
    const pulls = item({ surface: 'hardware', measure: 'count', amount: 22, basis: 'b' });
    expect(itemBasis(pulls, 22, 10)).toBe('b');
    expect(itemBasis(item({ measure: 'count', amount: 1, boxSqft: null }), 1, 10)).toBe('1 piece');
    expect(itemBasis(pulls, 25, 10)).toBe("b; 25 is the product's minimum");
  });
  it('names the same number of boxes sellingUnits buys', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 3_000, noNaN: true }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        fc.integer({ min: 0, max: 30 }),
        (amount, boxSqft, waste) => {
          const it = item({ amount, boxSqft });
          const units = sellingUnits(it, waste);
          expect(itemBasis(it, units, waste)).toMatch(new RegExp(`: ${units} box(es)? of `));
        },
      ),
    );
  });
});
