import type { SearchFacets, SearchSort } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button } from '@brand/ui';
import { useId } from 'react';

export const SORTS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'price_desc', label: 'Price, high to low' },
  { value: 'name', label: 'Name, A to Z' },
];

export type PriceRange = { min: number; max: number | null };

export type SearchFilters = {
  q?: string;
  category?: number | null;
  vendors?: number[];
  price?: PriceRange | null;
  sort?: string;
  page?: number;
  perPage?: number;
};

export function priceLabel(min: number, max: number | null) {
  return max === null
    ? `${formatUsd(toCents(min))} and up`
    : `${formatUsd(toCents(min))} to ${formatUsd(toCents(max))}`;
}

export type FacetProps = {
  facets: SearchFacets;
  category: number | null;
  vendors: number[];
  price: PriceRange | null;
  sort: SearchSort;
  go: (next: SearchFilters) => void;
};

/** The search's sort and facets (category, vendor, price): each choice goes back to page 1. */
export function FacetFields({ facets, category, vendors, price, sort, go }: FacetProps) {
  // One radio group per rendering (the rail and the sheet never show at once, but stay apart).
  const priceGroup = useId();
  return (
    <>
      <label className="shop-sort">
        Sort by{' '}
        <select value={sort} onChange={(event) => go({ sort: event.target.value, page: 1 })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {facets.categories.length > 0 ? (
        <nav aria-label="Categories">
          <h3>Category</h3>
          <ul>
            {category ? (
              <li>
                <Button variant="link" onClick={() => go({ category: null, page: 1 })}>
                  All categories
                </Button>
              </li>
            ) : null}
            {facets.categories.map((c) => (
              <li key={c.id}>
                <Button
                  variant="link"
                  aria-pressed={c.id === category}
                  onClick={() => go({ category: c.id, page: 1 })}
                >
                  {c.name} ({c.count})
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {facets.vendors.length > 0 ? (
        <fieldset className="shop-filter">
          <legend>
            <h3>Vendor</h3>
          </legend>
          <ul>
            {facets.vendors.map((vendor) => (
              <li key={vendor.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={vendors.includes(vendor.id)}
                    onChange={(event) =>
                      go({
                        vendors: event.target.checked
                          ? [...vendors, vendor.id]
                          : vendors.filter((id) => id !== vendor.id),
                        page: 1,
                      })
                    }
                  />{' '}
                  {vendor.name} ({vendor.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {facets.prices.length > 0 || price ? (
        <fieldset className="shop-filter">
          <legend>
            <h3>Price</h3>
          </legend>
          <ul>
            <li>
              <label>
                <input
                  type="radio"
                  name={priceGroup}
                  checked={price === null}
                  onChange={() => go({ price: null, page: 1 })}
                />{' '}
                Any price
              </label>
            </li>
            {facets.prices.map((bucket) => (
              <li key={bucket.min}>
                <label>
                  <input
                    type="radio"
                    name={priceGroup}
                    checked={price?.min === bucket.min && price.max === bucket.max}
                    onChange={() => go({ price: { min: bucket.min, max: bucket.max }, page: 1 })}
                  />{' '}
                  {priceLabel(bucket.min, bucket.max)} ({bucket.count})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </>
  );
}
