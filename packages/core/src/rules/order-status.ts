/**
 * An order's overall status, derived from its items (ours: the spec names item statuses only,
 * spec 2 §4; DOMAIN.md "Orders and payment" makes one order per checkout). The four values are
 * the contract's `OrderStatusSchema`: Placed, In Progress, Completed, Cancelled.
 */
import type { OrderItemStatus } from '../contract/enums';
import type { OrderStatus } from '../contract/orders';

/** The status every item starts in (spec 2 §4's first row). */
export const ORDER_PLACED_ITEM_STATUS: OrderItemStatus = 'Waiting for approval';

/** Items that will never ship: cancelled by the customer (the spec's 'Cancle') or declined. */
export const ORDER_CANCELLED_ITEM_STATUSES: readonly OrderItemStatus[] = ['Cancle', 'Decline'];

/** Items whose story is over: delivered, returned, or never shipping. */
export const ORDER_FINISHED_ITEM_STATUSES: readonly OrderItemStatus[] = [
  'Delivered',
  'Returned',
  ...ORDER_CANCELLED_ITEM_STATUSES,
];

/**
 * The order's status from its items' statuses, first rule that holds:
 * 1. Cancelled: it has items and every one is cancelled or declined;
 * 2. Completed: it has items and every one is finished (delivered, returned, cancelled,
 *    declined), at least one of them not cancelled or declined;
 * 3. In Progress: any item has left 'Waiting for approval';
 * 4. Placed: otherwise (every item waits for approval, or there are no items).
 */
export function orderStatus(items: readonly { status: OrderItemStatus }[]): OrderStatus {
  const all = (statuses: readonly OrderItemStatus[]) =>
    items.length > 0 && items.every((item) => statuses.includes(item.status));
  if (all(ORDER_CANCELLED_ITEM_STATUSES)) return 'Cancelled';
  if (all(ORDER_FINISHED_ITEM_STATUSES)) return 'Completed';
  if (items.some((item) => item.status !== ORDER_PLACED_ITEM_STATUS)) return 'In Progress';
  return 'Placed';
}
