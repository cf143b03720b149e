import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseCsvSizes, VendorCsvRowSchema, VendorProductQuerySchema } from './vendor-catalog';

describe('given CSV sizes (issue 12)', () => {
  it.each([
    ['', []],
    [undefined, []],
    ['12x24', [{ width_size: '12', height_size: '24', length_size: null, pattern: null }]],
    [
      '12 X 24 x 0.5 | 6×6',
      [
        { width_size: '12', height_size: '24', length_size: '0.5', pattern: null },
        { width_size: '6', height_size: '6', length_size: null, pattern: null },
      ],
    ],
    [
      'Herringbone|12',
      [
        { width_size: null, height_size: null, length_size: null, pattern: 'Herringbone' },
        { width_size: null, height_size: null, length_size: null, pattern: '12' },
      ],
    ],
    ['1x2x3x4', [{ width_size: null, height_size: null, length_size: null, pattern: '1x2x3x4' }]],
  ])('reads %j', (text, sizes) => {
    expect(parseCsvSizes(text)).toEqual(sizes);
  });
});

describe('given a CSV row', () => {
  const row = { sku: 'A-1', name: 'Oak', category: 'Tile', price: '12.50' };
  const messages = (input: unknown) => {
    const r = v.safeParse(VendorCsvRowSchema, input);
    return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
  };

  it('reads prices with a dollar sign and empty optional cells', () => {
    const out = v.parse(VendorCsvRowSchema, { ...row, price: '$7', box_sqft: '', has_3d: 'YES' });
    expect(out).toMatchObject({ price: 7, box_sqft: '', has_3d: 'yes' });
  });

  it.each([
    [{ ...row, price: '12.505.1' }, 'price: Please enter the price in dollars, e.g. 42.50.'],
    [{ ...row, price: '-1' }, 'price: Please enter the price in dollars, e.g. 42.50.'],
    [{ ...row, box_sqft: '0' }, 'box_sqft: Square feet per box must be a number above 0.'],
    [
      { ...row, sizes: '12x24|<b>' },
      'sizes: Write a size as width x height (x length), e.g. 12x24.',
    ],
    [{ ...row, has_3d: 'maybe' }, 'has_3d: has_3d is 1 or 0.'],
    [{ ...row, name: '   ' }, 'name: Please enter the product name.'],
  ])('refuses %j', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('accepts 20 sizes and refuses 21', () => {
    const sizes = (n: number) => Array.from({ length: n }, () => '1x1').join('|');
    expect(messages({ ...row, sizes: sizes(20) })).toEqual([]);
    expect(messages({ ...row, sizes: sizes(21) })).toEqual([
      'sizes: A product has at most 20 sizes.',
    ]);
  });
});

describe('given the product list query', () => {
  it('takes a status of active, retired or all only', () => {
    expect(v.safeParse(VendorProductQuerySchema, { status: 'retired' }).success).toBe(true);
    expect(v.safeParse(VendorProductQuerySchema, { status: 'deleted' }).success).toBe(false);
  });
});
