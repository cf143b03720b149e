import { describe, expect, it } from 'vitest';
import { boxCoverage, DEFAULT_WASTE_PERCENT } from './box-coverage';

describe('box coverage calculator', () => {
  it('adds 10% waste by default', () => {
    expect(DEFAULT_WASTE_PERCENT).toBe(10);
  });

  it.each([
    // 100 sq ft + 10% = 110 -> 110 / 10 = 11 boxes
    [
      { sqft: 100, boxSqft: 10 },
      { boxes: 11, coveredSqft: 110, priceCents: 0 },
    ],
    [
      { sqft: 100, boxSqft: 10, wastePercent: 0 },
      { boxes: 10, coveredSqft: 100, priceCents: 0 },
    ],
    [
      { sqft: '101', boxSqft: '10', wastePercent: 0, unitPriceCents: 5400 },
      { boxes: 11, coveredSqft: 110, priceCents: 59400 },
    ],
    [
      { sqft: 250, boxSqft: 15.5, unitPriceCents: 6999 },
      { boxes: 18, coveredSqft: 279, priceCents: 125982 },
    ],
    [
      { sqft: 1, boxSqft: 12.34 },
      { boxes: 1, coveredSqft: 12.34, priceCents: 0 },
    ],
    [
      { sqft: 0, boxSqft: 10 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: -5, boxSqft: 10 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: 'abc', boxSqft: 10 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: '', boxSqft: 10 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: 100, boxSqft: 0 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: 100, boxSqft: null },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: 100, boxSqft: 10, wastePercent: -5 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
    [
      { sqft: Number.POSITIVE_INFINITY, boxSqft: 10 },
      { boxes: 0, coveredSqft: 0, priceCents: 0 },
    ],
  ])('%j -> %j', (input, result) => {
    expect(boxCoverage(input)).toEqual(result);
  });
});
