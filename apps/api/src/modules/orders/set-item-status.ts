import type { OrderItemStatus } from '@brand/core/contract';
import { ORDER_CANCELLED_ITEM_STATUSES, payoutAvailableAt } from '@brand/core/rules';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notify, orderLink } from '../notifications/notify.ts';
import { attemptRefund, recordRefund } from '../refunds/refunds.ts';
import type { Item, Order } from './order-json.ts';

const cancelled = (status: string) =>
  ORDER_CANCELLED_ITEM_STATUSES.includes(status as OrderItemStatus);

/**
 * Moves an order item to `next` (the caller has checked who may). In one transaction: the
 * item's status; the money it moves (Vendor Approved captures the line from the card's hold,
 * Cancel or Decline releases it, with the processor call inside so that a failure changes
 * nothing); the Pro's profit in the payout ledger (Delivered adds the markup, Returned takes it
 * back; issue 12: Returned records the customer's refund). After the commit, the customer is
 * notified, then the refund goes to the processor (a failure is recorded and retried later).
 */
export async function setItemStatus(
  deps: Deps,
  item: Item,
  order: Order,
  next: OrderItemStatus,
  extra: Partial<Item> = {},
): Promise<Item> {
  const now = deps.now();
  let refundId: number | undefined;
  const updated = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.orderItems)
      .set({
        status: next,
        statusDate: now,
        ...(next === 'Delivered' ? { deliveredAt: now } : {}),
        ...extra,
      })
      .where(eq(t.orderItems.id, item.id))
      .returning();
    const [auth] = await tx
      .select()
      .from(t.paymentAuthorizations)
      .where(eq(t.paymentAuthorizations.orderId, order.id));
    if (auth && next === 'Vendor Approved') {
      await deps.payments.capture(auth.processorRef, item.lineTotalCents);
      await tx
        .update(t.paymentAuthorizations)
        .set({
          capturedCents: sql`${t.paymentAuthorizations.capturedCents} + ${item.lineTotalCents}`,
        })
        .where(eq(t.paymentAuthorizations.id, auth.id));
    }
    if (auth && cancelled(next) && !cancelled(item.status)) {
      await deps.payments.release(auth.processorRef, item.lineTotalCents);
      await tx
        .update(t.paymentAuthorizations)
        .set({
          releasedCents: sql`${t.paymentAuthorizations.releasedCents} + ${item.lineTotalCents}`,
        })
        .where(eq(t.paymentAuthorizations.id, auth.id));
    }
    const markupTotal = item.contractorMarkupAmtCents * item.qty;
    if ((next === 'Delivered' || next === 'Returned') && markupTotal !== 0) {
      const [showroom] = await tx
        .select({ userId: t.showrooms.userId })
        .from(t.showrooms)
        .where(eq(t.showrooms.id, order.showroomId));
      if (showroom) {
        await tx.insert(t.payoutLedger).values(
          next === 'Delivered'
            ? {
                userId: showroom.userId,
                orderItemId: item.id,
                kind: 'profit',
                amountCents: markupTotal,
                availableAt: payoutAvailableAt(now),
              }
            : {
                userId: showroom.userId,
                orderItemId: item.id,
                kind: 'return',
                amountCents: -markupTotal,
                availableAt: now,
              },
        );
      }
    }
    if (next === 'Returned' && item.status !== 'Returned') {
      refundId = (await recordRefund(tx, item, order, now))?.id;
    }
    return row ?? item;
  });
  await notify(deps.database.db, [order.userId], {
    kind: 'order_item_status',
    title: 'Order update',
    body: `${item.productName}: ${next}.`,
    link: orderLink(order.id),
  });
  if (refundId !== undefined) await attemptRefund(deps, refundId);
  return updated;
}
