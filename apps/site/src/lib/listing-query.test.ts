import { describe, expect, it } from 'vitest';
import {
  categorySlug,
  findCategory,
  listingBody,
  listingSearch,
  priceParam,
  readListingQuery,
} from './listing-query.ts';

const read = (q: string) => readListingQuery(new URLSearchParams(q));

describe('a category listing in the URL', () => {
  it('reads page, sort, vendor and price range', () => {
    expect(read('page=3&per_page=48&sort=price_desc&vendor=7&min=10.5&max=200')).toEqual({
      page: 3,
      perPage: 48,
      sort: 'price_desc',
      vendor: 7,
      min: 10.5,
      max: 200,
    });
  });
  it('drops values the API would refuse', () => {
    expect(read('page=0&per_page=1000&sort=cheapest&vendor=x&min=-1&max=1.234')).toEqual({
      page: 1,
      perPage: 24,
      sort: null,
      vendor: null,
      min: null,
      max: null,
    });
    expect(read('page=2.5').page).toBe(1);
  });
  it('reads a range given the wrong way round the right way round', () => {
    expect(read('min=90&max=10')).toMatchObject({ min: 10, max: 90 });
  });
  it('writes back only what differs from the defaults, and round-trips', () => {
    expect(listingSearch(read('')).toString()).toBe('');
    const query = read('sort=newest&vendor=4&min=0&max=99.99&page=2&per_page=48');
    expect(listingSearch(query).toString()).toBe(
      'sort=newest&vendor=4&min=0&max=99.99&page=2&per_page=48',
    );
    expect(read(listingSearch(query).toString())).toEqual(query);
    expect(listingSearch({ ...query, page: 1 }).has('page')).toBe(false);
    expect(listingSearch({ ...query, perPage: 24 }).has('per_page')).toBe(false);
  });
  it('becomes the body of POST /api/visualization/products', () => {
    expect(listingBody(read(''))).toEqual({ page: 1, per_page: 24 });
    expect(listingBody(read('sort=name_asc&vendor=2&min=5&max=6&page=4&per_page=48'))).toEqual({
      page: 4,
      per_page: 48,
      sort: 'name_asc',
      vendor: 2,
      min_price: 5,
      max_price: 6,
    });
    expect(listingBody(read('min=0'))).toEqual({ page: 1, per_page: 24, min_price: 0 });
  });
  it('accepts prices of at most two decimals', () => {
    expect(priceParam(' 12.30 ')).toBe(12.3);
    expect(priceParam('12.')).toBeNull();
    expect(priceParam('')).toBeNull();
    expect(priceParam(null)).toBeNull();
  });
});

describe('a category in the route', () => {
  const list = [
    { id: 20, name: 'Tile Flooring' },
    { id: 21, name: 'luxury-flooring' },
    { id: 5, name: 'Bathroom Vanitys' },
  ];
  it('is named by a slug of its name', () => {
    expect(categorySlug('Tile Flooring')).toBe('tile-flooring');
    expect(categorySlug('  Bath Tubs & More! ')).toBe('bath-tubs-more');
    expect(findCategory(list, 'tile-flooring')?.id).toBe(20);
    expect(findCategory(list, 'Tile%20Flooring')?.id).toBe(20);
    expect(findCategory(list, 'luxury-flooring')?.id).toBe(21);
  });
  it('or by its id', () => {
    expect(findCategory(list, '5')?.name).toBe('Bathroom Vanitys');
  });
  it('is null when nothing matches', () => {
    expect(findCategory(list, 'sofas')).toBeNull();
    expect(findCategory(list, '99')).toBeNull();
    expect(findCategory(list, undefined)).toBeNull();
    expect(findCategory(list, '---')).toBeNull();
  });
});
