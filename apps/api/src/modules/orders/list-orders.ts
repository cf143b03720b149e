import type { OrderItemStatus, OrderStatus } from '@brand/core/contract';
import {
  ORDER_CANCELLED_ITEM_STATUSES,
  ORDER_FINISHED_ITEM_STATUSES,
  ORDER_PLACED_ITEM_STATUS,
} from '@brand/core/rules';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { VERIFY_OTP_FIRST } from './order-access.ts';
import { ordersJson } from './order-json.ts';

const list = (statuses: readonly OrderItemStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * An order's derived status in SQL, the same rule as core `orderStatus`: all items cancelled
 * or declined, all finished, any moved past "Waiting for approval", else placed.
 */
const derivedStatus = sql<OrderStatus>`(
  select case
    when count(*) > 0 and bool_and(${t.orderItems.status} in (${list(ORDER_CANCELLED_ITEM_STATUSES)})) then 'Cancelled'
    when count(*) > 0 and bool_and(${t.orderItems.status} in (${list(ORDER_FINISHED_ITEM_STATUSES)})) then 'Completed'
    when bool_or(${t.orderItems.status} <> ${ORDER_PLACED_ITEM_STATUS}) then 'In Progress'
    else 'Placed'
  end
  from ${t.orderItems} where ${t.orderItems.orderId} = ${t.orders.id}
)`;

/** Which orders each role sees: Admin all (past the one-time code), customers theirs, the Pro their showroom's, vendors those with their items. */
async function visibleTo(db: Db, user: UserRow, otpVerified: boolean): Promise<SQL | undefined> {
  if (user.type === 'Admin') {
    if (!otpVerified) throw forbidden(VERIFY_OTP_FIRST);
    return undefined;
  }
  if (user.type === 'User') return eq(t.orders.userId, user.id);
  if (user.type === 'Contractor') {
    const [showroom] = await db
      .select({ id: t.showrooms.id })
      .from(t.showrooms)
      .where(eq(t.showrooms.userId, user.id));
    return eq(t.orders.showroomId, showroom?.id ?? 0);
  }
  return inArray(
    t.orders.id,
    db
      .selectDistinct({ id: t.orderItems.orderId })
      .from(t.orderItems)
      .where(eq(t.orderItems.vendorId, user.id)),
  );
}

/**
 * A page of the orders `user` may see, newest first, filtered in SQL by the derived order
 * status and by an item status before paging: five queries whatever the page size.
 */
export async function listOrders(
  db: Db,
  user: UserRow,
  filter: { status?: OrderStatus; item_status?: OrderItemStatus },
  page: { perPage: number; offset: number },
  otpVerified: boolean,
  now = new Date(),
) {
  let where = await visibleTo(db, user, otpVerified);
  if (filter.item_status) {
    where = and(
      where,
      inArray(
        t.orders.id,
        db
          .selectDistinct({ id: t.orderItems.orderId })
          .from(t.orderItems)
          .where(eq(t.orderItems.status, filter.item_status)),
      ),
    );
  }
  if (filter.status) where = and(where, sql`${derivedStatus} = ${filter.status}`);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.orders)
      .where(where)
      .orderBy(desc(t.orders.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.orders).where(where),
  ]);
  return { data: await ordersJson(db, rows, user, now), total: total?.n ?? 0 };
}
