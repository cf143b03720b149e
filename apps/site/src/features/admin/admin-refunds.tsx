import type { AdminRefund } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Button, useAction, useToast } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

const STATUS_TEXT: Record<AdminRefund['status'], string> = {
  pending: 'Pending',
  refunded: 'Refunded',
  failed: 'Failed',
};

/**
 * Refunds of returned items (GET /api/admin/refunds): failed ones first with their error and
 * next automatic retry; "Retry now" runs one at once (the same idempotency key: never twice).
 */
export function AdminRefunds() {
  const client = useClient();
  const { toast } = useToast();
  const list = useLoad('admin-refunds', async () => (await client.admin.adminRefunds()).data);
  const retry = useAction({
    perform: (refund: AdminRefund) => client.admin.retryRefund({ params: { id: refund.id } }),
    onSuccess: (answer) => {
      toast({
        variant: answer.data.status === 'refunded' ? 'success' : 'error',
        message: answer.message ?? STATUS_TEXT[answer.data.status],
      });
    },
    // A refusal: the client's toast shows the server's message.
    reload: [list],
  });
  return (
    <section aria-labelledby="admin-refunds" className="site-account__section">
      <h2 id="admin-refunds">Refunds</h2>
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading refunds…</p> : null}
      {list.data && list.data.length === 0 ? <p>No refund yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="site-table">
          <caption className="bui-sr-only">Refunds, not refunded yet first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Item</th>
              <th scope="col">Customer</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((r) => (
              <tr key={r.id} data-state={r.status}>
                <td data-label="Order">{r.order_number}</td>
                <td data-label="Item">{r.product_name}</td>
                <td data-label="Customer">{r.customer_email}</td>
                <td data-label="Amount" className="bui-tabular">
                  {formatUsd(toCents(r.amount))}
                  <br />
                  <span>restocking fee {formatUsd(toCents(r.restocking_fee))}</span>
                </td>
                <td data-label="Status">
                  {STATUS_TEXT[r.status]}
                  {r.refunded_at ? ` on ${formatDate(r.refunded_at)}` : ''}
                  {r.status === 'failed' ? (
                    <>
                      <br />
                      <span>
                        {r.last_error} · attempt {r.attempts}
                        {r.next_attempt_at ? ` · next try ${formatDate(r.next_attempt_at)}` : ''}
                      </span>
                    </>
                  ) : null}
                </td>
                <td data-label="Action">
                  {r.status === 'refunded' ? null : (
                    <Button
                      type="button"
                      size="sm"
                      disabled={retry.status === 'pending' && retry.variables.id === r.id}
                      aria-label={`Retry the refund of ${r.product_name} (${r.order_number})`}
                      onClick={() => void retry.run(r)}
                    >
                      Retry now
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
