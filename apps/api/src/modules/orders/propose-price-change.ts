import type { OrderItemStatus } from '@brand/core/contract';
import { canProposePriceChange, toCents } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden } from '../../http/errors.ts';
import { notify, orderLink } from '../notifications/notify.ts';
import { itemWithOrder } from './order-access.ts';

/** The item's vendor proposes a new price; the customer is asked to accept or reject it. */
export async function proposePriceChange(
  deps: Deps,
  user: UserRow,
  itemId: number,
  input: { final_price: number; note?: string | null },
) {
  const { db } = deps.database;
  const { item, order } = await itemWithOrder(db, itemId);
  if (user.type !== 'Vendor' || item.vendorId !== user.id)
    throw forbidden('Only the vendor of this item may propose a new price.');
  if (!canProposePriceChange(item.status as OrderItemStatus)) {
    throw forbidden('The price can no longer change for this item.');
  }
  const [updated] = await db
    .update(t.orderItems)
    .set({
      proposedPriceCents: toCents(input.final_price),
      proposedNote: input.note ?? null,
      proposedAt: deps.now(),
    })
    .where(eq(t.orderItems.id, item.id))
    .returning();
  await notify(db, [order.userId], {
    kind: 'price_change',
    title: 'New price proposed',
    body: `${item.productName}: please accept or reject the new price.`,
    link: orderLink(order.id),
  });
  return updated ?? item;
}
