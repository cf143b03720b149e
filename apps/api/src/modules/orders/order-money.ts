/**
 * An order's money as the invariants read it (core `rules/order-money.ts`), loaded from the
 * items, the payment operations and the refunds; and `settleOrder`, which every transition calls
 * last in its transaction: the totals recomputed from the items, the hold's surplus released,
 * and the invariants checked, so that a transition that would break one writes nothing.
 */
import type { OrderItemStatus } from '@brand/core/contract';
import {
  heldCents,
  itemBillCents,
  type MoneyItem,
  type OrderPaymentFigures,
  orderMoneyProblems,
  orderTotalsFromItems,
} from '@brand/core/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { conflict, DomainError, notFound } from '../../errors.ts';
import { recordOperation, runOperations, type Tx } from '../payments/index.ts';
import { dollars } from '../shared/index.ts';
import type { Item, Order } from './order-rows.ts';

/** The order, locked for the rest of the transaction (`SELECT ... FOR UPDATE`). */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!order) throw notFound();
  return order;
}

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

/**
 * The last step of every transition, inside its transaction: the order's totals recomputed
 * from its items (never adjusted by a delta), the hold's surplus over what is still to be
 * charged released (a release operation, carried out after the commit), and the invariants
 * checked: a problem is a 500 and the transaction writes nothing. `before` is the problems the
 * order had when it was locked: an order that did not add up before the invariants were
 * enforced is not frozen by them (it is logged; money:check lists it).
 */
export async function settleOrder(tx: Tx, order: Order, before: readonly string[]) {
  const money = await orderMoney(tx, order.id);
  const totals = orderTotalsFromItems(money.money);
  await tx
    .update(t.orders)
    .set({
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      feeCents: totals.feeCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shippingCents,
      restockingCents: totals.restockingCents,
      markupCents: totals.markupCents,
      totalCents: totals.totalCents,
    })
    .where(eq(t.orders.id, order.id));
  const toCharge = money.money
    .filter((m) => m.capturedCents === 0 && m.status === 'Waiting for approval')
    .reduce((sum, m) => sum + itemBillCents(m), 0);
  const held = heldCents(money.payment);
  if (held < toCharge && before.length === 0) {
    throw conflict(
      'The card hold no longer covers this order: it changed meanwhile. Please reload it and try again.',
    );
  }
  if (held > toCharge) {
    await recordOperation(tx, {
      orderId: order.id,
      kind: 'release',
      amountCents: held - toCharge,
      idempotencyKey: `release:order-${order.id}:${money.releases + 1}`,
      reason: 'surplus',
    });
    money.payment.releasedCents += held - toCharge;
  }
  // The authorisation's row keeps the figures at hand: what may still be charged in all
  // (authorised less released), captured and released.
  await tx
    .update(t.paymentAuthorizations)
    .set({
      amountCents: money.payment.authorizedCents - money.payment.releasedCents,
      capturedCents: money.payment.capturedCents,
      releasedCents: money.payment.releasedCents,
    })
    .where(eq(t.paymentAuthorizations.orderId, order.id));
  const problems = orderMoneyProblems({
    items: money.money,
    storedTotalCents: totals.totalCents,
    payment: money.payment,
  });
  // An order from before the invariants were enforced (money:check lists it) is not frozen.
  if (problems.length > 0 && before.length > 0) {
    console.warn(`Order ${order.id} does not add up (money:check lists it): ${problems.join(' ')}`);
  } else if (problems.length > 0) {
    console.error(
      `Order ${order.id}: refused a change that breaks its money: ${problems.join(' ')}`,
    );
    throw new DomainError(
      'broken_invariant',
      `This change would leave the order's money unbalanced: ${problems[0]}`,
    );
  }
}

/**
 * Runs `work`, a transaction that a raised hold prepared; when it fails (the loser of a race, a
 * check), the order is settled on its own so that the hold raised for nothing is released.
 */
export async function settleOnFailure<T>(
  deps: Deps,
  order: Order,
  raised: boolean,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (raised) {
      await deps.database.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        await settleOrder(tx, locked, await orderProblems(tx, locked));
      });
      await runOperations(deps, order.id);
    }
    throw err;
  }
}

/** The invariant problems of an order as it is (before a transition changes it). */
export async function orderProblems(db: Db | Tx, order: Order) {
  const money = await orderMoney(db, order.id);
  return orderMoneyProblems({
    items: money.money,
    storedTotalCents: order.totalCents,
    payment: money.payment,
  });
}

/**
 * A payee ledger entry for one item and event: the unique event key makes a second one
 * impossible (a concurrent or repeated transition writes nothing more).
 */
export async function ledgerEntry(
  tx: Tx,
  entry: {
    userId: number;
    orderItemId: number;
    kind: string;
    amountCents: number;
    availableAt: Date | null;
    eventKey: string;
  },
) {
  if (entry.amountCents === 0) return;
  await tx.insert(t.payoutLedger).values(entry).onConflictDoNothing();
}

/** The sum of an item's ledger entries for `userId` among `kinds`. */
export async function ledgerSum(tx: Tx, itemId: number, userId: number, kinds: string[]) {
  const rows = await tx
    .select({ amount: t.payoutLedger.amountCents })
    .from(t.payoutLedger)
    .where(
      and(
        eq(t.payoutLedger.orderItemId, itemId),
        eq(t.payoutLedger.userId, userId),
        inArray(t.payoutLedger.kind, kinds),
      ),
    );
  return rows.reduce((sum, r) => sum + r.amount, 0);
}
