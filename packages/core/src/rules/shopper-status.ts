/**
 * Statuses in the shopper's words (issue 25 item 9). The spec's "Shown as" labels (spec 2 §4,
 * `ORDER_ITEM_STATUS_LABELS`) stay for the vendors, Pros and admins who set them; customers read
 * what a good store says instead: "Approved by the seller", "Ready for pickup", "On its way",
 * never "Accept to Pick Up" or "Cancle". Used by the customer's mails, notifications and order
 * page alike.
 */
import type { OrderItemStatus } from '../contract/enums';
import { isOrderItemStatus } from './order-item-statuses';
import { ORDER_CANCELLED_ITEM_STATUSES, ORDER_FINISHED_ITEM_STATUSES } from './order-status';

/** Each stored status of spec 2 §4 as a customer reads it. */
export const SHOPPER_STATUS_TEXT: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval': 'Waiting for the seller’s approval',
  'Vendor Approved': 'Approved by the seller',
  Decline: 'Declined by the seller',
  'In Progress': 'Being prepared',
  'Ready to Pick Up': 'Packed by the seller',
  'Accept to Pick Up': 'Ready for pickup',
  'Picked Up': 'Picked up by the carrier',
  Shipping: 'Shipping',
  Shipped: 'On its way',
  'Out For Delivery': 'Out for delivery',
  Cancle: 'Cancelled',
  'Return Request': 'Return requested',
  Returned: 'Returned',
  Delivered: 'Delivered',
};

/** One sentence on what the status means for the shopper (mails, the order page's hints). */
export const SHOPPER_STATUS_DETAIL: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval':
    'The seller confirms it within 48 hours; your card is charged for it only then.',
  'Vendor Approved': 'The seller confirmed it and your card was charged for it.',
  Decline:
    'The seller could not supply it. You are not charged for it: the hold on your card is released, or the amount refunded.',
  'In Progress': 'The seller is preparing it.',
  'Ready to Pick Up': 'It is packed and waits for the carrier.',
  'Accept to Pick Up': 'The carrier is booked to collect it from the seller.',
  'Picked Up': 'The carrier has it.',
  Shipping: 'It is leaving the seller’s warehouse.',
  Shipped: 'It is on its way to you; delivery takes 1 to 3 weeks.',
  'Out For Delivery': 'It arrives today.',
  Cancle: 'You are not charged for it: the hold on your card is released, or the amount refunded.',
  'Return Request': 'We received your return request and will arrange the pickup.',
  Returned:
    'We received it back. The refund, less the restocking fee, reaches your card in 7 to 14 business days.',
  Delivered:
    'It was delivered. Something wrong or missing? You can report it within two weeks, or ask to return it within 12 days.',
};

/** A stored status in the shopper's words; an unknown value is shown as stored. */
export function shopperStatusText(stored: string): string {
  return isOrderItemStatus(stored) ? SHOPPER_STATUS_TEXT[stored] : stored;
}

/** What a stored status means for the shopper, in one sentence ('' for an unknown value). */
export function shopperStatusDetail(stored: string): string {
  return isOrderItemStatus(stored) ? SHOPPER_STATUS_DETAIL[stored] : '';
}

/** An item as the order's shopper status needs it. */
export interface ShopperOrderItem {
  status: OrderItemStatus;
}

/**
 * The whole order's status in the shopper's words, from its items, first rule that holds:
 * 1. "Return requested": an item waits for its return;
 * 2. "Cancelled": it has items and every one is cancelled or declined;
 * 3. "Refunded": every item is finished, and every one not cancelled was returned;
 * 4. "Partly refunded": every item is finished, some returned, some delivered;
 * 5. "Delivered": every item is finished (delivered, or cancelled beside delivered ones);
 * 6. "Placed": every item still waits for approval (or there are no items);
 * 7. "In progress": otherwise.
 */
export function shopperOrderStatusText(items: readonly ShopperOrderItem[]): string {
  const has = (status: OrderItemStatus) => items.some((item) => item.status === status);
  const all = (statuses: readonly OrderItemStatus[]) =>
    items.length > 0 && items.every((item) => statuses.includes(item.status));
  if (has('Return Request')) return 'Return requested';
  if (all(ORDER_CANCELLED_ITEM_STATUSES)) return 'Cancelled';
  if (all(ORDER_FINISHED_ITEM_STATUSES)) {
    if (!has('Returned')) return 'Delivered';
    return has('Delivered') ? 'Partly refunded' : 'Refunded';
  }
  if (items.every((item) => item.status === 'Waiting for approval')) return 'Placed';
  return 'In progress';
}
