import type { OrderItemStatus } from '@brand/core/contract';
import { ORDER_CANCELLED_ITEM_STATUSES, payoutAvailableAt } from '@brand/core/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notify, orderLink } from '../notifications/notify.ts';
import { attemptRefund, recordRefund } from '../refunds/refunds.ts';
import type { Item, Order } from './order-json.ts';

const cancelled = (status: string) =>
  ORDER_CANCELLED_ITEM_STATUSES.includes(status as OrderItemStatus);

/** Ledger kinds of a vendor's share of an item (issue 12). */
export const VENDOR_SALE = 'sale';
export const VENDOR_SALE_REVERSAL = 'sale_reversal';

/**
 * The vendor's share of an item in the payout ledger (issue 12, DOMAIN.md "vendor earnings"):
 * on capture (Vendor Approved) final_price x qty is recorded as pending with no date; on
 * Delivered it becomes available 46 business days later (payoutAvailableAt, like a Pro's
 * profit); a cancel, decline or return after capture takes the recorded share back. At most
 * one share is open per item (an item approved twice records it once).
 */
async function recordVendorShare(tx: Db, item: Item, next: OrderItemStatus, now: Date) {
  const rows = await tx
    .select()
    .from(t.payoutLedger)
    .where(
      and(
        eq(t.payoutLedger.orderItemId, item.id),
        eq(t.payoutLedger.userId, item.vendorId),
        inArray(t.payoutLedger.kind, [VENDOR_SALE, VENDOR_SALE_REVERSAL]),
      ),
    );
  const open = rows.reduce((sum, r) => sum + r.amountCents, 0);
  const share = item.finalPriceCents * item.qty;
  if (next === 'Vendor Approved' && open === 0 && share > 0) {
    await tx.insert(t.payoutLedger).values({
      userId: item.vendorId,
      orderItemId: item.id,
      kind: VENDOR_SALE,
      amountCents: share,
      availableAt: null,
    });
  } else if (next === 'Delivered' && open > 0) {
    await tx
      .update(t.payoutLedger)
      .set({ availableAt: payoutAvailableAt(now) })
      .where(
        and(
          eq(t.payoutLedger.orderItemId, item.id),
          eq(t.payoutLedger.userId, item.vendorId),
          eq(t.payoutLedger.kind, VENDOR_SALE),
          isNull(t.payoutLedger.availableAt),
        ),
      );
  } else if ((next === 'Returned' || cancelled(next)) && open > 0) {
    // The share not yet available settles now with its reversal (nets to zero rather than
    // showing as pending and negative at once); a share already available is owed back.
    await tx
      .update(t.payoutLedger)
      .set({ availableAt: now })
      .where(
        and(
          eq(t.payoutLedger.orderItemId, item.id),
          eq(t.payoutLedger.userId, item.vendorId),
          eq(t.payoutLedger.kind, VENDOR_SALE),
          sql`(${t.payoutLedger.availableAt} IS NULL OR ${t.payoutLedger.availableAt} > ${now})`,
        ),
      );
    await tx.insert(t.payoutLedger).values({
      userId: item.vendorId,
      orderItemId: item.id,
      kind: VENDOR_SALE_REVERSAL,
      amountCents: -open,
      availableAt: now,
    });
  }
}

/**
 * Moves an order item to `next` (the caller has checked who may). In one transaction: the
 * item's status; the money it moves (Vendor Approved captures the line from the card's hold,
 * Cancel or Decline releases it, with the processor call inside so that a failure changes
 * nothing); the vendor's share in the payout ledger (recordVendorShare); the Pro's profit
 * (Delivered adds the markup, Returned takes it back; issue 12: Returned records the customer's
 * refund). After the commit, the customer is notified, then the refund goes to the processor
 * (a failure is recorded and retried later).
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
    await recordVendorShare(tx, item, next, now);
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
