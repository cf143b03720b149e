import type { CatalogSort } from '@brand/core/contract';
import {
  LISTING_DEFAULT_PAGE_SIZE,
  type ListingPageSize,
  listingPageSize,
} from '@brand/core/rules';

// The contract's sorts, repeated (type-checked) so that this chunk does not load its schemas.
const CATALOG_SORTS = [
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'newest',
] as const satisfies readonly CatalogSort[];

/**
 * A category listing's state, kept in the URL (`?page&per_page&sort&vendor&min&max`) so Back
 * restores it.
 */
export type ListingQuery = {
  page: number;
  /** 24 or 48 (core's LISTING_PAGE_SIZES). */
  perPage: ListingPageSize;
  sort: CatalogSort | null;
  vendor: number | null;
  min: number | null;
  max: number | null;
};

/** The sort options as a select shows them (issue 10: price, name, newest). */
export const SORT_LABELS: Record<CatalogSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  newest: 'Newest first',
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Dollars with at most two decimals, 0 or more; anything else is ignored. */
export function priceParam(value: string | null): number | null {
  if (value === null || !/^\d{1,7}(\.\d{1,2})?$/.test(value.trim())) return null;
  return Number(value.trim());
}

function isSort(value: string | null): value is CatalogSort {
  return value !== null && (CATALOG_SORTS as readonly string[]).includes(value);
}

/** Reads the listing state from the URL; values the API would refuse are dropped. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const sortParam = params.get('sort');
  let min = priceParam(params.get('min'));
  let max = priceParam(params.get('max'));
  // A range the wrong way round is read the right way round.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: listingPageSize(params.get('per_page')),
    sort: isSort(sortParam) ? sortParam : null,
    vendor: positiveInt(params.get('vendor')),
    min,
    max,
  };
}

/** The URL query of a listing state (defaults left out, so links stay short). */
export function listingSearch(query: ListingQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.sort) out.set('sort', query.sort);
  if (query.vendor !== null) out.set('vendor', String(query.vendor));
  if (query.min !== null) out.set('min', String(query.min));
  if (query.max !== null) out.set('max', String(query.max));
  if (query.page > 1) out.set('page', String(query.page));
  if (query.perPage !== LISTING_DEFAULT_PAGE_SIZE) out.set('per_page', String(query.perPage));
  return out;
}

/** The body fields of POST /api/visualization/products for a listing state. */
export function listingBody(query: ListingQuery) {
  return {
    page: query.page,
    per_page: query.perPage,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.vendor !== null ? { vendor: query.vendor } : {}),
    ...(query.min !== null ? { min_price: query.min } : {}),
    ...(query.max !== null ? { max_price: query.max } : {}),
  };
}

/** The URL segment of a category: its name in lower case, words joined by dashes. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category's page: /category/<slug>. */
export const categoryPath = (category: { name: string }) =>
  `/category/${categorySlug(category.name)}`;

/** The category a route's `:category` names: by slug, by the spec's spelling, or by id. */
export function findCategory<T extends { id: number; name: string }>(
  list: readonly T[],
  param: string | undefined,
): T | null {
  if (!param) return null;
  const decoded = decodeURIComponent(param);
  const slug = categorySlug(decoded);
  const id = positiveInt(decoded);
  return (
    list.find((c) => categorySlug(c.name) === slug && slug !== '') ??
    (id !== null ? (list.find((c) => c.id === id) ?? null) : null)
  );
}
