/**
 * Reading an order's money (one use case): the items, payment operations and refunds as core's
 * invariants read them (`rules/order-money.ts`), for one order or many in three queries, and the
 * payment figures as the API shows them. Settling a transition is `settle-order.ts`; the payee
 * ledger, `ledger.ts`.
 */
import type { OrderItemStatus } from '@brand/core/contract';
import type { MoneyItem, OrderPaymentFigures } from '@brand/core/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Tx } from '../payments/index.ts';
import { dollars } from '../shared/index.ts';
import type { Item } from './order-rows.ts';

export interface OrderMoney {
  items: Item[];
  money: MoneyItem[];
  payment: OrderPaymentFigures;
  /** Captures recorded and not yet made by the processor. */
  capturePendingCents: number;
  /** Release operations recorded so far (the next one's key counts on). */
  releases: number;
}

/** Every order's money, by order id, in three queries whatever their number. */
export async function loadOrderMoney(db: Db | Tx, orderIds: number[]) {
  const result = new Map<number, OrderMoney>();
  if (orderIds.length === 0) return result;
  const [items, ops, refunds] = await Promise.all([
    db
      .select()
      .from(t.orderItems)
      .where(inArray(t.orderItems.orderId, orderIds))
      .orderBy(asc(t.orderItems.id)),
    db.select().from(t.paymentOperations).where(inArray(t.paymentOperations.orderId, orderIds)),
    db.select().from(t.refunds).where(inArray(t.refunds.orderId, orderIds)),
  ]);
  for (const id of orderIds) {
    result.set(id, {
      items: [],
      money: [],
      payment: {
        authorizedCents: 0,
        releasedCents: 0,
        capturedCents: 0,
        refundedCents: 0,
        refundOwedCents: 0,
      },
      capturePendingCents: 0,
      releases: 0,
    });
  }
  const byItem = new Map<number, MoneyItem>();
  for (const item of items) {
    const entry = result.get(item.orderId);
    if (!entry) continue;
    const money: MoneyItem = {
      id: item.id,
      status: item.status as OrderItemStatus,
      qty: item.qty,
      finalPriceCents: item.finalPriceCents,
      markupCents: item.contractorMarkupAmtCents,
      discountCents: item.discountCents,
      // Items stored before fee and tax had columns of their own count it all as fee.
      feeCents: item.feeCents ?? item.adminProfitInclusiveTaxCents - (item.taxCents ?? 0),
      taxCents: item.taxCents ?? 0,
      lineTotalCents: item.lineTotalCents,
      shippingCents: item.shippingCents,
      capturedCents: 0,
      refundedCents: 0,
      restockingFeeCents: 0,
    };
    entry.items.push(item);
    entry.money.push(money);
    byItem.set(item.id, money);
  }
  for (const op of ops) {
    const entry = result.get(op.orderId);
    if (!entry) continue;
    const p = entry.payment;
    if (op.kind === 'authorize' || op.kind === 'increment') p.authorizedCents += op.amountCents;
    else if (op.kind === 'release') {
      p.releasedCents += op.amountCents;
      entry.releases++;
    } else if (op.kind === 'capture') {
      p.capturedCents += op.amountCents;
      if (op.status !== 'done') entry.capturePendingCents += op.amountCents;
      const item = op.orderItemId === null ? undefined : byItem.get(op.orderItemId);
      if (item) item.capturedCents += op.amountCents;
    }
  }
  for (const refund of refunds) {
    const entry = result.get(refund.orderId);
    if (!entry) continue;
    if (refund.status === 'refunded') entry.payment.refundedCents += refund.amountCents;
    else entry.payment.refundOwedCents += refund.amountCents;
    const item = byItem.get(refund.orderItemId);
    if (!item) continue;
    item.refundedCents += refund.amountCents;
    if (refund.reason === 'return') item.restockingFeeCents += refund.restockingFeeCents;
  }
  return result;
}

/** The card's figures as the order shows them to its customer and admins, in dollars. */
export function paymentJson(money: OrderMoney) {
  const p = money.payment;
  return {
    authorized: dollars(p.authorizedCents - p.releasedCents),
    held: dollars(Math.max(0, p.authorizedCents - p.releasedCents - p.capturedCents)),
    captured: dollars(p.capturedCents),
    refunded: dollars(p.refundedCents),
    refund_pending: dollars(p.refundOwedCents),
  };
}

/** One order's money (inside a transaction that locked it, or for a read). */
export async function orderMoney(db: Db | Tx, orderId: number): Promise<OrderMoney> {
  const money = (await loadOrderMoney(db, [orderId])).get(orderId);
  if (!money) throw notFound();
  return money;
}

/** The money of one item of `money` (it is there: the items were loaded with the order). */
export function itemMoney(money: OrderMoney, itemId: number): MoneyItem {
  const found = money.money.find((m) => m.id === itemId);
  if (!found) throw notFound();
  return found;
}
