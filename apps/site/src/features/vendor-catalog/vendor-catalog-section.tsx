import type { VendorProduct } from '@brand/core/contract';
import { Button } from '@brand/ui';
import { useState } from 'react';
import {
  ProductFilterForm,
  ProductTable,
  RetireButton,
  useProductCatalogue,
} from '../../lib/product-catalogue.tsx';
import { type CategoryChoice, VendorProductForm } from './vendor-catalog-form.tsx';
import { VendorCatalogImport } from './vendor-catalog-import.tsx';
import './vendor-catalog.css';

/**
 * A vendor's catalogue on /account (issue 12): their products (search by name or SKU, status,
 * 20 a page), a form to list or edit one (with its image), retire and restore, and the CSV
 * import with its progress bar and report. The list, filters and retire / restore are the
 * Admin catalogue's too (lib/product-catalogue.tsx).
 */
export function VendorCatalogSection() {
  const catalogue = useProductCatalogue('vendor-products');
  const { list } = catalogue;
  const [editing, setEditing] = useState<VendorProduct | 'new' | null>(null);
  const categories: CategoryChoice[] = list.data?.categories ?? [];

  return (
    <section aria-labelledby="vendor-catalog" className="site-account__section">
      <h2 id="vendor-catalog">My catalogue</h2>
      <ProductFilterForm
        label="Search my products"
        className="site-vendor-filters"
        filters={catalogue.filters}
      >
        <Button type="button" onClick={() => setEditing('new')} disabled={!categories.length}>
          New product
        </Button>
      </ProductFilterForm>
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
      <ProductTable
        list={list}
        query={catalogue.query}
        noun="your products"
        empty="No products here yet: list one or import a CSV file."
        className="site-vendor-table"
        showImage
        after={{ header: 'Category', cell: (p) => p.category_name ?? p.category_id }}
        actionsHeader="Actions"
        actions={(p) => (
          <>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setEditing(p)}
              aria-label={`Edit ${p.name}`}
            >
              Edit
            </Button>{' '}
            <RetireButton
              product={p}
              pending={catalogue.pendingId === p.id}
              onToggle={catalogue.toggle}
            />
          </>
        )}
        onPageChange={catalogue.setPage}
      />
      <VendorCatalogImport onImported={list.reload} />
    </section>
  );
}
