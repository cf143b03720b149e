/** Refund rows -> the contract's JSON (on an order item, and in the admin console). */
import type { AdminRefund, ItemRefund, RefundReason, RefundStatus } from '@brand/core/contract';
import { vendorRefundDueAt } from '@brand/core/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars, iso } from '../shared/index.ts';

export type RefundRow = typeof t.refunds.$inferSelect;

/**
 * When a refund is due (issue 30, spec 2 §9 "vendors refund within 30 days after a return"):
 * a return's, 30 days after it was recorded; other refunds are made at once (null).
 */
export function refundDueAt(r: RefundRow) {
  return r.reason === 'return' ? vendorRefundDueAt(r.createdAt) : null;
}

/** What the customer sees on the item: amount, restocking fee, status, its date, when due. */
export function itemRefundJson(r: RefundRow): ItemRefund {
  const due = refundDueAt(r);
  return {
    amount: dollars(r.amountCents),
    restocking_fee: dollars(r.restockingFeeCents),
    status: r.status as RefundStatus,
    date: iso(r.refundedAt ?? r.createdAt),
    due_at: due ? iso(due) : null,
  };
}

/**
 * The latest refund of each of these items, by item id (an item may have several since issue
 * 22: a lower price, then a return; the order's payment figures add them all up).
 */
export async function refundsByItem(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, RefundRow>();
  const rows = await db
    .select()
    .from(t.refunds)
    .where(inArray(t.refunds.orderItemId, itemIds))
    .orderBy(asc(t.refunds.id));
  return new Map(rows.map((r) => [r.orderItemId, r]));
}

export function adminRefundJson(
  r: RefundRow,
  extra: { orderNumber: string; productName: string; customerEmail: string },
  now = new Date(),
): AdminRefund {
  const due = refundDueAt(r);
  return {
    id: r.id,
    order_id: r.orderId,
    order_number: extra.orderNumber,
    order_item_id: r.orderItemId,
    product_name: extra.productName,
    customer_email: extra.customerEmail,
    amount: dollars(r.amountCents),
    restocking_fee: dollars(r.restockingFeeCents),
    status: r.status as RefundStatus,
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.nextAttemptAt ? iso(r.nextAttemptAt) : null,
    created_at: iso(r.createdAt),
    refunded_at: r.refundedAt ? iso(r.refundedAt) : null,
    reason: r.reason as RefundReason,
    due_at: due ? iso(due) : null,
    overdue: due !== null && r.status !== 'refunded' && now > due,
  };
}
