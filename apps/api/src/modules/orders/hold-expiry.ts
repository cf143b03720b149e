/**
 * When the card hold lapses (issue 27, docs/decisions/money.md "Stripe: the hold lapses after
 * 7 days"). Stripe cancels an uncaptured PaymentIntent 7 days after it was made; an item a
 * vendor approves after that could not be charged. Our decision: one day before the hold
 * lapses, every item of the order still waiting for approval is cancelled with a notice to the
 * customer and its vendor (nothing was charged for it; the customer orders it again if they
 * still want it). Items approved before are charged as they were approved. The same runs at
 * once for an order whose hold Stripe cancelled earlier (`payment_intent.canceled`).
 *
 * Why not re-authorise: a new hold without the customer at checkout needs a saved card used
 * off-session, which a 3-D Secure bank may refuse, and charges a card the customer did not
 * confirm for this amount. Why not capture early: that charges for items a vendor may still
 * decline. Checkout promises approval within 48 hours (spec 2 §9), so a week is ample.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { orderNumber } from './order-json.ts';
import { transitionItem } from './set-item-status.ts';

const DAY_MS = 24 * 3_600_000;

export const holdLapsedNotice = (product: string, order: number) =>
  `${product} (order ${orderNumber(order)}) was cancelled: the vendor did not approve it before your card hold expired. Nothing was charged for it; you may order it again.`;

/**
 * Cancels the items still waiting for approval on orders whose hold lapses within a day (or on
 * `orderIds`, whatever their age: their hold is gone already). Returns the items cancelled.
 */
export async function expireHolds(deps: Deps, options: { orderIds?: number[] } = {}) {
  const { db } = deps.database;
  const holdDays = deps.payments.holdDays;
  let orderIds = options.orderIds;
  if (!orderIds) {
    if (!holdDays) return { cancelled: 0 };
    const cutoff = new Date(deps.now().getTime() - (holdDays - 1) * DAY_MS);
    const held = await db
      .selectDistinct({ orderId: t.paymentOperations.orderId })
      .from(t.paymentOperations)
      .innerJoin(t.orderItems, eq(t.orderItems.orderId, t.paymentOperations.orderId))
      .where(
        and(
          eq(t.paymentOperations.kind, 'authorize'),
          eq(t.paymentOperations.status, 'done'),
          lte(t.paymentOperations.doneAt, cutoff),
          eq(t.orderItems.status, 'Waiting for approval'),
        ),
      );
    orderIds = held.map((h) => h.orderId);
  }
  if (orderIds.length === 0) return { cancelled: 0 };
  const waiting = await db
    .select({ item: t.orderItems, order: t.orders })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(
      and(inArray(t.orderItems.orderId, orderIds), eq(t.orderItems.status, 'Waiting for approval')),
    );
  let cancelled = 0;
  for (const { item, order } of waiting) {
    try {
      const done = await transitionItem(deps, { item, order }, 'Cancle', {
        notice: holdLapsedNotice(item.productName, order.id),
      });
      if (done.replayed) continue;
      cancelled++;
      await notify(db, [item.vendorId], {
        kind: 'order_item_status',
        title: 'Order item cancelled',
        body: `${item.productName} (order ${orderNumber(order.id)}) was cancelled: the card hold expired before it was approved.`,
        link: orderLink(order.id),
      });
    } catch (err) {
      // Approved (or cancelled) meanwhile: it is no longer waiting, which is what we wanted.
      if (err instanceof DomainError && err.kind === 'conflict') continue;
      throw err;
    }
  }
  return { cancelled };
}
