import { SEARCH_QUERY_MIN_LENGTH, type SearchSort } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, Pagination, ProductCard, useShowroom } from '@brand/ui';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { productCardData } from './product-cards.ts';
import '../../styles/shop.css';

const PER_PAGE = 12;

const SORTS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price_asc', label: 'Price, low to high' },
  { value: 'price_desc', label: 'Price, high to low' },
  { value: 'name', label: 'Name, A to Z' },
];

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
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
  const category = positiveInt(params.get('category'));
  const sortParam = params.get('sort');
  const sort = SORTS.some((s) => s.value === sortParam) ? (sortParam as SearchSort) : 'relevance';
  const ready = q.length >= SEARCH_QUERY_MIN_LENGTH;

  const results = useLoad(
    ready ? JSON.stringify([q, vsdId, category, sort, page]) : null,
    async () =>
      (
        await client.search.searchProducts({
          query: {
            q,
            ...(vsdId ? { showroom: vsdId } : {}),
            ...(category ? { category } : {}),
            sort,
            page,
            per_page: PER_PAGE,
          },
        })
      ).data,
  );

  const go = (next: { q?: string; category?: number | null; sort?: string; page?: number }) => {
    const out: Record<string, string> = { q: next.q ?? q };
    const nextCategory = next.category === undefined ? category : next.category;
    if (nextCategory) out.category = String(nextCategory);
    const nextSort = next.sort ?? sort;
    if (nextSort !== 'relevance') out.sort = nextSort;
    if (next.page && next.page > 1) out.page = String(next.page);
    setParams(out);
  };

  const title = ready ? `Search results for “${q}”` : 'Search';
  const lead = vsdId
    ? `In showroom ${vsdId}, at your Pro's prices.`
    : 'Enter a showroom ID to see your Pro’s prices.';
  const data = results.data;

  return (
    <Page title={title} lead={lead}>
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
        <div className="shop-layout">
          <aside aria-labelledby="search-facets-title" className="shop-facets">
            <h2 id="search-facets-title">Narrow the results</h2>
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
            {data.facets.categories.length > 0 ? (
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
                  {data.facets.categories.map((c) => (
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
            {data.facets.vendors.length > 0 ? (
              <section aria-labelledby="search-vendors">
                <h3 id="search-vendors">Vendor</h3>
                <ul>
                  {data.facets.vendors.map((vendor) => (
                    <li key={vendor.id}>
                      {vendor.name} ({vendor.count})
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.facets.prices.length > 0 ? (
              <section aria-labelledby="search-prices">
                <h3 id="search-prices">Price</h3>
                <ul>
                  {data.facets.prices.map((bucket) => (
                    <li key={bucket.min}>
                      {bucket.max === null
                        ? `${formatUsd(toCents(bucket.min))} and up`
                        : `${formatUsd(toCents(bucket.min))} to ${formatUsd(toCents(bucket.max))}`}{' '}
                      ({bucket.count})
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </aside>
          <section aria-labelledby="search-results-title">
            <h2 id="search-results-title">Results</h2>
            <p role="status" className="site-page__lead">
              {data.total === 1 ? '1 product' : `${data.total} products`}
            </p>
            {data.data.length > 0 ? (
              <>
                <ul className="shop-grid">
                  {data.data.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={productCardData(product, vsdId)} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={data.current_page}
                  lastPage={data.last_page}
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
