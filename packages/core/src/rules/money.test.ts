import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  formatUsd,
  lineCharges,
  markupPrice,
  NON_CONTIGUOUS_STATES,
  percentOf,
  shippingChargeCents,
  toCents,
  toDollars,
  US_STATES,
  usStateCode,
} from './money';

describe('toCents / toDollars', () => {
  it.each([
    [12.34, 1234],
    ['12.34', 1234],
    ['$1,234.50', 123450],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.001, 0],
    [0, 0],
    ['7', 700],
    [1e21, 1e23],
  ] as Array<[number | string, number]>)('toCents(%j) = %i', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([['abc'], [''], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'toCents(%j) throws',
    (bad) => {
      expect(() => toCents(bad as number | string)).toThrow(RangeError);
    },
  );

  it.each([
    [12345, 123.45],
    [100, 1],
    [5, 0.05],
    [-250, -2.5],
  ])('toDollars(%i) = %d', (cents, dollars) => {
    expect(toDollars(cents)).toBe(dollars);
  });
});

describe('formatUsd: spec 1 §9 "US dollars with 2 decimals"', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes what Intl.NumberFormat en-US USD writes, for every size and sign', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 123456789, 999999999999];
    for (const cents of samples.flatMap((c) => [c, -c, c + 1, c * 7 + 3])) {
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('markup pricing (DOMAIN.md: round(price x (1 + markup / 100)))', () => {
  it.each([
    [5000, 10, 5500],
    [4999, 10, 5499],
    [4995, 10, 5495],
    [1005, 10, 1106],
    [1000, 12.5, 1125],
    [333, 33.33, 444],
    [0, 10, 0],
  ])('price %i at %d%% -> %i', (price, markup, customer) => {
    expect(markupPrice(price, markup)).toBe(customer);
  });

  it('percentOf keeps the sign', () => {
    expect(percentOf(-1005, 10)).toBe(-101);
    expect(percentOf(1005, 0)).toBe(0);
  });
});

describe('coupon: "A coupon may not exceed the contractor\'s markup" (spec 2 §5)', () => {
  it.each([
    [5000, 10, 0, { unitPriceCents: 5500, markupCents: 500, discountCents: 0 }],
    [5000, 10, 4, { unitPriceCents: 5300, markupCents: 300, discountCents: 200 }],
    [5000, 10, 10, { unitPriceCents: 5000, markupCents: 0, discountCents: 500 }],
    [5000, 15, 2.5, { unitPriceCents: 5625, markupCents: 625, discountCents: 125 }],
  ])('price %i, markup %d%%, coupon %d%% -> %j', (price, markup, coupon, result) => {
    expect(applyCoupon(price, markup, coupon)).toEqual(result);
  });

  it('the vendor price is never touched: a coupon above the markup throws', () => {
    expect(() => applyCoupon(5000, 10, 10.01)).toThrow(/exceeds the markup/);
    expect(() => applyCoupon(5000, 10, -1)).toThrow(RangeError);
  });

  it('defaults to no coupon', () => {
    expect(applyCoupon(1000, 10).unitPriceCents).toBe(1100);
  });
});

describe('platform fee and tax per line', () => {
  it.each([
    [
      { unitPriceCents: 5500, qty: 3, platformFeePercent: 5, taxRatePercent: 7.25 },
      {
        subtotalCents: 16500,
        platformFeeCents: 825,
        taxCents: 1196,
        adminProfitInclusiveTaxCents: 2021,
        totalCents: 18521,
      },
    ],
    [
      { unitPriceCents: 999, qty: 1, platformFeePercent: 0, taxRatePercent: 0 },
      {
        subtotalCents: 999,
        platformFeeCents: 0,
        taxCents: 0,
        adminProfitInclusiveTaxCents: 0,
        totalCents: 999,
      },
    ],
  ])('%j -> %j', (input, charges) => {
    expect(lineCharges(input)).toEqual(charges);
  });
});

describe('shipping: U.S. only, contiguous free, AK/HI surcharge', () => {
  it('lists the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
    expect(NON_CONTIGUOUS_STATES).toEqual(['AK', 'HI']);
  });

  it.each([
    ['CA', 0],
    ['ny', 0],
    ['District of Columbia', 0],
    ['AK', 2500],
    ['hawaii', 2500],
    ['PR', null],
    ['Ontario', null],
    ['', null],
    [null, null],
  ] as Array<[string | null, number | null]>)('%j -> %j', (state, charge) => {
    expect(shippingChargeCents(state, 2500)).toBe(charge);
  });

  it('normalises a state to its code', () => {
    expect(usStateCode(' texas ')).toBe('TX');
    expect(usStateCode(undefined)).toBeNull();
  });
});

// Found by mutation testing: signs of percentages, padded input, the error's text.
describe('given signed amounts and padded input', () => {
  it.each([
    [1000, 10, 100],
    [-1000, 10, -100],
    [1000, -10, -100],
    [-1000, -10, 100],
    [-4, 10, 0],
    [-5, 10, -1],
  ])('%d cents at %d%% is %d', (amount, percent, expected) => {
    expect(Object.is(percentOf(amount, percent), expected)).toBe(true);
  });

  it('reads padded dollar strings and names what it could not read', () => {
    expect(toCents(' 12.50 ')).toBe(1250);
    expect(toCents('-0.001')).toBe(0);
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
    expect(() => toCents('abc')).toThrow('Not an amount of dollars: abc');
  });
});
