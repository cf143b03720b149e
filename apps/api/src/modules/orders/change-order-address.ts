import type { OrderItemStatus } from '@brand/core/contract';
import {
  canChangeShippingAddress,
  formatUsd,
  ORDER_CANCELLED_ITEM_STATUSES,
  ORDER_PLACED_ITEM_STATUS,
  percentOf,
  shippingChargeCents,
} from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import { adjustHold } from '../payments/adjust-hold.ts';
import type { Address } from '../profile/saved-address.ts';
import { platformSettings, surchargeFor } from '../settings/platform-settings.ts';
import { ownOrder } from './order-access.ts';
import type { Item, Order } from './order-json.ts';

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
 * The customer changes an order's shipping address within 60 minutes (spec 2), while no vendor
 * has approved an item: tax and shipping are re-priced and the card's hold follows, in one
 * transaction with the processor call inside, so a decline leaves the order as it was.
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
  let hold = { afterCommit: async () => {} };
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, order.id))
      .for('update');
    if (!current) throw notFound();
    const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    const live = items.filter(
      (i) => !ORDER_CANCELLED_ITEM_STATUSES.includes(i.status as OrderItemStatus),
    );
    if (live.some((i) => i.status !== ORDER_PLACED_ITEM_STATUS)) {
      throw forbidden(
        'A vendor has already approved an item of this order, so its price is final: the shipping address can no longer be changed here. Please contact support.',
      );
    }
    const repriced = live.map((item) => ({ item, ...repriceTax(item, oldRate, newRate) }));
    const taxDelta = repriced.reduce((sum, r) => sum + r.taxCents - r.oldTaxCents, 0);
    const delta = taxDelta + shipping - current.shippingCents;
    hold = await adjustHold(
      tx,
      deps,
      order.id,
      delta,
      `order-${order.id}-address-${current.totalCents}-${current.totalCents + delta}`,
      (extra) =>
        invalid(
          'shipping_address',
          `Your card was declined for the extra ${formatUsd(extra)} this address costs in tax and shipping. Your order keeps its shipping address.`,
        ),
    );
    for (const r of repriced) {
      await tx
        .update(t.orderItems)
        .set({
          feeCents: r.feeCents,
          taxCents: r.taxCents,
          adminProfitInclusiveTaxCents: r.feeCents + r.taxCents,
          lineTotalCents: r.lineTotalCents,
        })
        .where(eq(t.orderItems.id, r.item.id));
    }
    const [row] = await tx
      .update(t.orders)
      .set({
        shippingAddress: address,
        shippingCents: shipping,
        taxCents: current.taxCents + taxDelta,
        totalCents: current.totalCents + delta,
      })
      .where(eq(t.orders.id, order.id))
      .returning();
    return row ?? current;
  });
  // After the commit: a lower total gives the difference of the hold back to the card.
  await hold.afterCommit();
  return updated;
}
