import type { CatalogFilters, ProductSummary } from '@brand/core/contract';
import { LISTING_PAGE_SIZES, listingPageSize } from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  SelectField,
  ShowroomIdEntry,
  TextField,
  useShowroom,
} from '@brand/ui';
import { type FormEvent, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import {
  categoryPath,
  findCategory,
  type ListingQuery,
  listingBody,
  listingSearch,
  priceParam,
  readListingQuery,
  SORT_LABELS,
} from '../../lib/listing-query.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Page, showroomCrumbs } from '../../shell/page.tsx';
import { SHOWROOM_HOME, useShowroomEntry } from '../../shell/showroom.tsx';
import { ProductTile } from './product-tile.tsx';
import '../../styles/shop.css';
import { LazyPagination } from './lazy-parts.tsx';

/** Ours: how many products the category page shows before "See all". */
const PREVIEW = 4;

type MenuCategory = {
  id: number;
  name: string;
  photo: string | null;
  children: { id: number; name: string }[];
};

/** The route's name for a category before the showroom's list has loaded. */
function nameFromRoute(param: string | undefined): string {
  return param ? decodeURIComponent(param).replace(/[-_]+/g, ' ') : 'Category';
}

/**
 * The showroom, its menu categories and the one the route names. Prices belong to a showroom,
 * so without one the page asks for the showroom ID (and stays here).
 */
function useRouteCategory() {
  const { category: param } = useParams();
  const client = useClient();
  const item = useShowroom((s) => s.item);
  const vsdId = item?.vsd_id ?? null;
  const owner = item?.showroom ?? null;
  const menu = useLoad<MenuCategory[]>(owner === null ? null : `menu:${owner}`, async () =>
    (await client.showrooms.menuCategories({ params: { id: Number(owner) } })).data.map((e) => ({
      id: e.category_id,
      name: e.category.name,
      photo: e.category.resized_photo ?? e.category.photo,
      children: e.category.children.map((c) => ({ id: c.id, name: c.name })),
    })),
  );
  const list = menu.data ?? [];
  return { param, vsdId, menu, list, category: findCategory(list, param) };
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="shop-state">
      <p>{message}</p>
      <div className="shop-actions">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
        <Link to={SHOWROOM_HOME} className={buttonVariants({ variant: 'link' })}>
          Back to the showroom
        </Link>
      </div>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <ul className="shop-grid" role="status" aria-label="Loading products">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className="bui-skeleton shop-skeleton" />
      ))}
    </ul>
  );
}

/**
 * What every category route shows before its content: the showroom ID entry without a
 * showroom, the loading, error and unknown-category states. Null when the category is ready.
 */
function CategoryGate({
  title,
  state,
}: {
  title: string;
  state: ReturnType<typeof useRouteCategory>;
}) {
  const entry = useShowroomEntry({ stay: true });
  const { vsdId, menu, category } = state;
  if (!vsdId) {
    return (
      <Page title={title} lead="Enter your Pro's showroom ID to see these products and prices.">
        <ShowroomIdEntry {...entry} />
      </Page>
    );
  }
  if (menu.status === 'error' && !menu.data) {
    return (
      <Page title={title}>
        <LoadError message={menu.error} onRetry={menu.reload} />
      </Page>
    );
  }
  if (!menu.data) {
    return (
      <Page title={title}>
        <ProductSkeleton />
      </Page>
    );
  }
  if (!category) {
    return (
      <Page title={title} lead="This showroom has no such category.">
        <Link to={SHOWROOM_HOME} className={buttonVariants()}>
          See the showroom's categories
        </Link>
      </Page>
    );
  }
  return null;
}

/** /category/:category: the category, its subcategories, a few products, the other categories. */
export function CategoryPage() {
  const client = useClient();
  const state = useRouteCategory();
  const { vsdId, category, list } = state;
  const headingId = useId();
  const preview = useLoad(
    vsdId && category ? `category-preview:${vsdId}:${category.id}` : null,
    async () =>
      (
        await client.catalog.visualizationProducts({
          body: { category: category?.id ?? 0, showroom: vsdId ?? '', per_page: PREVIEW },
        })
      ).data,
  );
  const gate = <CategoryGate title={category?.name ?? nameFromRoute(state.param)} state={state} />;
  if (!vsdId || !category) return gate;

  const total = preview.data?.total ?? null;
  return (
    <Page
      title={category.name}
      lead={`Showroom ID ${vsdId}. Prices include your Pro's markup.`}
      breadcrumbs={[...showroomCrumbs(vsdId), { label: category.name }]}
    >
      <div className="shop-category">
        {category.photo ? (
          <img
            className="shop-category__photo"
            src={category.photo}
            alt=""
            width={400}
            height={240}
          />
        ) : null}
        <div className="shop-actions">
          <Link to={`${categoryPath(category)}/product`} className={buttonVariants()}>
            {total === null ? 'See all products' : `See all ${total} products`}
            <span className="bui-sr-only"> in {category.name}</span>
          </Link>
        </div>
      </div>
      {category.children.length > 0 ? (
        <nav aria-label={`${category.name} subcategories`}>
          <ul className="shop-chips">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={categoryPath(child)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>Newest in {category.name}</h2>
        {preview.status === 'error' && !preview.data ? (
          <LoadError message={preview.error} onRetry={preview.reload} />
        ) : !preview.data ? (
          <ProductSkeleton />
        ) : preview.data.data.length === 0 ? (
          <p className="shop-state">No products in {category.name} yet.</p>
        ) : (
          <ProductGrid products={preview.data.data} vsdId={vsdId} />
        )}
      </section>
      <nav aria-label="Other categories" className="shop-other">
        <h2>Other categories</h2>
        <ul className="shop-chips">
          {list
            .filter((c) => c.id !== category.id)
            .map((c) => (
              <li key={c.id}>
                <Link to={categoryPath(c)}>{c.name}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Page>
  );
}

function ProductGrid({ products, vsdId }: { products: ProductSummary[]; vsdId: string }) {
  return (
    <ul className="shop-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} vsdId={vsdId} />
        </li>
      ))}
    </ul>
  );
}

/** Sort, vendor and price range; applied with one button, kept in the URL. */
function ListingFilters({
  query,
  filters,
  onApply,
}: {
  query: ListingQuery;
  filters: CatalogFilters | null;
  onApply: (next: ListingQuery) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const sort = text('sort');
    const vendor = Number(text('vendor'));
    onApply(
      readListingQuery(
        listingSearch({
          page: 1,
          perPage: query.perPage,
          sort: sort in SORT_LABELS ? (sort as ListingQuery['sort']) : null,
          vendor: Number.isSafeInteger(vendor) && vendor > 0 ? vendor : null,
          min: priceParam(text('min')),
          max: priceParam(text('max')),
        }),
      ),
    );
  };
  const priceHint =
    filters?.min_price != null && filters.max_price != null
      ? `From $${filters.min_price.toFixed(2)} to $${filters.max_price.toFixed(2)}`
      : undefined;
  // `key` resets the uncontrolled fields when the URL changes (Back, Clear filters).
  return (
    <form
      key={listingSearch(query).toString()}
      className="shop-filters"
      aria-label="Sort and filter products"
      onSubmit={submit}
    >
      <SelectField label="Sort by" name="sort" defaultValue={query.sort ?? ''}>
        <option value="">Featured</option>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Vendor" name="vendor" defaultValue={query.vendor ?? ''}>
        <option value="">All vendors</option>
        {(filters?.vendors ?? []).map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Lowest price ($)"
        name="min"
        inputMode="decimal"
        defaultValue={query.min ?? ''}
        hint={priceHint}
      />
      <TextField
        label="Highest price ($)"
        name="max"
        inputMode="decimal"
        defaultValue={query.max ?? ''}
      />
      <div className="shop-actions">
        <Button type="submit">Apply</Button>
        <Link to="?" className={buttonVariants({ variant: 'link' })}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** /category/:category/product: the category's products, sorted, filtered and paged by the URL. */
export function CategoryProductsPage() {
  const client = useClient();
  const state = useRouteCategory();
  const { vsdId, category } = state;
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  const key = listingSearch(query).toString();
  const resultsId = useId();
  const products = useLoad(
    vsdId && category ? `category-products:${vsdId}:${category.id}:${key}` : null,
    async () =>
      await client.catalog.visualizationProducts({
        body: {
          category: category?.id ?? 0,
          showroom: vsdId ?? '',
          ...listingBody(query),
        },
      }),
  );
  const title = `${category?.name ?? nameFromRoute(state.param)} products`;
  if (!vsdId || !category) return <CategoryGate title={title} state={state} />;

  const apply = (next: ListingQuery) => setParams(listingSearch(next));
  const page = products.data?.data ?? null;
  const filtered = query.vendor !== null || query.min !== null || query.max !== null;
  return (
    <Page
      title={title}
      lead={`Showroom ID ${vsdId}. Prices include your Pro's markup.`}
      className="site-page--wide"
      breadcrumbs={[
        ...showroomCrumbs(vsdId),
        { label: category.name, to: categoryPath(category) },
        { label: 'Products' },
      ]}
    >
      <p>
        <Link to={categoryPath(category)}>Back to {category.name}</Link>
      </p>
      <div className="shop-listing">
        <ListingFilters query={query} filters={products.data?.filters ?? null} onApply={apply} />
        <section aria-labelledby={resultsId} aria-busy={products.status === 'loading'}>
          <h2 id={resultsId} className="bui-sr-only">
            Results
          </h2>
          {products.status === 'error' ? (
            <LoadError message={products.error} onRetry={products.reload} />
          ) : !page ? (
            <ProductSkeleton />
          ) : page.data.length === 0 ? (
            <div className="shop-state" role="status">
              <p>
                {filtered
                  ? 'No products match these filters.'
                  : `No products in ${category.name} yet.`}
              </p>
              {filtered ? (
                <Link to="?" className={buttonVariants({ variant: 'secondary' })}>
                  Clear filters
                </Link>
              ) : null}
            </div>
          ) : (
            <>
              <p role="status" className="site-page__lead">
                {page.from ?? 0}–{page.to ?? 0} of {page.total} products
              </p>
              <ProductGrid products={page.data} vsdId={vsdId} />
              <LazyPagination
                page={page.current_page}
                lastPage={page.last_page}
                pageSize={query.perPage}
                pageSizeOptions={LISTING_PAGE_SIZES}
                onPageSizeChange={(size) =>
                  apply({ ...query, page: 1, perPage: listingPageSize(size) })
                }
                onPageChange={(next) => apply({ ...query, page: next })}
              />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
