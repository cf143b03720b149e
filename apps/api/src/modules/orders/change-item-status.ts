import type { OrderItemStatus } from '@brand/core/contract';
import { ORDER_ITEM_STATUS_DENIALS, orderItemStatusDenial } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, forbidden } from '../../errors.ts';
import { itemWithOrder, VERIFY_OTP_FIRST } from './order-access.ts';
import type { Viewer } from './order-json.ts';
import { setItemStatus } from './set-item-status.ts';

/**
 * A vendor, Pro or Admin moves an item along (spec 2: who may set which status, core
 * `orderItemStatusDenial`); a move not theirs is a 403; the same status again answers the item
 * as it is (a repeated request changes nothing, issue 22); a cancelled, declined or returned
 * item, or a return of an item never delivered, is a 409.
 */
export async function changeItemStatus(
  deps: Deps,
  user: UserRow,
  itemId: number,
  next: OrderItemStatus,
  otpVerified: boolean,
) {
  const { db } = deps.database;
  const { item, order } = await itemWithOrder(db, itemId);
  if (user.type === 'Admin' && !otpVerified) throw forbidden(VERIFY_OTP_FIRST);
  const [showroom] = await db
    .select({ userId: t.showrooms.userId })
    .from(t.showrooms)
    .where(eq(t.showrooms.id, order.showroomId));
  const viewer: Viewer = { user, showroomOwner: showroom?.userId === user.id };
  const denial = orderItemStatusDenial({
    role: user.type as 'User',
    current: item.status as OrderItemStatus,
    next,
    isItemVendor: item.vendorId === user.id,
    isShowroomContractor: viewer.showroomOwner,
    delivered: item.deliveredAt !== null,
  });
  if (denial === 'unchanged') return { item, viewer };
  if (denial === 'final' || denial === 'not-delivered') {
    throw conflict(ORDER_ITEM_STATUS_DENIALS[denial]);
  }
  if (denial) throw forbidden(ORDER_ITEM_STATUS_DENIALS[denial]);
  const { item: updated } = await setItemStatus(deps, { item, order }, next);
  return { item: updated, viewer };
}
