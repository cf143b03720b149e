import { describe, expect, it } from 'vitest';
import { priceLine, priceLineText, pricePerSqftCents, sellingUnit } from './price-line';

// spec 2 §2.1: "It shows the per-square-foot price first, then the price per Box, or per unit
// of measure (uom), or per Piece." spec 2 §5: "Price per sqft equals price divided by the box
// square footage."
describe('product price line', () => {
  it.each([
    [
      { unitPriceCents: 5400, categoryUnit: 'Box', boxSqft: 12 },
      [
        { amountCents: 450, unit: 'sq ft' },
        { amountCents: 5400, unit: 'Box' },
      ],
      '$4.50 / sq ft · $54.00 / Box',
    ],
    [
      { unitPriceCents: 10000, categoryUnit: 'Box', boxSqft: '15.5' },
      [
        { amountCents: 645, unit: 'sq ft' },
        { amountCents: 10000, unit: 'Box' },
      ],
      '$6.45 / sq ft · $100.00 / Box',
    ],
    [
      { unitPriceCents: 5400, categoryUnit: 'Box', boxSqft: null },
      [{ amountCents: 5400, unit: 'Box' }],
      '$54.00 / Box',
    ],
    [
      { unitPriceCents: 129900, categoryUnit: 'Each', uom: 'Set' },
      [{ amountCents: 129900, unit: 'Set' }],
      '$1,299.00 / Set',
    ],
    [
      { unitPriceCents: 2500, categoryUnit: 'Piece', uom: ' ', boxSqft: 0 },
      [{ amountCents: 2500, unit: 'Piece' }],
      '$25.00 / Piece',
    ],
    [
      { unitPriceCents: 2500, uom: 'sq ft', boxSqft: 'n/a' },
      [{ amountCents: 2500, unit: 'sq ft' }],
      '$25.00 / sq ft',
    ],
  ])('%j', (input, parts, text) => {
    expect(priceLine(input)).toEqual(parts);
    expect(priceLineText(input)).toBe(text);
  });

  it('per sq ft is unknown without box_sqft', () => {
    expect(pricePerSqftCents(1000, undefined)).toBeNull();
    expect(pricePerSqftCents(1000, -2)).toBeNull();
    expect(pricePerSqftCents(1000, 3)).toBe(333);
  });

  it('sells by Box before uom, uom before Piece', () => {
    expect(sellingUnit({ categoryUnit: 'box', uom: 'Each' })).toBe('Box');
    expect(sellingUnit({ uom: 'Each' })).toBe('Each');
    expect(sellingUnit({ categoryUnit: 'Set', uom: null })).toBe('Set');
    expect(sellingUnit({ categoryUnit: ' ' })).toBe('Piece');
    expect(sellingUnit({})).toBe('Piece');
  });
});

// Found by mutation testing: box_sqft as text, and values that are not a size.
describe('given box_sqft as the API or a form may send it', () => {
  it.each<[number | string | null | undefined, number | null]>([
    [' 12 ', 450],
    ['12', 450],
    ['', null],
    ['  ', null],
    ['abc', null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NaN, null],
    [0, null],
    [-12, null],
    [null, null],
    [undefined, null],
  ])('%j gives %j cents per sq ft', (boxSqft, expected) => {
    expect(pricePerSqftCents(5400, boxSqft)).toBe(expected);
  });
});
