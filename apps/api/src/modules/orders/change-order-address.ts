import type { OrderItemStatus } from '@brand/core/contract';
import {
  canChangeShippingAddress,
  formatUsd,
  ORDER_CANCELLED_ITEM_STATUSES,
  percentOf,
  shippingChargeCents,
  shippingShareCents,
} from '@brand/core/rules';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, forbidden, invalid } from '../../errors.ts';
import { raiseHold, runOperations } from '../payments/index.ts';
import type { Address } from '../profile/index.ts';
import { platformSettings, surchargeFor } from '../settings/index.ts';
import { ownOrder } from './order-access.ts';
import { orderMoney } from './order-money.ts';
import type { Item, Order } from './order-rows.ts';
import { lockOrder, orderProblems, settleOnFailure, settleOrder } from './settle-order.ts';

/**
 * An order item at another state's tax rate: the line subtotal (unit price after markup and
 * coupon, times qty) and its platform fee stay; the tax is the new rate of the subtotal, as at
 * checkout (core `lineCharges`). Items stored before fee and tax had columns of their own get
 * them split from admin_profit_inclusive_tax at the old rate.
 */
export function repriceTax(item: Item, oldRatePercent: number, newRatePercent: number) {
  const subtotal = (item.finalPriceCents + item.contractorMarkupAmtCents) * item.qty;
  const oldTaxCents = item.taxCents ?? percentOf(subtotal, oldRatePercent);
  const feeCents = item.feeCents ?? item.adminProfitInclusiveTaxCents - oldTaxCents;
  const taxCents = percentOf(subtotal, newRatePercent);
  return { oldTaxCents, feeCents, taxCents, lineTotalCents: subtotal + feeCents + taxCents };
}

/**
 * The customer changes an order's shipping address within 60 minutes (spec 2), while no item has
 * been charged: the tax of every live item is re-priced at the new state's rate, the shipping is
 * charged again for the new state and shared over the live items, and the totals follow (issue
 * 22: recomputed from the items). A higher total raises the card's hold first (a decline leaves
 * the order as it was); a lower one releases the difference after the commit.
 */
export async function changeOrderAddress(
  deps: Deps,
  user: UserRow,
  orderId: number,
  input: Omit<Address, 'apartment'> & { apartment?: string | null },
): Promise<Order> {
  const { db } = deps.database;
  const order = await ownOrder(db, user, orderId);
  if (!canChangeShippingAddress(order.createdAt, deps.now())) {
    throw forbidden('The shipping address can only be changed within 60 minutes of the order.');
  }
  const address: Address = { ...input, apartment: input.apartment ?? null };
  // The settings the order was priced with (issue 12: placed orders keep theirs).
  const settings = order.priceSettings ?? (await platformSettings(db));
  const { taxRates } = settings;
  const shipping = shippingChargeCents(address.state, surchargeFor(settings, address.state));
  if (shipping === null) throw invalid('shipping_address.state', 'We ship within the U.S. only.');
  const oldRate = taxRates[(order.shippingAddress as Address).state] ?? 0;
  const newRate = taxRates[address.state] ?? 0;
  const reprice = (items: Item[]) => {
    const live = items.filter(
      (i) => !ORDER_CANCELLED_ITEM_STATUSES.includes(i.status as OrderItemStatus),
    );
    return live.map((item, index) => ({
      item,
      ...repriceTax(item, oldRate, newRate),
      shippingCents: shippingShareCents(shipping, live.length, index),
    }));
  };
  const planned = reprice(
    await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)),
  );
  const delta = planned.reduce(
    (sum, r) =>
      sum + r.lineTotalCents + r.shippingCents - (r.item.lineTotalCents + r.item.shippingCents),
    0,
  );
  const raises = await db
    .select({ id: t.paymentOperations.id })
    .from(t.paymentOperations)
    .where(
      and(eq(t.paymentOperations.orderId, order.id), eq(t.paymentOperations.reason, 'address')),
    );
  if (delta > 0) {
    await raiseHold(
      deps,
      order.id,
      delta,
      `increment:order-${order.id}:address-${raises.length + 1}:${delta}`,
      'address',
      () =>
        invalid(
          'shipping_address',
          `Your card was declined for the extra ${formatUsd(delta)} this address costs in tax and shipping. Your order keeps its shipping address.`,
        ),
    );
  }
  const updated = await settleOnFailure(deps, order, delta > 0, () =>
    db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.id);
      if (
        current.totalCents !== order.totalCents ||
        JSON.stringify(current.shippingAddress) !== JSON.stringify(order.shippingAddress)
      ) {
        throw conflict('This order changed meanwhile. Reload it and try again.');
      }
      const before = await orderProblems(tx, current);
      const money = await orderMoney(tx, order.id);
      if (money.money.some((m) => m.capturedCents > 0)) {
        throw forbidden(
          'A vendor has already approved an item of this order, so its price is final: the shipping address can no longer be changed here. Please contact support.',
        );
      }
      for (const r of reprice(money.items)) {
        await tx
          .update(t.orderItems)
          .set({
            feeCents: r.feeCents,
            taxCents: r.taxCents,
            adminProfitInclusiveTaxCents: r.feeCents + r.taxCents,
            lineTotalCents: r.lineTotalCents,
            shippingCents: r.shippingCents,
          })
          .where(eq(t.orderItems.id, r.item.id));
      }
      await tx.update(t.orders).set({ shippingAddress: address }).where(eq(t.orders.id, order.id));
      await settleOrder(tx, current, before);
      const [row] = await tx.select().from(t.orders).where(eq(t.orders.id, order.id));
      return row ?? current;
    }),
  );
  // After the commit: a lower total gives the difference of the hold back to the card.
  await runOperations(deps, order.id);
  return updated;
}
