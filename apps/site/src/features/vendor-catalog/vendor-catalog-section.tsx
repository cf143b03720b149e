import type { VendorProduct } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, Pagination, SelectField, TextField, useToast } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import { type CategoryChoice, VendorProductForm } from './vendor-catalog-form.tsx';
import { VendorCatalogImport } from './vendor-catalog-import.tsx';
import './vendor-catalog.css';

type Status = 'active' | 'retired' | 'all';
const PER_PAGE = 20;

/**
 * A vendor's catalogue on /account (issue 12): their products (search by name or SKU, status,
 * 20 a page), a form to list or edit one (with its image), retire and restore, and the CSV
 * import with its progress bar and report.
 */
export function VendorCatalogSection() {
  const client = useClient();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<VendorProduct | 'new' | null>(null);
  const list = useLoad(
    `vendor-products:${query}:${status}:${page}`,
    async () =>
      (
        await client.vendorCatalog.vendorProducts({
          query: { page, per_page: PER_PAGE, status, ...(query ? { search: query } : {}) },
        })
      ).data,
  );
  const categories: CategoryChoice[] = list.data?.categories ?? [];

  const retire = async (product: VendorProduct, retired: boolean) => {
    try {
      const call = retired
        ? client.vendorCatalog.retireVendorProduct
        : client.vendorCatalog.restoreVendorProduct;
      await call({ params: { id: product.id } });
      toast({
        variant: 'success',
        message: retired ? `${product.name} retired.` : `${product.name} is on sale again.`,
      });
      list.reload();
    } catch (caught) {
      toast({ message: errorMessage(caught) });
    }
  };

  return (
    <section aria-labelledby="vendor-catalog" className="site-account__section">
      <h2 id="vendor-catalog">My catalogue</h2>
      <form
        className="site-vendor-filters"
        aria-label="Search my products"
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
        <Button type="button" onClick={() => setEditing('new')} disabled={!categories.length}>
          New product
        </Button>
      </form>
      {editing ? (
        <VendorProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          categories={categories}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
      {list.error ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading your products…</p> : null}
      {list.data && list.data.data.length === 0 ? (
        <p>
          {query
            ? `No products match “${query}”.`
            : 'No products here yet: list one or import a CSV file.'}
        </p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <>
          <table className="site-vendor-table">
            <caption>
              {list.data.total} product{list.data.total === 1 ? '' : 's'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((p) => (
                <tr key={p.id}>
                  <td data-label="Product">
                    {p.image ? <img src={p.image} alt="" width={40} height={40} /> : null} {p.name}
                  </td>
                  <td data-label="SKU">{p.sku ?? '—'}</td>
                  <td data-label="Category">{p.category_name ?? p.category_id}</td>
                  <td data-label="Price" className="bui-tabular">
                    {formatUsd(toCents(p.price))} / {p.unit}
                  </td>
                  <td data-label="Status">{p.status === 'active' ? 'On sale' : 'Retired'}</td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(p)}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>{' '}
                    {p.status === 'active' ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="danger"
                        onClick={() => retire(p, true)}
                        aria-label={`Retire ${p.name}`}
                      >
                        Retire
                      </Button>
                    ) : (
                      <Button
                        type="button"
                        size="sm"
                        onClick={() => retire(p, false)}
                        aria-label={`Restore ${p.name}`}
                      >
                        Restore
                      </Button>
                    )}
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
      <VendorCatalogImport onImported={list.reload} />
    </section>
  );
}
