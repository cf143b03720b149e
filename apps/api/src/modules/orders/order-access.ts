import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Order } from './order-json.ts';

export const NOT_YOUR_ORDER = 'This order belongs to another account.';
export const VERIFY_OTP_FIRST = 'Please verify your one-time code first.';

/**
 * Who may see an order: an Admin past the one-time code, its customer, the Pro of its
 * showroom, a vendor with an item in it. Anyone else gets a 403.
 */
export async function assertOrderViewer(db: Db, user: UserRow, order: Order, otpVerified: boolean) {
  if (user.type === 'Admin') {
    if (!otpVerified) throw forbidden(VERIFY_OTP_FIRST);
    return;
  }
  if (user.type === 'User' && order.userId === user.id) return;
  if (user.type === 'Contractor') {
    const [showroom] = await db
      .select({ userId: t.showrooms.userId })
      .from(t.showrooms)
      .where(eq(t.showrooms.id, order.showroomId));
    if (showroom?.userId === user.id) return;
  }
  if (user.type === 'Vendor') {
    const [mine] = await db
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, order.id), eq(t.orderItems.vendorId, user.id)))
      .limit(1);
    if (mine) return;
  }
  throw forbidden(NOT_YOUR_ORDER);
}

/** An order `user` may see, or 404/403. */
export async function viewableOrder(db: Db, user: UserRow, id: number, otpVerified: boolean) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, id));
  if (!order) throw notFound();
  await assertOrderViewer(db, user, order, otpVerified);
  return order;
}

/** An order of the signed-in customer, or 404/403. */
export async function ownOrder(db: Db, user: UserRow, id: number) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, id));
  if (!order) throw notFound();
  if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
  return order;
}

/** An order item with its order, or 404. */
export async function itemWithOrder(db: Db, id: number) {
  const [row] = await db
    .select({ item: t.orderItems, order: t.orders })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(eq(t.orderItems.id, id));
  if (!row) throw notFound();
  return row;
}
