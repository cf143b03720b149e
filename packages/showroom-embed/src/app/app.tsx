import type { Category, ProductSummary, ProjectCart, ShopProfileData } from '@brand/core/contract';
import {
  canUseCustomTheme,
  MESSAGES,
  showroomThemeColor,
  themeCssVariables,
  themeTokens,
} from '@brand/core/rules';
import { PortalContainerProvider, useResource } from '@brand/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { EmbedController } from '../runtime/controller.ts';
import { createShowroomApi, type ProductPage } from './api.ts';
import { cartDetail } from './cart.ts';
import { EmbedContext, type EmbedContextValue, useEmbed } from './context.ts';
import { assetUrl, priceParts } from './format.ts';
import { SearchBox } from './search-box.tsx';

// What the first paint does not need loads on first use (own chunks).
const ProductDialog = lazy(() => import('./product-dialog.tsx'));
const CartDialog = lazy(() => import('./cart-dialog.tsx'));

/** A failure the showroom reports to the host as it is (message and HTTP status). */
class ShowroomError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.serverError;
}

function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 ? status : null;
}

/** Finds the category the host named (`category` attribute or `set-category`): id or name. */
function findCategory(categories: Category[], wanted: string | null): Category | undefined {
  if (!wanted) return undefined;
  const key = wanted.trim().toLowerCase();
  const all = categories.flatMap((c) => [c, ...c.children]);
  return all.find((c) => String(c.id) === key || c.name.toLowerCase() === key);
}

/** One element's React tree: portals (dialogs, selects) mount in its own shadow root. */
export function EmbedRoot({ controller }: { controller: EmbedController }) {
  return (
    <PortalContainerProvider container={controller.portal}>
      <App controller={controller} />
    </PortalContainerProvider>
  );
}

export function App({ controller }: { controller: EmbedController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { showroom, apiBase } = state;
  const api = useMemo(() => createShowroomApi(apiBase), [apiBase]);
  const [cart, setCart] = useState<ProjectCart | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' }>({
    text: '',
    tone: 'success',
  });

  // The showroom (re)loads when `showroom` or `api-base` changes (the key).
  const profile = useResource(['profile', apiBase, showroom], async (signal) => {
    if (!/^[A-Za-z0-9]{8}$/.test(showroom)) {
      throw new ShowroomError(MESSAGES.showroomNotFound, null);
    }
    const data = await api.profile(showroom, signal);
    if (!data) throw new ShowroomError(MESSAGES.showroomNotFound, 404);
    return data;
  });
  const data: ShopProfileData | undefined = profile.data;

  // A new showroom starts with an empty cart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the showroom and api are the triggers
  useEffect(() => setCart(null), [api, showroom]);

  // Its theme applies with its profile; the default theme until then.
  useEffect(() => {
    const color = data ? showroomThemeColor(data.profile, data.profile.theme_color) : null;
    controller.setTheme(color ? themeCssVariables(themeTokens(color)) : null);
  }, [data, controller]);

  // `error` for a failed load, `ready` once the themed showroom is on screen (effects run
  // after the commit).
  useEffect(() => {
    if (profile.status !== 'error') return;
    controller.emit('error', {
      showroom,
      message: errorMessage(profile.error),
      status: errorStatus(profile.error),
    });
  }, [profile.status, profile.error, showroom, controller]);
  useEffect(() => {
    if (!data) return;
    const { profile: pro } = data;
    controller.emit('ready', {
      showroom: pro.vsd_id,
      companyName: pro.company_name,
      themed: showroomThemeColor(pro, pro.theme_color) !== null,
    });
  }, [data, controller]);

  const updateCart = useCallback(
    (next: ProjectCart | null) => {
      setCart(next);
      controller.emit('cart-change', cartDetail(showroom, next));
    },
    [controller, showroom],
  );

  const context = useMemo<EmbedContextValue>(
    () => ({
      api,
      controller,
      showroom,
      cart,
      updateCart,
      notify: (text: string) => setNotice({ text, tone: 'success' }),
      reportError: (error: unknown) => {
        const message = errorMessage(error);
        setNotice({ text: message, tone: 'error' });
        controller.emit('error', { showroom, message, status: errorStatus(error) });
      },
    }),
    [api, controller, showroom, cart, updateCart],
  );

  if (profile.status === 'error' || !data) {
    return profile.status === 'error' ? (
      <div className="bse-shell" data-state="error">
        <p role="alert" className="bse-error">
          {errorMessage(profile.error)}
        </p>
      </div>
    ) : (
      <div className="bse-shell" data-state={profile.status} aria-busy="true">
        <div className="bse-header">
          <span className="bui-skeleton bse-skeleton-title" />
        </div>
        <SkeletonGrid />
      </div>
    );
  }

  const entitled = canUseCustomTheme(data.profile);
  const count = (cart?.Project_tans ?? []).reduce((sum, line) => sum + line.qty, 0);
  return (
    <EmbedContext.Provider value={context}>
      <section
        className="bse-shell"
        data-state="success"
        aria-label={`${data.profile.company_name} showroom`}
      >
        <header className="bse-header">
          {entitled && data.profile.business_logo ? (
            <img
              className="bse-logo"
              src={assetUrl(data.profile.business_logo, apiBase)}
              alt={`${data.profile.company_name} logo`}
            />
          ) : null}
          <h2 className="bse-title">{data.profile.company_name}</h2>
          <SearchBox />
          <button
            type="button"
            className="bse-button bse-button--primary bse-cart-button"
            onClick={() => setCartOpen(true)}
          >
            Cart <span className="bse-badge">{count}</span>
            <span className="bui-sr-only"> {count === 1 ? 'item' : 'items'}</span>
          </button>
        </header>
        <Catalog categories={data.category} companyName={data.profile.company_name} />
        <p className="bse-notice" data-tone={notice.tone} role="status">
          {notice.text}
        </p>
      </section>
      <Suspense fallback={null}>
        {state.openProductId !== null ? (
          <ProductDialog
            key={`${state.openProductId}:${state.openRequest}`}
            productId={state.openProductId}
            onClose={() => controller.set({ openProductId: null })}
          />
        ) : null}
        {cartOpen ? <CartDialog onClose={() => setCartOpen(false)} /> : null}
      </Suspense>
    </EmbedContext.Provider>
  );
}

function SkeletonGrid() {
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

function Catalog({ categories, companyName }: { categories: Category[]; companyName: string }) {
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
