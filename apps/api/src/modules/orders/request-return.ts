import type { OrderItemStatus } from '@brand/core/contract';
import { canRequestReturn } from '@brand/core/rules';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { itemWithOrder, NOT_YOUR_ORDER } from './order-access.ts';
import { setItemStatus } from './set-item-status.ts';

/** The customer asks to return a delivered item within 12 days (spec 2, core rule). */
export async function requestReturn(deps: Deps, user: UserRow, itemId: number, reason: string) {
  const { item, order } = await itemWithOrder(deps.database.db, itemId);
  if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
  if (item.status === 'Return Request') return item; // a repeated request answers it as it is
  if (
    !item.deliveredAt ||
    !canRequestReturn(item.deliveredAt, deps.now(), item.status as OrderItemStatus)
  ) {
    throw forbidden('Returns can be requested within 12 days of delivery.');
  }
  return (await setItemStatus(deps, { item, order }, 'Return Request', { returnReason: reason }))
    .item;
}
