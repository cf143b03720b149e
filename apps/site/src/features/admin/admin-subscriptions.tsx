import type { AdminSubscription } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Checkbox, Pagination } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/** Where a subscription stands, in a sentence (issue 27). */
function stateText(s: AdminSubscription): string {
  const end = formatDate(s.current_period_end);
  if (!s.active) return `Not active (${s.status})${end ? `, ended ${end}` : ''}`;
  if (s.cancel_at_period_end) return `Active until ${end}, cancelled: does not renew`;
  return end ? `Active, renews ${end}` : 'Active';
}

/**
 * The Pros' plans (GET /api/admin/subscriptions, issue 27 item 5): who pays for which plan,
 * whether it unlocks the plan now, when it renews or ends, and the periods paid for.
 */
export function AdminSubscriptions() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const [activeOnly, setActiveOnly] = useState(false);
  const list = useLoad(
    `admin-subscriptions:${page}:${activeOnly}`,
    async () =>
      (
        await client.admin.adminSubscriptions({
          query: { page, ...(activeOnly ? { active: '1' as const } : {}) },
        })
      ).data,
  );
  const rows = list.data;
  return (
    <section aria-labelledby="admin-subscriptions" className="site-account__section">
      <h2 id="admin-subscriptions">Subscriptions</h2>
      <Checkbox
        label="Only subscriptions active now"
        checked={activeOnly}
        onChange={(event) => {
          setActiveOnly(event.currentTarget.checked);
          setPage(1);
        }}
      />
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !rows ? <p role="status">Loading subscriptions…</p> : null}
      {rows && rows.data.length === 0 ? (
        <p>{activeOnly ? 'No active subscription.' : 'No subscription yet.'}</p>
      ) : null}
      {rows && rows.data.length > 0 ? (
        <>
          <table className="site-table">
            <caption className="bui-sr-only">Subscriptions to plans, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Pro</th>
                <th scope="col">Plan</th>
                <th scope="col">State</th>
                <th scope="col">Paid</th>
                <th scope="col">Provider</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((s) => (
                <tr key={s.id} data-state={s.active ? 'active' : 'inactive'}>
                  <td data-label="Pro">
                    {s.name}
                    <br />
                    <span>{s.email}</span>
                  </td>
                  <td data-label="Plan" className="bui-tabular">
                    {s.plan}
                    <br />
                    <span>{formatUsd(toCents(s.paid_amount))} a month</span>
                  </td>
                  <td data-label="State">{stateText(s)}</td>
                  <td data-label="Paid" className="bui-tabular">
                    {s.payments} period{s.payments === 1 ? '' : 's'}
                    {s.last_paid_at ? (
                      <>
                        <br />
                        <span>last {formatDate(s.last_paid_at)}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Provider">
                    {s.provider}
                    {s.provider_ref ? (
                      <>
                        <br />
                        <span>{s.provider_ref}</span>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.last_page > 1 ? (
            <Pagination
              page={rows.current_page}
              lastPage={rows.last_page}
              total={rows.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
