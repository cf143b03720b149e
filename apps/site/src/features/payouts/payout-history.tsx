import type { PayoutHistoryItem } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Pagination } from '@brand/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

const STATUS: Record<PayoutHistoryItem['status'], string> = {
  pending: 'Sending',
  paid: 'Paid',
  failed: 'Failed: back in your balance',
};

/**
 * A Pro's or vendor's payouts (issue 12 item 5): one per week paid, newest first, with its
 * amount, status and the day it was paid. The weekly run pays what is available at the start of
 * the week to the account set on /payout_setup.
 */
export function PayoutHistorySection() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const history = useLoad(
    `payouts:${page}`,
    async () => (await client.payouts.payoutHistory({ query: { page } })).data,
  );
  const rows = history.data?.data ?? [];
  return (
    <section aria-labelledby="payouts" className="site-account__section">
      <h2 id="payouts">Payouts</h2>
      {history.status === 'error' ? <p role="alert">{history.error}</p> : null}
      {history.status === 'loading' && !history.data ? <p role="status">Loading payouts…</p> : null}
      {history.data && rows.length === 0 ? (
        <p>
          No payouts yet. Every Monday the available balance is paid to your payout account:{' '}
          <Link to="/payout_setup">set it up</Link> if you have not.
        </p>
      ) : null}
      {rows.length > 0 ? (
        <table className="site-table">
          <caption className="bui-sr-only">Payouts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Paid on</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td data-label="Week">{row.period}</td>
                <td data-label="Amount" className="bui-tabular">
                  {formatUsd(toCents(row.amount))}
                </td>
                <td data-label="Status">{STATUS[row.status]}</td>
                <td data-label="Paid on">{row.paid_at ? formatDate(row.paid_at) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {history.data && history.data.last_page > 1 ? (
        <Pagination page={page} lastPage={history.data.last_page} onPageChange={setPage} />
      ) : null}
    </section>
  );
}
