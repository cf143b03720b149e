import type { Order, OrderItem } from '@brand/core/contract';
import { canCancelOrderItem, canRequestReturn } from '@brand/core/rules';

/** What a customer may do with one of their order items now (spec 2 §9; the server decides). */
export interface CustomerItemActions {
  cancel: boolean;
  return: boolean;
  /** A price change waits for the customer's accept or reject (spec 1 §1). */
  answerPriceChange: boolean;
}

/**
 * spec 2 §9: cancel within 60 minutes of the order, return within 12 days of delivery (the
 * item's status date while it is Delivered, DOMAIN.md). Only a customer (type User) sees these.
 */
export function customerItemActions(
  order: Pick<Order, 'created_at'>,
  item: Pick<OrderItem, 'status' | 'status_date' | 'pending_price_change'>,
  now: Date,
): CustomerItemActions {
  return {
    cancel: canCancelOrderItem(order.created_at, now, item.status),
    return: item.status === 'Delivered' && canRequestReturn(item.status_date, now, item.status),
    answerPriceChange: item.pending_price_change !== null,
  };
}
