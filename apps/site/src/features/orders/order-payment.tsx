import type { Order } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';

/**
 * The card side of an order (issue 22, docs/decisions/money.md), for the customer who placed it
 * and for admins: what is still held on the card (not charged), what was charged, what went back
 * and what is on its way back. A line at zero is left out; the API sends `payment` to no one else.
 */
export function OrderPayment({ order }: { order: Order }) {
  const payment = order.payment;
  if (!payment) return null;
  const lines = [
    { label: 'Card hold (not charged)', amount: payment.held },
    { label: 'Charged', amount: payment.captured },
    { label: 'Refunded', amount: payment.refunded },
    { label: 'Refund on its way', amount: payment.refund_pending },
  ].filter((line) => line.amount > 0);
  if (lines.length === 0) return null;
  return (
    <dl className="site-order__payment" aria-label={`Card payments of order ${order.number}`}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd className="bui-tabular">{formatUsd(toCents(line.amount))}</dd>
        </div>
      ))}
    </dl>
  );
}
