import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/**
 * The policies' clocks (spec 2 §9, issue 30; GET /api/admin/attention): items still waiting for
 * their vendor 48 hours after the order, refunds not made 30 days after a return, and the
 * problems customers reported with a delivered order. Oldest first.
 */
export function AdminAttention() {
  const client = useClient();
  const list = useLoad('admin-attention', async () => (await client.admin.adminAttention()).data);
  const data = list.status === 'error' ? null : list.data;
  return (
    <section aria-labelledby="admin-attention" className="site-account__section">
      <h2 id="admin-attention">Needs attention</h2>
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !list.data ? <p role="status">Loading…</p> : null}
      {data ? (
        <>
          <h3>Items not processed within 48 hours</h3>
          {data.late_items.length === 0 ? (
            <p>Every item was processed in time.</p>
          ) : (
            <ul aria-label="Items not processed within 48 hours">
              {data.late_items.map((item) => (
                <li key={item.order_item_id}>
                  {item.order_number}: {item.product_name} ({item.vendor_email}), waiting{' '}
                  {item.hours_waiting} hours since {formatDate(item.ordered_at)}
                </li>
              ))}
            </ul>
          )}
          <h3>Refunds past their 30 days</h3>
          {data.overdue_refunds.length === 0 ? (
            <p>No refund is overdue.</p>
          ) : (
            <ul aria-label="Refunds past their 30 days">
              {data.overdue_refunds.map((refund) => (
                <li key={refund.id}>
                  {refund.order_number}: {refund.product_name}, {formatUsd(toCents(refund.amount))}{' '}
                  to {refund.customer_email}, due{' '}
                  {refund.due_at ? formatDate(refund.due_at) : 'now'} ({refund.status})
                </li>
              ))}
            </ul>
          )}
          <h3>Problems customers reported</h3>
          {data.problems.length === 0 ? (
            <p>No problem reported.</p>
          ) : (
            <ul aria-label="Problems customers reported">
              {data.problems.map((problem) => (
                <li key={problem.id}>
                  {problem.order_number} ({problem.customer_email}, {formatDate(problem.created_at)}
                  ): {problem.product_name ?? 'the whole order'}: {problem.description}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
