import { ORDER_PROCESSING_HOURS, processingDueAt, vendorRefundDueAt } from '@brand/core/rules';
import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { orderNumber } from '../orders/index.ts';
import { adminRefundJson } from '../refunds/index.ts';
import { iso } from '../shared/index.ts';

const HOUR_MS = 3_600_000;
const LIMIT = 200;

/**
 * Issue 30 item 4, what needs an admin's eye (spec 2 §9's clocks), oldest first, at most 200 of
 * each: items still waiting for approval 48 hours after their order ("orders are processed
 * within 48 hours"); refunds of returns not made 30 days after the return ("vendors refund
 * within 30 days"); problems customers reported with a delivered order.
 */
export async function attention(db: Db, now: Date) {
  const processingCutoff = new Date(now.getTime() - ORDER_PROCESSING_HOURS * HOUR_MS);
  const [late, refunds, problems] = await Promise.all([
    db
      .select({ item: t.orderItems, order: t.orders, vendorEmail: t.users.email })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .innerJoin(t.users, eq(t.users.id, t.orderItems.vendorId))
      .where(
        and(
          eq(t.orderItems.status, 'Waiting for approval'),
          lt(t.orders.createdAt, processingCutoff),
        ),
      )
      .orderBy(asc(t.orders.createdAt), asc(t.orderItems.id))
      .limit(LIMIT),
    db
      .select({ refund: t.refunds, item: t.orderItems, customer: t.users })
      .from(t.refunds)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.refunds.orderItemId))
      .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId))
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(and(eq(t.refunds.reason, 'return'), ne(t.refunds.status, 'refunded')))
      .orderBy(asc(t.refunds.createdAt))
      .limit(LIMIT * 5),
    db
      .select({ problem: t.orderProblems, customer: t.users })
      .from(t.orderProblems)
      .innerJoin(t.users, eq(t.users.id, t.orderProblems.userId))
      .orderBy(asc(t.orderProblems.createdAt))
      .limit(LIMIT),
  ]);
  const problemItems = problems.flatMap((p) =>
    p.problem.orderItemId ? [p.problem.orderItemId] : [],
  );
  const names = problemItems.length
    ? await db
        .select({ id: t.orderItems.id, name: t.orderItems.productName })
        .from(t.orderItems)
        .where(inArray(t.orderItems.id, problemItems))
    : [];
  return {
    late_items: late.map(({ item, order, vendorEmail }) => ({
      order_id: order.id,
      order_number: orderNumber(order.id),
      order_item_id: item.id,
      product_name: item.productName,
      vendor_email: vendorEmail,
      ordered_at: iso(order.createdAt),
      due_at: iso(processingDueAt(order.createdAt)),
      hours_waiting: Math.floor((now.getTime() - order.createdAt.getTime()) / HOUR_MS),
    })),
    overdue_refunds: refunds
      .filter(({ refund }) => now > vendorRefundDueAt(refund.createdAt))
      .slice(0, LIMIT)
      .map(({ refund, item, customer }) =>
        adminRefundJson(
          refund,
          {
            orderNumber: orderNumber(refund.orderId),
            productName: item.productName,
            customerEmail: customer.email,
          },
          now,
        ),
      ),
    problems: problems.map(({ problem, customer }) => ({
      id: problem.id,
      order_id: problem.orderId,
      order_number: orderNumber(problem.orderId),
      order_item_id: problem.orderItemId,
      product_name: names.find((n) => n.id === problem.orderItemId)?.name ?? null,
      customer_email: customer.email,
      description: problem.description,
      created_at: iso(problem.createdAt),
    })),
  };
}
