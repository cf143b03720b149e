import type { PayoutBalance } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { PayoutHistorySection } from './payout-history.tsx';

/** A Pro's or vendor's balance with their weekly payouts below it: one dashboard section. */
export function BalanceAndPayouts() {
  return (
    <>
      <BalanceSection />
      <PayoutHistorySection />
    </>
  );
}

/** The payee's balance (GET /api/payout/balance) and the way to /payout_setup. */
export function BalanceSection() {
  const client = useClient();
  const [balance, setBalance] = useState<PayoutBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.payouts
      .payoutBalance()
      .then((answer) => setBalance(answer.data))
      .catch((caught: unknown) => setError((caught as Error).message));
  }, [client]);
  return (
    <section aria-labelledby="balance" className="site-account__section">
      <h2 id="balance">Balance</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!error && !balance ? <p role="status">Loading balance…</p> : null}
      {balance ? (
        <dl className="site-balance">
          <dt>Available</dt>
          <dd className="bui-tabular">{formatUsd(toCents(balance.available))}</dd>
          <dt>Pending</dt>
          <dd className="bui-tabular">
            {formatUsd(toCents(balance.pending))}
            {balance.next_available_date
              ? ` (next available ${formatDate(balance.next_available_date)})`
              : ''}
          </dd>
          <dt>Paid</dt>
          <dd className="bui-tabular">{formatUsd(toCents(balance.paid))}</dd>
          {balance.negative < 0 ? (
            <>
              <dt>Owed</dt>
              <dd className="bui-tabular">
                {formatUsd(toCents(balance.negative))}
                {balance.negative_due_date ? ` due ${formatDate(balance.negative_due_date)}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        <Link to="/payout_setup">Payout setup</Link>
      </p>
    </section>
  );
}
