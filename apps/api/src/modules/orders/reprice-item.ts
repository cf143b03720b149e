import { percentOf } from '@brand/core/rules';
import type { Item, Order } from './order-rows.ts';

/**
 * The item's figures at the vendor's unit price `proposed`: the markup and the coupon's discount
 * keep their share of the vendor's price; the platform fee and tax are the order's rates of the
 * new subtotal (the settings the order was priced with), or keep their share on an order from
 * before those were stored. The line total is their sum with the subtotal, as at checkout.
 */
export function repriceItem(item: Item, order: Order, proposed: number) {
  const ratio = proposed / Math.max(1, item.finalPriceCents);
  const markupCents = Math.round(item.contractorMarkupAmtCents * ratio);
  const discountCents = Math.round(item.discountCents * ratio);
  const subtotal = (proposed + markupCents) * item.qty;
  const settings = order.priceSettings;
  const state = (order.shippingAddress as { state?: string }).state ?? '';
  const taxCents =
    settings && item.taxCents !== null
      ? percentOf(subtotal, settings.taxRates[state] ?? 0)
      : Math.round((item.taxCents ?? 0) * ratio);
  const feeCents =
    settings && item.feeCents !== null
      ? percentOf(subtotal, settings.feePercent)
      : Math.round((item.adminProfitInclusiveTaxCents - (item.taxCents ?? 0)) * ratio);
  return {
    finalPriceCents: proposed,
    contractorMarkupAmtCents: markupCents,
    discountCents,
    feeCents: item.feeCents === null ? null : feeCents,
    taxCents: item.taxCents === null ? null : taxCents,
    adminProfitInclusiveTaxCents: feeCents + taxCents,
    lineTotalCents: subtotal + feeCents + taxCents,
  };
}
