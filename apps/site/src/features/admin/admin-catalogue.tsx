import type { AuditEntry } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { useClient } from '../../lib/brand.tsx';
import {
  ProductFilterForm,
  ProductTable,
  RetireButton,
  useProductCatalogue,
} from '../../lib/product-catalogue.tsx';
import { useLoad } from '../../lib/use-load.ts';
import './admin-catalogue.css';

/** The audited calls of this screen (every Admin write is audited by the route layer). */
const RETIRE = 'POST /api/vendor/products/:id/retire';
const RESTORE = 'POST /api/vendor/products/:id/restore';

/**
 * The whole catalogue for an Admin (issue 30 item 5): every vendor's products, found by name or
 * SKU and status, with the brand each sells under; any product retired (off every listing,
 * search and page) or put back on sale; and the latest of those changes from the audit log, who
 * made them and when. The list, filters and retire / restore are the vendor's catalogue's
 * (lib/product-catalogue.tsx).
 */
export function AdminCatalogue() {
  const client = useClient();
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
  const catalogue = useProductCatalogue('admin-catalogue', [changes]);

  return (
    <section
      aria-labelledby="admin-catalogue"
      className="site-account__section site-admin-catalogue"
    >
      <h2 id="admin-catalogue">Catalogue</h2>
      <ProductFilterForm
        label="Find products"
        className="site-admin-catalogue__filters"
        filters={catalogue.filters}
      />
      <ProductTable
        list={catalogue.list}
        query={catalogue.query}
        noun="the catalogue"
        empty="No products here."
        className="site-table"
        before={{ header: 'Brand', cell: (p) => p.brand }}
        actionsHeader="Action"
        actions={(p) => (
          <RetireButton
            product={p}
            pending={catalogue.pendingId === p.id}
            onToggle={catalogue.toggle}
          />
        )}
        onPageChange={catalogue.setPage}
      />
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
