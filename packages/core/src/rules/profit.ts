/**
 * spec 2 §6 "Profit shown in the Order Items popup", in integer cents:
 * "the vendor sees final_price times qty; the contractor sees contractor_markup_amt times
 * qty; the admin sees admin_profit_inclusive_tax. For items with status Return Request or
 * Returned the profit is shown as negative."
 */
import type { OrderItemStatus, UserType } from '../contract/enums';

/** An order item's profit figures, in cents (the API sends dollars: convert with toCents). */
export interface OrderItemProfitInput {
  qty: number;
  /** final_price: the vendor unit price. */
  finalPriceCents: number;
  /** contractor_markup_amt: the Pro's markup per unit after coupon. */
  contractorMarkupAmtCents: number;
  /** admin_profit_inclusive_tax: platform fee + tax of the whole line. */
  adminProfitInclusiveTaxCents: number;
  status: OrderItemStatus;
}

/** spec 2 §6: the statuses whose profit is shown as negative. */
export const NEGATIVE_PROFIT_STATUSES: readonly OrderItemStatus[] = ['Return Request', 'Returned'];

/**
 * The profit a role sees for an order item, in cents, or null for a customer (type User),
 * who sees no profit (ours).
 */
export function orderItemProfit(item: OrderItemProfitInput, role: UserType): number | null {
  let amount: number;
  switch (role) {
    case 'Vendor':
      amount = item.finalPriceCents * item.qty;
      break;
    case 'Contractor':
      amount = item.contractorMarkupAmtCents * item.qty;
      break;
    case 'Admin':
      amount = item.adminProfitInclusiveTaxCents;
      break;
    default:
      return null;
  }
  const magnitude = Math.abs(Math.round(amount));
  return NEGATIVE_PROFIT_STATUSES.includes(item.status) && magnitude !== 0 ? -magnitude : magnitude;
}
