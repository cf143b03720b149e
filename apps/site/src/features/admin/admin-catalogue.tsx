import type { AuditEntry, VendorProduct } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Button, Pagination, SelectField, TextField, useAction, useToast } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import './admin-catalogue.css';

type Status = 'active' | 'retired' | 'all';
const PER_PAGE = 20;
/** The audited calls of this screen (every Admin write is audited by the route layer). */
const RETIRE = 'POST /api/vendor/products/:id/retire';
const RESTORE = 'POST /api/vendor/products/:id/restore';

/**
 * The whole catalogue for an Admin (issue 30 item 5): every vendor's products, found by name or
 * SKU and status, with the brand each sells under; any product retired (off every listing,
 * search and page) or put back on sale; and the latest of those changes from the audit log, who
 * made them and when.
 */
export function AdminCatalogue() {
  const client = useClient();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState(1);
  const list = useLoad(
    `admin-catalogue:${query}:${status}:${page}`,
    async () =>
      (
        await client.vendorCatalog.vendorProducts({
          query: { page, per_page: PER_PAGE, status, ...(query ? { search: query } : {}) },
        })
      ).data,
  );
  const changes = useLoad('admin-catalogue-audit', async () => {
    const [retired, restored] = await Promise.all(
      [RETIRE, RESTORE].map(
        async (action) =>
          (await client.admin.adminAuditLog({ query: { action, per_page: 10 } })).data.data,
      ),
    );
    return [...(retired ?? []), ...(restored ?? [])]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 10);
  });
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
    // A refusal: the client's toast shows the server's message.
    reload: [list, changes],
  });

  return (
    <section
      aria-labelledby="admin-catalogue"
      className="site-account__section site-admin-catalogue"
    >
      <h2 id="admin-catalogue">Catalogue</h2>
      <form
        className="site-admin-catalogue__filters"
        aria-label="Find products"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQuery(search.trim());
        }}
      >
        <TextField
          label="Search name or SKU"
          name="search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value as Status);
          }}
        >
          <option value="active">On sale</option>
          <option value="retired">Retired</option>
          <option value="all">All</option>
        </SelectField>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {list.error ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading the catalogue…</p> : null}
      {list.data && list.data.data.length === 0 ? (
        <p>{query ? `No products match “${query}”.` : 'No products here.'}</p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <>
          <table className="site-table">
            <caption>
              {list.data.total} product{list.data.total === 1 ? '' : 's'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Brand</th>
                <th scope="col">SKU</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((p) => (
                <tr key={p.id}>
                  <td data-label="Product">{p.name}</td>
                  <td data-label="Brand">{p.brand}</td>
                  <td data-label="SKU">{p.sku ?? '—'}</td>
                  <td data-label="Price" className="bui-tabular">
                    {formatUsd(toCents(p.price))} / {p.unit}
                  </td>
                  <td data-label="Status">{p.status === 'active' ? 'On sale' : 'Retired'}</td>
                  <td data-label="Action">
                    <Button
                      type="button"
                      size="sm"
                      variant={p.status === 'active' ? 'danger' : 'primary'}
                      loading={change.isPending && change.variables?.product.id === p.id}
                      onClick={() => void change.run({ product: p, retire: p.status === 'active' })}
                      aria-label={`${p.status === 'active' ? 'Retire' : 'Restore'} ${p.name}`}
                    >
                      {p.status === 'active' ? 'Retire' : 'Restore'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onPageChange={setPage}
          />
        </>
      ) : null}
      <CatalogueChanges entries={changes.data} error={changes.error} />
    </section>
  );
}

/** The latest retirements and restorations, from the audit log. */
function CatalogueChanges({
  entries,
  error,
}: {
  entries: AuditEntry[] | null;
  error: string | null;
}) {
  return (
    <section aria-labelledby="admin-catalogue-changes">
      <h3 id="admin-catalogue-changes">Latest changes (audit log)</h3>
      {error ? <p role="alert">{error}</p> : null}
      {entries && entries.length === 0 ? <p>No product retired or restored yet.</p> : null}
      {entries && entries.length > 0 ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {formatDate(entry.created_at)}: {entry.actor_email}{' '}
              {entry.action === RETIRE ? 'retired' : 'put back on sale'} product #
              {String((entry.details.params as { id?: unknown } | undefined)?.id ?? entry.target)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
