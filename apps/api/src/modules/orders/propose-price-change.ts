import type { OrderItemStatus } from '@brand/core/contract';
import { canProposePriceChange, formatUsd, toCents } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { itemWithOrder } from './order-access.ts';
import { orderNumber } from './order-json.ts';
import { mailPriceChange } from './order-mails.ts';
import { itemMoney, orderMoney } from './order-money.ts';
import { repriceItem } from './reprice-item.ts';
import { lockOrder } from './settle-order.ts';

/** The vendor's answer when a charged item would cost more (docs/decisions/money.md). */
export const PRICE_LOWER_ONLY =
  'This item is already charged: its price can only go down now. To charge more, decline it and let the customer order again.';

/**
 * The item's vendor proposes a new price; the customer is asked to accept or reject it. Once
 * the item is charged only a lower price may be proposed (docs/decisions/money.md). Checked on
 * the locked order, so a capture cannot slip in between.
 */
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
  const proposed = toCents(input.final_price);
  const updated = await db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const [current] = await tx.select().from(t.orderItems).where(eq(t.orderItems.id, item.id));
    if (!current || !canProposePriceChange(current.status as OrderItemStatus)) {
      throw forbidden('The price can no longer change for this item.');
    }
    const charged = itemMoney(await orderMoney(tx, order.id), item.id).capturedCents > 0;
    if (charged && repriceItem(current, order, proposed).lineTotalCents > current.lineTotalCents) {
      throw invalid('final_price', PRICE_LOWER_ONLY);
    }
    const [row] = await tx
      .update(t.orderItems)
      .set({
        proposedPriceCents: proposed,
        proposedNote: input.note ?? null,
        proposedAt: deps.now(),
      })
      .where(eq(t.orderItems.id, item.id))
      .returning();
    return row ?? current;
  });
  await notify(db, [order.userId], {
    kind: 'price_change',
    title: `Order ${orderNumber(order.id)}: new price proposed`,
    body: `Order ${orderNumber(order.id)}: ${item.productName} – the seller proposes ${formatUsd(proposed)} instead of ${formatUsd(updated.finalPriceCents)}; please accept or reject it.`,
    link: orderLink(order.id),
  });
  // Issue 25 item 8: and by mail, after the commit (a failed mail is logged, the proposal stands).
  await mailPriceChange(deps, order, updated);
  return updated;
}
