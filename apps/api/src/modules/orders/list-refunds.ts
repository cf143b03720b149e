/**
 * The Admin's refunds (one use case): the list, failed ones first, and one refund as the Admin
 * console shows it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { adminRefundJson } from '../refunds/index.ts';
import { orderNumber } from './order-json.ts';

/** Refunds for the console: not refunded yet first, then refunded, newest first in each. */
export async function listRefunds(db: Db, status?: string) {
  const rows = await db
    .select({ refund: t.refunds, item: t.orderItems, customer: t.users })
    .from(t.refunds)
    .innerJoin(t.orderItems, eq(t.orderItems.id, t.refunds.orderItemId))
    .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(status ? eq(t.refunds.status, status) : undefined)
    .orderBy(sql`case when ${t.refunds.status} = 'refunded' then 1 else 0 end`, desc(t.refunds.id))
    .limit(100);
  return rows.map(({ refund, item, customer }) =>
    adminRefundJson(refund, {
      orderNumber: orderNumber(refund.orderId),
      productName: item.productName,
      customerEmail: customer.email,
    }),
  );
}

export async function refundJsonById(db: Db, id: number) {
  const [row] = await db
    .select({ refund: t.refunds, item: t.orderItems, customer: t.users })
    .from(t.refunds)
    .innerJoin(t.orderItems, eq(t.orderItems.id, t.refunds.orderItemId))
    .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.refunds.id, id));
  if (!row) throw notFound();
  return adminRefundJson(row.refund, {
    orderNumber: orderNumber(row.refund.orderId),
    productName: row.item.productName,
    customerEmail: row.customer.email,
  });
}
