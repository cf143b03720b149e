import type { OrderItemStatus } from '@brand/core/contract';
import { ORDER_ITEM_STATUS_DENIALS, orderItemStatusDenial } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { itemWithOrder, VERIFY_OTP_FIRST } from './order-access.ts';
import type { Viewer } from './order-json.ts';
import { setItemStatus } from './set-item-status.ts';

/**
 * A vendor, Pro or Admin moves an item along (spec 2: who may set which status, core
 * `orderItemStatusDenial`); the same status again is a 422, a move not theirs a 403.
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
  });
  if (denial === 'unchanged') throw invalid('status', ORDER_ITEM_STATUS_DENIALS.unchanged);
  if (denial) throw forbidden(ORDER_ITEM_STATUS_DENIALS[denial]);
  return { item: await setItemStatus(deps, item, order, next), viewer };
}
