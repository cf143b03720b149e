import { describe, expect, it } from 'vitest';
import {
  MARKUP_MESSAGES,
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  validateCoupon,
  validateMarkup,
} from './markup';

describe('markup: "minimum markup 10% (recommended 10%)" (spec 2 §9)', () => {
  it('has the spec minimum and recommendation', () => {
    expect(MIN_MARKUP_PERCENT).toBe(10);
    expect(RECOMMENDED_MARKUP_PERCENT).toBe(10);
    expect(MAX_MARKUP_PERCENT).toBe(300);
  });

  it.each([
    ['10', null],
    [10, null],
    ['12.5', null],
    ['12.50', null],
    ['10%', null],
    ['300', null],
    ['9.99', 'Markup must be at least 10%.'],
    ['0', 'Markup must be at least 10%.'],
    ['300.01', 'Markup cannot be more than 300%.'],
    ['12.345', MARKUP_MESSAGES.markupDecimals],
    ['abc', MARKUP_MESSAGES.markupNotNumber],
    ['-15', MARKUP_MESSAGES.markupNotNumber],
    ['', MARKUP_MESSAGES.markupRequired],
    [null, MARKUP_MESSAGES.markupRequired],
  ] as Array<[string | number | null, string | null]>)('%j -> %j', (markup, message) => {
    expect(validateMarkup(markup)).toBe(message);
  });
});

describe('coupon: "a coupon must not exceed the markup" (spec 2 §9)', () => {
  it.each([
    ['5', 10, null],
    ['10', 10, null],
    ['.5', 10, null],
    ['10.01', 10, 'Coupon cannot exceed your markup of 10%.'],
    ['13', 12.5, 'Coupon cannot exceed your markup of 12.5%.'],
    ['0', 10, MARKUP_MESSAGES.couponTooLow],
    ['1.234', 10, MARKUP_MESSAGES.couponDecimals],
    ['x', 10, MARKUP_MESSAGES.couponNotNumber],
    [undefined, 10, MARKUP_MESSAGES.couponRequired],
  ] as Array<[string | undefined, number, string | null]>)(
    'coupon %j with markup %d -> %j',
    (coupon, markup, message) => {
      expect(validateCoupon(coupon, markup)).toBe(message);
    },
  );
});

// Found by mutation testing: numbers with junk around them, and the optional '%'.
describe('given a percentage with junk around it', () => {
  it.each(['12abc', 'abc.55', '.5abc', '1%0', '10 %%', '1 0'])(
    'markup %s is not a number',
    (input) => {
      expect(validateMarkup(input)).toBe(MARKUP_MESSAGES.markupNotNumber);
    },
  );

  it.each([' 12.5 % ', '12.5%', '  10  '])('markup %s is valid', (input) => {
    expect(validateMarkup(input)).toBeNull();
  });

  it('accepts a coupon written without a leading zero', () => {
    expect(validateCoupon('.55', 10)).toBeNull();
    expect(validateCoupon('.555', 10)).toBe(MARKUP_MESSAGES.couponDecimals);
  });
});
