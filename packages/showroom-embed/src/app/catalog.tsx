/**
 * The showroom's catalogue: category chips, a category's products or the search's results, a
 * page at a time, the first cards at once and the rest in the next frames.
 */
import type { Category, ProductSummary } from '@brand/core/contract';
import { useResource } from '@brand/ui';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import type { ProductPage } from './api.ts';
import { useEmbed } from './context.ts';
import { errorMessage } from './error-message.ts';
import { assetUrl, priceParts } from './format.ts';

/** Finds the category the host named (`category` attribute or `set-category`): id or name. */
function findCategory(categories: Category[], wanted: string | null): Category | undefined {
  if (!wanted) return undefined;
  const key = wanted.trim().toLowerCase();
  const all = categories.flatMap((c) => [c, ...c.children]);
  return all.find((c) => String(c.id) === key || c.name.toLowerCase() === key);
}

export function SkeletonGrid() {
  return (
    <ul className="bse-grid" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="bse-card">
          <span className="bui-skeleton bse-skeleton-image" />
          <span className="bui-skeleton bse-skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

export function Catalog({
  categories,
  companyName,
}: {
  categories: Category[];
  companyName: string;
}) {
  const { controller } = useEmbed();
  const wanted = useSyncExternalStore(controller.subscribe, () => controller.getState().category);
  const search = useSyncExternalStore(controller.subscribe, () => controller.getState().search);
  const selected = findCategory(categories, wanted) ?? categories[0];

  if (!selected && search === null) {
    return <p className="bse-empty">This showroom has no products yet. Please check back soon.</p>;
  }
  return (
    <div className="bse-catalog">
      <nav aria-label={`${companyName} categories`}>
        <ul className="bse-categories">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="bse-chip"
                aria-pressed={search === null && category.id === selected?.id}
                onClick={() => controller.set({ category: String(category.id), search: null })}
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {search !== null ? (
        <SearchResults key={search} q={search} companyName={companyName} />
      ) : selected ? (
        <CategoryProducts key={selected.id} category={selected} companyName={companyName} />
      ) : null}
    </div>
  );
}

function CategoryProducts({ category, companyName }: { category: Category; companyName: string }) {
  const { api, showroom } = useEmbed();
  const [page, setPage] = useState(1);
  const products = useResource(['products', showroom, category.id, page], (signal) =>
    api.products({ showroom, category: category.id, page }, signal),
  );
  return (
    <>
      <h3 className="bse-subtitle">{category.name}</h3>
      <ProductList
        resource={products}
        label={`${category.name} products`}
        pagerLabel={`${companyName} pages`}
        page={page}
        onPage={setPage}
        empty={
          <p className="bse-empty">No products in {category.name} yet. Try another category.</p>
        }
      />
    </>
  );
}

/** The search results for `q` in this showroom (GET /api/search), paged like a category. */
function SearchResults({ q, companyName }: { q: string; companyName: string }) {
  const { api, controller, showroom } = useEmbed();
  const [page, setPage] = useState(1);
  const results = useResource(['search', showroom, q, page], (signal) =>
    api.search({ q, showroom, page }, signal),
  );
  const list = results.data;
  const suggestion = list?.didYouMean;
  return (
    <>
      <h3 className="bse-subtitle">Results for “{q}”</h3>
      <p className="bse-muted" role="status">
        {list ? `${list.total} ${list.total === 1 ? 'result' : 'results'}` : ''}
      </p>
      <ProductList
        resource={results}
        label={`Results for ${q}`}
        pagerLabel={`${companyName} result pages`}
        page={page}
        onPage={setPage}
        empty={
          <p className="bse-empty">
            No products match “{q}”.{' '}
            {suggestion ? (
              <>
                Did you mean{' '}
                <button
                  type="button"
                  className="bse-link"
                  onClick={() => controller.set({ search: suggestion })}
                >
                  {suggestion}
                </button>
                ?
              </>
            ) : (
              'Try other words, or choose a category above.'
            )}
          </p>
        }
      />
    </>
  );
}

/** A loading, failed, empty or filled grid of product cards, with its pager. */
function ProductList({
  resource,
  label,
  pagerLabel,
  page,
  onPage,
  empty,
}: {
  resource: { status: string; data?: ProductPage | undefined; error: unknown };
  label: string;
  pagerLabel: string;
  page: number;
  onPage(page: number): void;
  empty: ReactNode;
}) {
  const list = resource.data;
  const shown = useProgressive(list?.products);
  return (
    <div className="bse-results" data-state={resource.status}>
      {resource.status === 'loading' ? <SkeletonGrid /> : null}
      {resource.status === 'error' ? (
        <p role="alert" className="bse-error">
          {errorMessage(resource.error)}
        </p>
      ) : null}
      {list && list.products.length === 0 ? empty : null}
      {list && list.products.length > 0 ? (
        <>
          <ul className="bse-grid" aria-label={label}>
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
          {list.lastPage > 1 ? (
            <nav className="bse-pager" aria-label={pagerLabel}>
              <button
                type="button"
                className="bse-button"
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                Previous page
              </button>
              <span>
                Page {list.page} of {list.lastPage}
              </span>
              <button
                type="button"
                className="bse-button"
                disabled={page >= list.lastPage}
                onClick={() => onPage(page + 1)}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** How many product cards render in the first task after a page arrives; the rest in the next. */
const FIRST_CARDS = 4;

/**
 * The items of a list, the first few at once and all of them a task later: a page of cards
 * renders in two short tasks instead of one long one on the host page's main thread.
 */
function useProgressive<T>(items: T[] | undefined): T[] {
  const [all, setAll] = useState<T[] | undefined>(undefined);
  useEffect(() => {
    if (!items || items.length <= FIRST_CARDS) return;
    const timer = setTimeout(() => setAll(items), 0);
    return () => clearTimeout(timer);
  }, [items]);
  if (!items) return [];
  return all === items ? items : items.slice(0, FIRST_CARDS);
}

function ProductCard({ product }: { product: ProductSummary }) {
  const { controller } = useEmbed();
  const apiBase = useSyncExternalStore(controller.subscribe, () => controller.getState().apiBase);
  const parts = priceParts(product);
  return (
    <li className="bse-card">
      {product.image ? (
        <img
          className="bse-card__image"
          src={assetUrl(product.image, apiBase)}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className="bse-card__image" />
      )}
      <h4 className="bse-card__name">{product.name}</h4>
      <p className="bse-price bui-tabular">
        {parts.map((part, index) => (
          <span key={part.unit} className={index === 0 ? 'bse-price__main' : 'bse-price__other'}>
            {part.text} / {part.unit}
          </span>
        ))}
      </p>
      {product.brand ? <p className="bse-card__size">{product.brand}</p> : null}
      <button
        type="button"
        className="bse-button"
        onClick={() =>
          controller.set({
            openProductId: product.id,
            openRequest: controller.getState().openRequest + 1,
          })
        }
      >
        View details<span className="bui-sr-only"> of {product.name}</span>
      </button>
    </li>
  );
}
