import { canReportProblem } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { ownOrder } from './order-access.ts';
import { lastDelivery, orderNumber } from './order-json.ts';

/**
 * Issue 30 item 4 (spec 2 §9: "an incomplete order must be reported within two weeks"): the
 * customer reports what is wrong or missing with a delivered order, about one item or the whole
 * order, within two weeks of the item's delivery (of the last delivery for the whole order).
 * Admins hear of it and see it among what needs their eye.
 */
export async function reportProblem(
  deps: Deps,
  user: UserRow,
  orderId: number,
  input: { order_item_id?: number | null; description: string },
) {
  const { db } = deps.database;
  const order = await ownOrder(db, user, orderId);
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
  const item = input.order_item_id ? items.find((i) => i.id === input.order_item_id) : undefined;
  if (input.order_item_id && !item) {
    throw invalid('order_item_id', 'This item is not part of this order.');
  }
  const delivered = item ? item.deliveredAt : lastDelivery(items);
  if (!delivered) throw forbidden('You can report a problem once an item has been delivered.');
  if (!canReportProblem(delivered, deps.now())) {
    throw forbidden('Problems with an order can be reported within two weeks of its delivery.');
  }
  await db.insert(t.orderProblems).values({
    orderId: order.id,
    orderItemId: item?.id ?? null,
    userId: user.id,
    description: input.description,
    createdAt: deps.now(),
  });
  const admins = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.type, 'Admin'));
  await notify(
    db,
    admins.map((a) => a.id),
    {
      kind: 'general',
      title: 'Problem reported',
      body: `Order ${orderNumber(order.id)}: ${item ? `${item.productName}: ` : ''}${input.description}`.slice(
        0,
        500,
      ),
      link: orderLink(order.id),
    },
  );
  return order;
}
