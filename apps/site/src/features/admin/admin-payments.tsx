import type { AdminOrderMoney } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { Checkbox, Pagination } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { usd } from '../../lib/usd.ts';
import { useLoad } from '../../lib/use-load.ts';

/**
 * Every order's card figures (GET /api/admin/payments, issue 22): authorised, held, charged,
 * refunded and owed, the card operations still to make, and the invariants an order breaks
 * (docs/decisions/money.md, the same check as `pnpm --filter @brand/api money:check`).
 * "Only orders that do not add up" asks the server for those alone.
 */
export function AdminPayments() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const [unbalanced, setUnbalanced] = useState(false);
  const list = useLoad(
    `admin-payments:${page}:${unbalanced}`,
    async () => (await client.admin.adminPayments({ query: { page, unbalanced } })).data,
  );
  const rows = list.status === 'error' ? null : list.data;
  return (
    <section aria-labelledby="admin-payments" className="site-account__section">
      <h2 id="admin-payments">Payments</h2>
      <Checkbox
        label="Only orders that do not add up"
        checked={unbalanced}
        onChange={(event) => {
          setUnbalanced(event.currentTarget.checked);
          setPage(1);
        }}
      />
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading payments…</p> : null}
      {rows && rows.data.length === 0 ? (
        <p>{unbalanced ? 'Every order adds up.' : 'No order yet.'}</p>
      ) : null}
      {rows && rows.data.length > 0 ? (
        <>
          <table className="site-table">
            <caption className="bui-sr-only">Card payments by order, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Total</th>
                <th scope="col">Held</th>
                <th scope="col">Charged</th>
                <th scope="col">Refunded</th>
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((row) => (
                <PaymentRow key={row.order_id} row={row} />
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

function PaymentRow({ row }: { row: AdminOrderMoney }) {
  const p = row.payment;
  return (
    <tr data-state={row.problems.length > 0 ? 'failed' : undefined}>
      <td data-label="Order">
        {row.order_number}
        <br />
        <span>
          {formatDate(row.created_at)} · {row.status} · {row.customer_email}
        </span>
      </td>
      <td data-label="Total" className="bui-tabular">
        {usd(row.total)}
      </td>
      <td data-label="Held" className="bui-tabular">
        {usd(p.held)}
        <br />
        <span>of {usd(p.authorized)} authorised</span>
      </td>
      <td data-label="Charged" className="bui-tabular">
        {usd(p.captured)}
      </td>
      <td data-label="Refunded" className="bui-tabular">
        {usd(p.refunded)}
        {p.refund_pending > 0 ? (
          <>
            <br />
            <span>{usd(p.refund_pending)} on its way</span>
          </>
        ) : null}
      </td>
      <td data-label="Check">
        {row.problems.length === 0 ? 'Adds up' : null}
        {row.problems.length > 0 ? (
          <ul aria-label={`What does not add up in ${row.order_number}`}>
            {row.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {row.operations_pending > 0 ? (
          <>
            <br />
            <span>
              {row.operations_pending} card operation{row.operations_pending === 1 ? '' : 's'}{' '}
              waiting
            </span>
          </>
        ) : null}
      </td>
    </tr>
  );
}
