import { SEARCH_QUERY_MIN_LENGTH, type SearchFacets, type SearchSort } from '@brand/core/contract';
import { LISTING_DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, listingPageSize } from '@brand/core/rules';
import { Button, ProductCard, useShowroom } from '@brand/ui';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { useMediaQuery } from '../../shell/use-media-query.ts';
import { productCardData } from './product-cards.ts';
import { ProductTile } from './product-tile.tsx';
import { type FacetProps, priceLabel, type SearchFilters, SORTS } from './search-facet-fields.tsx';
import { SearchFacetRail, SearchFacetSheet } from './search-facets.tsx';
import '../../styles/shop.css';
import { LazyPagination } from './lazy-parts.tsx';

/** Where the listing's filters leave the sheet for the left rail (shop.css `.shop-listing`). */
const RAIL_QUERY = '(min-width: 1024px)';

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `?vendor=3,7`: the chosen vendor ids (the API reads the same comma list). */
function vendorIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => positiveInt(part));
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** A price in dollars from the address (`?price_min=50`), or null. */
function dollarsParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

/**
 * /search?q= (issue 11): products matching the text (GET /api/search), inside the current
 * showroom when one is chosen (its prices), with category facets to narrow, sort, paging and a
 * "did you mean" when nothing matches. Everything lives in the address, so Back keeps it.
 */
export function SearchPage() {
  const client = useClient();
  const item = useShowroom((s) => s.item);
  const vsdId = item?.vsd_id ?? null;
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const perPage = listingPageSize(params.get('per_page'));
  const category = positiveInt(params.get('category'));
  const vendors = vendorIds(params.get('vendor'));
  const priceMin = dollarsParam(params.get('price_min'));
  const priceMax = dollarsParam(params.get('price_max'));
  const price =
    priceMin !== null || priceMax !== null ? { min: priceMin ?? 0, max: priceMax } : null;
  const sortParam = params.get('sort');
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as SearchSort) : 'relevance';
  const ready = q.length >= SEARCH_QUERY_MIN_LENGTH;
  const rail = useMediaQuery(RAIL_QUERY, true);

  const results = useLoad(
    ready ? JSON.stringify([q, vsdId, category, vendors, price, sort, page, perPage]) : null,
    async () =>
      (
        await client.search.searchProducts({
          query: {
            q,
            ...(vsdId ? { showroom: vsdId } : {}),
            ...(category ? { category } : {}),
            ...(vendors.length > 0 ? { vendor: vendors.join(',') } : {}),
            ...(price ? { price_min: price.min } : {}),
            ...(price?.max != null ? { price_max: price.max } : {}),
            sort,
            page,
            per_page: perPage,
          },
        })
      ).data,
  );

  // Any filter change starts again at page 1 (a page number of another result set means nothing).
  const go = (next: SearchFilters) => {
    const out: Record<string, string> = { q: next.q ?? q };
    const nextCategory = next.category === undefined ? category : next.category;
    if (nextCategory) out.category = String(nextCategory);
    const nextVendors = next.vendors ?? vendors;
    if (nextVendors.length > 0) out.vendor = nextVendors.join(',');
    const nextPrice = next.price === undefined ? price : next.price;
    if (nextPrice) {
      out.price_min = String(nextPrice.min);
      if (nextPrice.max !== null) out.price_max = String(nextPrice.max);
    }
    const nextSort = next.sort ?? sort;
    if (nextSort !== 'relevance') out.sort = nextSort;
    if (next.page && next.page > 1) out.page = String(next.page);
    const nextPerPage = next.perPage ?? perPage;
    if (nextPerPage !== LISTING_DEFAULT_PAGE_SIZE) out.per_page = String(nextPerPage);
    setParams(out);
  };

  // The rail and the sheet show the same facets and choices.
  const facetProps = (facets: SearchFacets): FacetProps => ({
    facets,
    category,
    vendors,
    price,
    sort,
    go,
  });

  const title = ready ? `Search results for “${q}”` : 'Search';
  const lead = vsdId
    ? `In showroom ${vsdId}, at your Pro's prices.`
    : 'Enter a showroom ID to see your Pro’s prices.';
  const data = results.data;

  return (
    <Page title={title} lead={lead} className="site-page--wide">
      {!ready ? (
        <p className="shop-state">
          Type at least {SEARCH_QUERY_MIN_LENGTH} characters in the search box to find products.
        </p>
      ) : results.status === 'error' && !data ? (
        <div role="alert" className="shop-state">
          <p>{results.error}</p>
          <Button variant="secondary" onClick={results.reload}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <p role="status">Searching…</p>
      ) : (
        <div className="shop-layout shop-listing">
          {rail ? <SearchFacetRail {...facetProps(data.facets)} /> : null}
          <section aria-labelledby="search-results-title">
            <h2 id="search-results-title">Results</h2>
            {rail ? null : <SearchFacetSheet {...facetProps(data.facets)} total={data.total} />}
            {vendors.length > 0 || price ? (
              <ul aria-label="Filters in use" className="shop-chips">
                {vendors.map((id) => {
                  const name =
                    data.facets.vendors.find((vendor) => vendor.id === id)?.name ?? `Vendor ${id}`;
                  return (
                    <li key={`vendor-${id}`}>
                      <Button
                        variant="secondary"
                        aria-label={`Remove filter: ${name}`}
                        onClick={() => go({ vendors: vendors.filter((v) => v !== id), page: 1 })}
                      >
                        {name} ×
                      </Button>
                    </li>
                  );
                })}
                {price ? (
                  <li>
                    <Button
                      variant="secondary"
                      aria-label={`Remove filter: ${priceLabel(price.min, price.max)}`}
                      onClick={() => go({ price: null, page: 1 })}
                    >
                      {priceLabel(price.min, price.max)} ×
                    </Button>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <p role="status" className="site-page__lead">
              {data.total === 1 ? '1 product' : `${data.total} products`}
            </p>
            {data.data.length > 0 ? (
              <>
                <ul className="shop-grid">
                  {data.data.map((product) => (
                    <li key={product.id}>
                      {vsdId ? (
                        // Inside a showroom a result goes to the cart or checklist from here.
                        <ProductTile product={product} vsdId={vsdId} />
                      ) : (
                        <ProductCard product={productCardData(product, vsdId)} />
                      )}
                    </li>
                  ))}
                </ul>
                <LazyPagination
                  page={data.current_page}
                  lastPage={data.last_page}
                  pageSize={perPage}
                  pageSizeOptions={LISTING_PAGE_SIZES}
                  onPageSizeChange={(size) => go({ perPage: size })}
                  onPageChange={(next) => go({ page: next })}
                />
              </>
            ) : (
              <div className="shop-state">
                <p>No products match “{q}”.</p>
                {data.did_you_mean ? (
                  <p>
                    Did you mean{' '}
                    <Link to={`/search?q=${encodeURIComponent(data.did_you_mean)}`}>
                      {data.did_you_mean}
                    </Link>
                    ?
                  </p>
                ) : null}
              </div>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
