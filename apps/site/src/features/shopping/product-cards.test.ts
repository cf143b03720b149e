import { describe, expect, it } from 'vitest';
import {
  productCardData,
  RECENTLY_VIEWED_MAX,
  rememberViewed,
  viewedBefore,
} from './product-cards.ts';

describe('productCardData', () => {
  const slate = {
    id: 7,
    hash: 'h7h7h7',
    name: 'Slate tile',
    brand: 'Cascade',
    category_id: 3,
    price: 40,
    customer_price: 46.1,
    unit: 'Box',
    uom: null,
    box_sqft: 12.5,
    min_unit: 1,
    image: '/demo/products/7.svg',
  };
  it('shows the wholesale price only when the API sent one that differs (a Pro)', () => {
    expect(productCardData(slate, 'AB12CD34').wholesalePriceCents).toBe(4000);
    // To a customer or a visitor the API sends the customer price in `price` too.
    const visitor = productCardData({ ...slate, price: 46.1 }, 'AB12CD34');
    expect(visitor.wholesalePriceCents).toBeNull();
  });
  it('shows the customer price in cents with the unit, box size and link', () => {
    const card = productCardData(slate, 'AB12CD34');
    expect(card).toEqual({
      name: 'Slate tile',
      brand: 'Cascade',
      imageUrl: '/demo/products/7.svg',
      imageSrcSet:
        '/demo/products/7.svg?w=320 320w, /demo/products/7.svg?w=640 640w, /demo/products/7.svg?w=960 960w',
      imageSizes: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
      href: '/product/h7h7h7/AB12CD34',
      unitPriceCents: 4610,
      wholesalePriceCents: 4000,
      categoryUnit: 'Box',
      boxSqft: 12.5,
      uom: null,
    });
  });
});

describe('recently viewed', () => {
  it('puts the product first, once', () => {
    expect(rememberViewed(JSON.stringify([3, 5, 9]), 5)).toEqual([5, 3, 9]);
  });
  it('starts a list from nothing or from garbage', () => {
    expect(rememberViewed(null, 4)).toEqual([4]);
    expect(rememberViewed('{not json', 4)).toEqual([4]);
    expect(rememberViewed(JSON.stringify(['x', -1, 2.5, 8]), 4)).toEqual([4, 8]);
  });
  it(`keeps at most ${RECENTLY_VIEWED_MAX}`, () => {
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => i + 1));
    const kept = rememberViewed(many, 100);
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(kept[0]).toBe(100);
  });
  it('sends the products viewed before this one', () => {
    expect(viewedBefore(JSON.stringify([3, 5]), 5)).toEqual([3]);
  });
});
