import type { OrderItemStatus } from '@brand/core/contract';
import { canCancelOrderItem } from '@brand/core/rules';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { itemWithOrder, NOT_YOUR_ORDER } from './order-access.ts';
import { setItemStatus } from './set-item-status.ts';

/**
 * The customer cancels an item within 60 minutes, before pick-up (spec 2, core rule); an item
 * already charged is refunded in full (issue 22).
 */
export async function cancelItem(deps: Deps, user: UserRow, itemId: number) {
  const { item, order } = await itemWithOrder(deps.database.db, itemId);
  if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
  if (item.status === 'Cancle') return item; // a repeated cancel answers the item as it is
  if (!canCancelOrderItem(order.createdAt, deps.now(), item.status as OrderItemStatus)) {
    throw forbidden(
      'Items can only be cancelled within 60 minutes of the order, before they are picked up.',
    );
  }
  return (await setItemStatus(deps, { item, order }, 'Cancle')).item;
}
