import { LISTING_DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, listingPageSize } from '@brand/core/rules';
import { Button, buttonVariants, CategoryButtons, useShowroom } from '@brand/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { categorySlug } from '../../lib/listing-query.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { useShowroomEntry } from '../../shell/showroom.tsx';
import { ProductTile } from './product-tile.tsx';
import '../../styles/shop.css';
import { LazyPagination } from './lazy-parts.tsx';

const ShowroomIdEntry = lazy(() => import('./showroom-id-entry.ts'));

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

type StyleKit = typeof import('./showroom-style.ts');

/** Product tiles while a page loads. */
function ProductSkeleton() {
  return (
    <ul className="shop-grid" role="status" aria-label="Loading products">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className="bui-skeleton shop-skeleton" />
      ))}
    </ul>
  );
}

/**
 * /visualize/contractor/all: the showroom's menu categories (GET /api/menu_category_show_all)
 * and a category's products (POST /api/visualization/products), 24 or 48 per page (core's
 * LISTING_PAGE_SIZES). The category, the page and the size live in the query
 * (`?category=<id>&page=<n>&per_page=48`) so Back and links keep them.
 */
export function ShowroomAllPage() {
  const client = useClient();
  const item = useShowroom((s) => s.item);
  // This page is the showroom's home: entering an ID here keeps the query (a shared link's
  // `?category=7&page=2`) instead of starting again at its first category (issue 25 item 5).
  const entry = useShowroomEntry({ stay: true });
  const [params, setParams] = useSearchParams();
  const vsdId = item?.vsd_id ?? null;
  const owner = item?.showroom ?? null;

  const categories = useLoad(owner === null ? null : `menu:${owner}`, async () =>
    (await client.showrooms.menuCategories({ params: { id: Number(owner) } })).data.map(
      (entry) => ({ id: entry.category_id, name: entry.category.name }),
    ),
  );
  const list = categories.data ?? [];
  const categoryId = positiveInt(params.get('category')) ?? list[0]?.id ?? null;
  const category = list.find((c) => c.id === categoryId) ?? null;
  const page = positiveInt(params.get('page')) ?? 1;
  const perPage = listingPageSize(params.get('per_page'));
  const [kit, setKit] = useState<StyleKit | null>(null);
  useEffect(() => {
    import('./showroom-style.ts').then(setKit, () => undefined);
  }, []);
  const style = useMemo(() => kit?.localStyleResult() ?? null, [kit]);
  const yourStyleFirst = params.get('sort') === 'style' && style !== null;

  const products = useLoad(
    vsdId && category ? `products:${vsdId}:${category.id}:${page}:${perPage}` : null,
    async () =>
      (
        await client.catalog.visualizationProducts({
          body: {
            category: category?.id ?? 0,
            showroom: vsdId ?? '',
            page,
            per_page: perPage,
          },
        })
      ).data,
  );

  if (!vsdId) {
    return (
      <Page title="Showroom" lead="Enter your Pro's showroom ID to see their products and prices.">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ShowroomIdEntry {...entry} />
        </Suspense>
      </Page>
    );
  }

  // The page size is kept when the category or the page changes; the default stays out of the URL.
  const choose = (next: Record<string, string>, size: number = perPage) =>
    setParams(size === LISTING_DEFAULT_PAGE_SIZE ? next : { ...next, per_page: String(size) });
  const title = item?.company_name ? `${item.company_name} showroom` : 'Showroom';

  return (
    <Page
      title={title}
      lead={`Showroom ID ${vsdId}. Prices include your Pro's markup.`}
      className="site-page--wide"
    >
      <div className="shop-layout">
        <nav aria-label="Categories">
          {categories.status === 'error' ? (
            <div role="alert" className="shop-state">
              <p>{categories.error}</p>
              <Button variant="secondary" onClick={categories.reload}>
                Try again
              </Button>
            </div>
          ) : categories.status === 'loading' && list.length === 0 ? (
            <p role="status">Loading categories…</p>
          ) : list.length === 0 ? (
            <p className="shop-state">This showroom has no categories yet.</p>
          ) : (
            <CategoryButtons
              categories={list.map((c) => c.name)}
              selected={category?.name ?? null}
              onSelect={(name) => {
                const next = list.find((c) => c.name === name);
                if (next) choose({ category: String(next.id) });
              }}
            />
          )}
        </nav>
        {category ? (
          <section aria-labelledby="shop-products-title">
            <div className="site-section__head">
              <h2 id="shop-products-title">{category.name}</h2>
              <Link
                to={`/category/${categorySlug(category.name)}/product`}
                className={buttonVariants({ variant: 'link' })}
              >
                Sort and filter<span className="bui-sr-only"> {category.name}</span>
              </Link>
            </div>
            {products.status === 'error' ? (
              <div role="alert" className="shop-state">
                <p>{products.error}</p>
                <Button variant="secondary" onClick={products.reload}>
                  Try again
                </Button>
              </div>
            ) : products.status === 'loading' ? (
              <ProductSkeleton />
            ) : products.data && products.data.data.length > 0 ? (
              <>
                <p className="site-page__lead">
                  {products.data.from ?? 0}–{products.data.to ?? 0} of {products.data.total}{' '}
                  products
                </p>
                {style && kit ? (
                  <p>
                    <Link
                      to={`?category=${category.id}${yourStyleFirst ? '' : '&sort=style'}`}
                      className={buttonVariants({ variant: 'link' })}
                    >
                      {yourStyleFirst
                        ? 'Show in the usual order'
                        : `Sort: ${style.name}, your style, first`}
                    </Link>
                  </p>
                ) : null}
                <ul className="shop-grid">
                  {(yourStyleFirst && kit
                    ? kit.rankByStyle(
                        products.data.data,
                        (p) => kit.styleScoresOf(p, category.name),
                        style.scores,
                      )
                    : products.data.data
                  ).map((product) => (
                    <li key={product.id}>
                      {style &&
                      kit?.matchesStyle(style.style, kit.styleScoresOf(product, category.name)) ? (
                        <span className="shop-badge">Your style</span>
                      ) : null}
                      <ProductTile product={product} vsdId={vsdId} />
                    </li>
                  ))}
                </ul>
                <LazyPagination
                  page={products.data.current_page}
                  lastPage={products.data.last_page}
                  pageSize={perPage}
                  pageSizeOptions={LISTING_PAGE_SIZES}
                  onPageSizeChange={(size) =>
                    choose(
                      {
                        category: String(category.id),
                        ...(yourStyleFirst ? { sort: 'style' } : {}),
                      },
                      size,
                    )
                  }
                  onPageChange={(next) =>
                    choose({
                      category: String(category.id),
                      page: String(next),
                      ...(yourStyleFirst ? { sort: 'style' } : {}),
                    })
                  }
                />
              </>
            ) : (
              <p className="shop-state">No products in {category.name} yet.</p>
            )}
          </section>
        ) : null}
      </div>
    </Page>
  );
}
