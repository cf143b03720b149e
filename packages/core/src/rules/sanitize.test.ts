import { describe, expect, it } from 'vitest';
import { sanitizeDecimal, sanitizeNumeric, sanitizePageJump, sanitizeQuantity } from './sanitize';

describe('"Numeric-only inputs strip non-digits and default to 0"', () => {
  it.each([
    ['123', '123'],
    ['1a2b3', '123'],
    ['$1,234', '1234'],
    ['-5', '5'],
    ['abc', '0'],
    ['', '0'],
    [null, '0'],
    ['007', '7'],
    ['0', '0'],
    [42, '42'],
  ] as Array<[string | number | null, string]>)('%j -> %j', (input, output) => {
    expect(sanitizeNumeric(input)).toBe(output);
  });
});

describe('"Decimal inputs allow digits and one dot, limited to two decimals"', () => {
  it.each([
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['$4a.5', '4.5'],
    ['.5', '0.5'],
    ['10.', '10.'],
    ['12', '12'],
    ['', ''],
    [undefined, ''],
    [12.345, '12.34'],
  ] as Array<[string | number | undefined, string]>)('%j -> %j', (input, output) => {
    expect(sanitizeDecimal(input)).toBe(output);
  });
});

describe('"The page-jump input accepts digits only and is capped to the last page"', () => {
  it.each([
    ['3', 10, 3],
    ['30', 10, 10],
    ['0', 10, 1],
    ['', 10, 1],
    ['4x', 10, 4],
    ['-2', 10, 2],
    [7, 5, 5],
    ['3', 0, 1],
    ['3', Number.NaN, 1],
  ] as Array<[string | number, number, number]>)(
    '%j with last page %d -> %i',
    (input, last, page) => {
      expect(sanitizePageJump(input, last)).toBe(page);
    },
  );
});

describe('"Quantity ... cannot go below the minimum unit (default 1)"', () => {
  it.each([
    ['5', undefined, 5],
    ['0', undefined, 1],
    ['', undefined, 1],
    ['abc', undefined, 1],
    ['2', 4, 4],
    ['12', 4, 12],
    [3.7, undefined, 3],
    [-2, undefined, 1],
    [Number.NaN, 2, 2],
    ['1e3', undefined, 13],
    ['5', Number.NaN, 5],
  ] as Array<[string | number, number | undefined, number]>)(
    '%j, min %j -> %i',
    (input, min, qty) => {
      expect(sanitizeQuantity(input, min)).toBe(qty);
    },
  );
});
