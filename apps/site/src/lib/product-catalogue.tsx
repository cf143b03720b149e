import type { VendorProduct } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, Pagination, SelectField, TextField, useAction, useToast } from '@brand/ui';
import { type ReactNode, useState } from 'react';
import { useClient } from './brand.tsx';
import { type Load, useLoad } from './use-load.ts';

export type CatalogueStatus = 'active' | 'retired' | 'all';
const PER_PAGE = 20;

type Reloadable = { reload(): unknown } | null | undefined;
/** One page of `GET /api/vendor/products`. */
type ProductPage = Awaited<
  ReturnType<ReturnType<typeof useClient>['vendorCatalog']['vendorProducts']>
>['data'];

/**
 * A list of vendor products as the vendor's own catalogue and the Admin's catalogue show it
 * (issue 12, issue 30 item 5): the search by name or SKU and the status filter (20 a page; the
 * API scopes a vendor to their own products), and retire / restore through ui's action engine
 * (a success toast, then the list and `alsoReload` reload; a refusal's toast is the client's).
 */
export function useProductCatalogue(key: string, alsoReload: Reloadable[] = []) {
  const client = useClient();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<CatalogueStatus>('active');
  const [page, setPage] = useState(1);
  const list = useLoad(
    `${key}:${query}:${status}:${page}`,
    async () =>
      (
        await client.vendorCatalog.vendorProducts({
          query: { page, per_page: PER_PAGE, status, ...(query ? { search: query } : {}) },
        })
      ).data,
  );
  const change = useAction({
    perform: ({ product, retire }: { product: VendorProduct; retire: boolean }) =>
      (retire
        ? client.vendorCatalog.retireVendorProduct
        : client.vendorCatalog.restoreVendorProduct)({ params: { id: product.id } }),
    onSuccess: (_answer, { product, retire }) =>
      toast({
        variant: 'success',
        message: retire ? `${product.name} retired.` : `${product.name} is on sale again.`,
      }),
    reload: [list, ...alsoReload],
  });
  return {
    list,
    query,
    filters: {
      search,
      status,
      onSearchChange: setSearch,
      onStatusChange: (next: CatalogueStatus) => {
        setPage(1);
        setStatus(next);
      },
      onSubmit: () => {
        setPage(1);
        setQuery(search.trim());
      },
    },
    setPage,
    /** Retires an active product, restores a retired one. */
    toggle: (product: VendorProduct) =>
      void change.run({ product, retire: product.status === 'active' }),
    /** The product whose retire or restore is under way. */
    pendingId: change.isPending ? (change.variables?.product.id ?? null) : null,
  };
}

export type ProductFilters = ReturnType<typeof useProductCatalogue>['filters'];

/** The search-and-status form; `children` are further buttons (the vendor's "New product"). */
export function ProductFilterForm({
  label,
  className,
  filters,
  children,
}: {
  label: string;
  className: string;
  filters: ProductFilters;
  children?: ReactNode;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        filters.onSubmit();
      }}
    >
      <TextField
        label="Search name or SKU"
        name="search"
        type="search"
        value={filters.search}
        onChange={(e) => filters.onSearchChange(e.target.value)}
      />
      <SelectField
        label="Status"
        name="status"
        value={filters.status}
        onChange={(e) => filters.onStatusChange(e.target.value as CatalogueStatus)}
      >
        <option value="active">On sale</option>
        <option value="retired">Retired</option>
        <option value="all">All</option>
      </SelectField>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {children}
    </form>
  );
}

/** One column between Product and SKU, or between SKU and Price. */
export interface ProductColumn {
  header: string;
  cell: (product: VendorProduct) => ReactNode;
}

/**
 * The products' table with its states (loading, error, none, the page and the pager): Product,
 * the `before` column, SKU, the `after` column, Price, Status and the row's actions.
 */
export function ProductTable({
  list,
  query,
  noun,
  empty,
  className,
  before,
  after,
  showImage = false,
  actionsHeader,
  actions,
  onPageChange,
}: {
  list: Load<ProductPage>;
  query: string;
  /** "the catalogue", "your products": what is loading. */
  noun: string;
  /** Shown when there are none and no search. */
  empty: string;
  className: string;
  before?: ProductColumn;
  after?: ProductColumn;
  showImage?: boolean;
  actionsHeader: string;
  actions: (product: VendorProduct) => ReactNode;
  onPageChange: (page: number) => void;
}) {
  const page = list.data;
  return (
    <>
      {list.error ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !page ? <p role="status">Loading {noun}…</p> : null}
      {page && page.data.length === 0 ? (
        <p>{query ? `No products match “${query}”.` : empty}</p>
      ) : null}
      {page && page.data.length > 0 ? (
        <>
          <table className={className}>
            <caption>
              {page.total} product{page.total === 1 ? '' : 's'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                {before ? <th scope="col">{before.header}</th> : null}
                <th scope="col">SKU</th>
                {after ? <th scope="col">{after.header}</th> : null}
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">{actionsHeader}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((p) => (
                <tr key={p.id}>
                  <td data-label="Product">
                    {showImage && p.image ? (
                      <img src={p.image} alt="" width={40} height={40} />
                    ) : null}
                    {showImage ? ' ' : null}
                    {p.name}
                  </td>
                  {before ? <td data-label={before.header}>{before.cell(p)}</td> : null}
                  <td data-label="SKU">{p.sku ?? '—'}</td>
                  {after ? <td data-label={after.header}>{after.cell(p)}</td> : null}
                  <td data-label="Price" className="bui-tabular">
                    {formatUsd(toCents(p.price))} / {p.unit}
                  </td>
                  <td data-label="Status">{p.status === 'active' ? 'On sale' : 'Retired'}</td>
                  <td data-label={actionsHeader}>{actions(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page.current_page}
            lastPage={page.last_page}
            onPageChange={onPageChange}
          />
        </>
      ) : null}
    </>
  );
}

/** Retire (an active product) or Restore (a retired one), named for the product. */
export function RetireButton({
  product,
  pending,
  onToggle,
}: {
  product: VendorProduct;
  pending: boolean;
  onToggle: (product: VendorProduct) => void;
}) {
  const active = product.status === 'active';
  return (
    <Button
      type="button"
      size="sm"
      variant={active ? 'danger' : 'primary'}
      loading={pending}
      onClick={() => onToggle(product)}
      aria-label={`${active ? 'Retire' : 'Restore'} ${product.name}`}
    >
      {active ? 'Retire' : 'Restore'}
    </Button>
  );
}
