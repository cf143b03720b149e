import type { Suggestion } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import { suggestionPath } from './site-header.tsx';

describe('where a chosen search suggestion leads', () => {
  const product: Suggestion = { type: 'product', id: 9, hash: 'h9', text: 'Oak', match: [] };
  const category: Suggestion = {
    type: 'category',
    id: 4,
    hash: null,
    text: 'Tiles',
    match: [],
  };

  it('opens a product in the current showroom, at its prices', () => {
    expect(suggestionPath(product, 'AB12CD34')).toBe('/product/h9/AB12CD34');
    expect(suggestionPath(product, null)).toBe('/product/h9');
  });

  it("opens a category in the showroom's list inside a showroom, else its product list", () => {
    expect(suggestionPath(category, 'AB12CD34')).toBe('/visualize/contractor/all?category=4');
    expect(suggestionPath(category, null)).toBe('/category/4/product');
  });

  it('searches the text of a product without a hash', () => {
    expect(suggestionPath({ ...product, hash: null, text: 'Oak plank' }, null)).toBe(
      '/search?q=Oak%20plank',
    );
  });
});
