/**
 * Settling an order inside a transition (one use case): the order locked for the transaction
 * (`lockOrder`), its totals recomputed from the items, the hold's surplus released and the money
 * invariants checked last, so that a transition that would break one writes nothing
 * (`settleOrder`); the same after a failed transition that raised the hold (`settleOnFailure`);
 * the problems an order has before a change (`orderProblems`).
 */
import {
  heldCents,
  itemBillCents,
  orderMoneyProblems,
  orderTotalsFromItems,
} from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { conflict, DomainError, notFound } from '../../errors.ts';
import { recordOperation, runOperations, type Tx } from '../payments/index.ts';
import { orderMoney } from './order-money.ts';
import type { Order } from './order-rows.ts';

/** The order, locked for the rest of the transaction (`SELECT ... FOR UPDATE`). */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!order) throw notFound();
  return order;
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
