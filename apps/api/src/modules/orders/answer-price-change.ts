import { formatUsd } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import { adjustHold } from '../payments/adjust-hold.ts';
import { itemWithOrder, NOT_YOUR_ORDER } from './order-access.ts';
import type { Item } from './order-json.ts';
import { setItemStatus } from './set-item-status.ts';

const clear = { proposedPriceCents: null, proposedNote: null, proposedAt: null };

/**
 * The customer answers a vendor's price change. Rejecting cancels the item. Accepting
 * re-prices the item, the order's totals and the card's hold in one transaction, the
 * processor call inside it: a decline leaves the item, order and hold unchanged.
 */
export async function answerPriceChange(
  deps: Deps,
  user: UserRow,
  itemId: number,
  accept: boolean,
): Promise<Item> {
  const { db } = deps.database;
  const { item, order } = await itemWithOrder(db, itemId);
  if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
  const proposed = item.proposedPriceCents;
  if (proposed === null) throw invalid('accept', 'There is no price change to answer.');
  if (!accept) {
    await db.update(t.orderItems).set(clear).where(eq(t.orderItems.id, item.id));
    return setItemStatus(deps, item, order, 'Cancle', clear);
  }
  let hold = { afterCommit: async () => {} };
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, order.id))
      .for('update');
    if (!current) throw notFound();
    const ratio = proposed / Math.max(1, item.finalPriceCents);
    const markupCents = Math.round(item.contractorMarkupAmtCents * ratio);
    const adminProfit = Math.round(item.adminProfitInclusiveTaxCents * ratio);
    const tax = item.taxCents === null ? null : Math.round(item.taxCents * ratio);
    const fee = tax === null ? null : adminProfit - tax;
    const subtotalBefore = (item.finalPriceCents + item.contractorMarkupAmtCents) * item.qty;
    const subtotalAfter = (proposed + markupCents) * item.qty;
    // Fee and tax keep summing to admin_profit_inclusive_tax; the line total is their sum
    // with the line's subtotal, as at checkout.
    const lineTotal = subtotalAfter + adminProfit;
    const delta = lineTotal - item.lineTotalCents;
    hold = await adjustHold(
      tx,
      deps,
      order.id,
      delta,
      `order-${order.id}-item-${item.id}-price-${proposed}`,
      (extra) =>
        invalid(
          'accept',
          `Your card was declined for the extra ${formatUsd(extra)} the new price costs. The item keeps its price until you accept again or reject it.`,
        ),
    );
    const [row] = await tx
      .update(t.orderItems)
      .set({
        ...clear,
        finalPriceCents: proposed,
        contractorMarkupAmtCents: markupCents,
        adminProfitInclusiveTaxCents: adminProfit,
        lineTotalCents: lineTotal,
        taxCents: tax,
        feeCents: fee,
      })
      .where(eq(t.orderItems.id, item.id))
      .returning();
    const taxDelta = tax === null ? 0 : tax - (item.taxCents ?? 0);
    await tx
      .update(t.orders)
      .set({
        subtotalCents: current.subtotalCents + subtotalAfter - subtotalBefore,
        markupCents: current.markupCents + (markupCents - item.contractorMarkupAmtCents) * item.qty,
        taxCents: current.taxCents + taxDelta,
        feeCents: current.feeCents + (adminProfit - item.adminProfitInclusiveTaxCents - taxDelta),
        totalCents: current.totalCents + delta,
      })
      .where(eq(t.orders.id, order.id));
    return row ?? item;
  });
  // After the commit: a lower price gives the difference of the hold back to the card.
  await hold.afterCommit();
  return updated;
}
