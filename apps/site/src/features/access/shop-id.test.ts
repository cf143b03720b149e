import { describe, expect, it } from 'vitest';
import { shopIdOf } from './shop-id.ts';

describe('shopIdOf: "A shop_id (current showroom id, 0 if none) is added on registration."', () => {
  it.each([
    ['no showroom item', null, 0],
    ['a showroom user id', { showroom: 42 }, 42],
    ['a showroom user id kept as text', { showroom: '17' }, 17],
    ['an item without a showroom', { showroom: null }, 0],
    ['an empty text', { showroom: '' }, 0],
    ['a non-numeric text', { showroom: 'AB12CD34' }, 0],
    ['a negative id', { showroom: -3 }, 0],
    ['a fraction', { showroom: 2.5 }, 0],
  ] as const)('given %s it is %s', (_label, item, expected) => {
    expect(shopIdOf(item)).toBe(expected);
  });
});
