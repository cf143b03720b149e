import type { AdminPayout, AdminPayoutRun, PayoutRun } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { Button, Checkbox, Pagination, useAction, useToast } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { usd } from '../../lib/usd.ts';
import { useLoad } from '../../lib/use-load.ts';

const PAYOUT_STATUS: Record<AdminPayout['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

const RUN_STATUS: Record<AdminPayoutRun['status'], string> = {
  running: 'Transfers pending',
  done: 'Done',
};

/**
 * The weekly payouts to Pros and vendors (GET /api/admin/payouts, issue 27 item 5): the last
 * runs, each transfer with its payee and the provider's refusal, and "Run now"
 * (POST /api/admin/payouts/run), which is idempotent per payee and week (never paid twice).
 */
export function AdminPayouts() {
  const client = useClient();
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const [failedOnly, setFailedOnly] = useState(false);
  const list = useLoad(
    `admin-payouts:${page}:${failedOnly}`,
    async () =>
      (
        await client.admin.adminPayouts({
          query: { page, ...(failedOnly ? { status: 'failed' } : {}) },
        })
      ).data,
  );
  const [lastRun, setLastRun] = useState<PayoutRun | null>(null);
  const run = useAction({
    perform: () => client.payouts.runPayouts(),
    onSuccess: (answer) => {
      setLastRun(answer.data);
      toast({
        variant: answer.data.failed.length > 0 ? 'error' : 'success',
        message: answer.message,
      });
    },
    // A refusal: the client's toast shows the server's message.
    reload: [list],
  });
  const data = list.data;
  return (
    <section aria-labelledby="admin-payouts" className="site-account__section">
      <h2 id="admin-payouts">Payouts</h2>
      <p>
        Payouts go out every week to each Pro and vendor with an available balance
        {data ? ` (provider: ${data.provider})` : ''}. Running them again pays no one twice.
      </p>
      <p>
        <Button type="button" loading={run.isPending} onClick={() => void run.run(undefined)}>
          Run now
        </Button>
      </p>
      {lastRun ? <RunResult run={lastRun} /> : null}
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !data ? <p role="status">Loading payouts…</p> : null}
      {data ? (
        <>
          <h3 id="admin-payout-runs">Weekly runs</h3>
          {data.runs.length === 0 ? <p>No run yet.</p> : <RunsTable runs={data.runs} />}
          <h3 id="admin-payout-transfers">Transfers</h3>
          <Checkbox
            label="Only failed transfers"
            checked={failedOnly}
            onChange={(event) => {
              setFailedOnly(event.currentTarget.checked);
              setPage(1);
            }}
          />
          {data.payouts.data.length === 0 ? (
            <p>{failedOnly ? 'No failed transfer.' : 'No transfer yet.'}</p>
          ) : (
            <TransfersTable payouts={data.payouts.data} />
          )}
          {data.payouts.last_page > 1 ? (
            <Pagination
              page={data.payouts.current_page}
              lastPage={data.payouts.last_page}
              total={data.payouts.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What the run just made answered: paid, refused (back in the balance), overdue debts. */
function RunResult({ run }: { run: PayoutRun }) {
  return (
    <div role="status" className="site-admin-run" aria-label={`Run of ${run.period}`}>
      <p>
        Week {run.period}: {run.paid_count} paid, {usd(run.paid_total)}
        {run.status === 'busy' ? ' (another run is in progress)' : ''}
        {run.status === 'retry' ? ' (some transfers wait for the next run)' : ''}.
      </p>
      {run.failed.length > 0 ? (
        <ul aria-label="Failed transfers of this run">
          {run.failed.map((f) => (
            <li key={f.user_id}>
              User {f.user_id}: {usd(f.amount)}, {f.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {run.overdue.length > 0 ? (
        <ul aria-label="Negative balances past their due date">
          {run.overdue.map((o) => (
            <li key={o.user_id}>
              User {o.user_id} owes {usd(Math.abs(o.amount))}, due {formatDate(o.due_date)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RunsTable({ runs }: { runs: AdminPayoutRun[] }) {
  return (
    <table className="site-table" aria-labelledby="admin-payout-runs">
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Status</th>
          <th scope="col">Paid</th>
          <th scope="col">Pending</th>
          <th scope="col">Failed</th>
          <th scope="col">Ran</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((r) => (
          <tr key={r.period} data-state={r.failed_count > 0 ? 'failed' : r.status}>
            <td data-label="Week">{r.period}</td>
            <td data-label="Status">{RUN_STATUS[r.status]}</td>
            <td data-label="Paid" className="bui-tabular">
              {r.paid_count} · {usd(r.paid_total)}
            </td>
            <td data-label="Pending" className="bui-tabular">
              {r.pending_count}
            </td>
            <td data-label="Failed" className="bui-tabular">
              {r.failed_count}
            </td>
            <td data-label="Ran">
              {formatDate(r.started_at)}
              {r.finished_at ? ` – ${formatDate(r.finished_at)}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TransfersTable({ payouts }: { payouts: AdminPayout[] }) {
  return (
    <table className="site-table" aria-labelledby="admin-payout-transfers">
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Payee</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Transfer</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.id} data-state={p.status}>
            <td data-label="Week">{p.period}</td>
            <td data-label="Payee">
              {p.name}
              <br />
              <span>{p.email}</span>
            </td>
            <td data-label="Amount" className="bui-tabular">
              {usd(p.amount)}
            </td>
            <td data-label="Status">
              {PAYOUT_STATUS[p.status]}
              {p.paid_at ? ` on ${formatDate(p.paid_at)}` : ''}
              {p.failure ? (
                <>
                  <br />
                  <span>
                    {p.failure} · attempt {p.attempts}
                  </span>
                </>
              ) : null}
            </td>
            <td data-label="Transfer">{p.provider_ref ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
