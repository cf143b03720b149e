/**
 * Recording a refund inside the transition that decides it (one use case): why money goes back
 * (`RefundReason`), how much for a returned item (`returnRefund`), and the pending refund written
 * once per item and event (`recordRefund`); the processor is called after the commit (`attempt-
 * refund.ts`).
 */
import { refundAmount } from '@brand/core/rules';
import * as t from '../../db/schema.ts';
import type { Tx } from '../payments/index.ts';
import type { Item, Order } from './order-rows.ts';

/** Why money goes back to the card (issue 22). */
export type RefundReason = 'return' | 'cancel' | 'decline' | 'price_change';

/**
 * The restocking fee and refund of an item marked Returned (DOMAIN.md): the item's total
 * (price, its fee and tax share: `line_total`) minus the restocking fee, which is the item's
 * share of the initial shipping capped at the return shipping (the same share: the item goes
 * back the way it came), core `refundAmount`.
 */
export function returnRefund(item: Item) {
  return refundAmount({
    paidCents: item.lineTotalCents,
    initialShippingCents: item.shippingCents,
    returnShippingCents: item.shippingCents,
  });
}

/**
 * Records a refund inside the transaction that decides it, as `pending`; the processor is called
 * after the commit (`attemptRefund`). One refund per item and event: the key is unique, so a
 * repeated or concurrent transition records it once.
 */
export async function recordRefund(
  tx: Tx,
  refund: {
    item: Item;
    order: Order;
    amountCents: number;
    restockingFeeCents: number;
    reason: RefundReason;
    idempotencyKey: string;
    now: Date;
  },
) {
  if (refund.amountCents <= 0) return undefined;
  const [row] = await tx
    .insert(t.refunds)
    .values({
      orderItemId: refund.item.id,
      orderId: refund.order.id,
      amountCents: refund.amountCents,
      restockingFeeCents: refund.restockingFeeCents,
      status: 'pending',
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
      createdAt: refund.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
