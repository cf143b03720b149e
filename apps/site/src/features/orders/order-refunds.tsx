import type { Order } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';

const STATUS_TEXT = {
  pending: 'being refunded',
  refunded: 'refunded',
  failed: 'refund delayed, we are retrying',
} as const;

/**
 * The refunds of an order's returned items, with their date (issue 12): the item total minus
 * the restocking fee, back on the card the order was paid with.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const refunded = order.items.filter((item) => item.refund);
  if (refunded.length === 0) return null;
  return (
    <ul className="site-order__refunds" aria-label={`Refunds of order ${order.number}`}>
      {refunded.map((item) =>
        item.refund ? (
          <li key={item.id}>
            {item.product_name}: {formatUsd(toCents(item.refund.amount))}{' '}
            {STATUS_TEXT[item.refund.status]} on {formatDate(item.refund.date)}
            {item.refund.restocking_fee > 0
              ? ` (restocking fee ${formatUsd(toCents(item.refund.restocking_fee))})`
              : ''}
          </li>
        ) : null,
      )}
    </ul>
  );
}
