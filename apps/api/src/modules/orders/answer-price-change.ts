import { formatUsd } from '@brand/core/rules';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, forbidden, invalid } from '../../errors.ts';
import { raiseHold } from '../payments/index.ts';
import { ledgerEntry, ledgerSum } from './ledger.ts';
import { itemWithOrder, NOT_YOUR_ORDER } from './order-access.ts';
import { type Item, orderNumber } from './order-json.ts';
import { itemMoney, orderMoney } from './order-money.ts';
import { recordRefund } from './record-refund.ts';
import { repriceItem } from './reprice-item.ts';
import {
  afterCommit,
  transitionItem,
  VENDOR_SALE,
  VENDOR_SALE_ADJUSTMENT,
} from './set-item-status.ts';
import { lockOrder, orderProblems, settleOnFailure, settleOrder } from './settle-order.ts';

const clear = { proposedPriceCents: null, proposedNote: null, proposedAt: null };

/** The answer when an item already charged would cost more (docs/decisions/money.md). */
export const PRICE_RISE_AFTER_CHARGE =
  'This item is already charged at its price: a higher price cannot be charged now. The vendor may propose a lower one; you may reject the change to cancel the item.';

/**
 * The customer answers a vendor's price change (DOMAIN.md). Rejecting cancels the item (and
 * refunds it when it was charged). Accepting re-prices the item; the money follows
 * (docs/decisions/money.md): a higher price before the item is charged raises the card's hold
 * first (a decline changes nothing); a higher price after it was charged is refused; a lower
 * price releases the hold's difference, or refunds it when the item was charged, and the
 * vendor's share follows. A repeated answer gets the item as it is.
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
  if (proposed === null) {
    if (item.priceAnswer === (accept ? 'accepted' : 'rejected')) return item;
    throw invalid('accept', 'There is no price change to answer.');
  }
  if (!accept) {
    const { item: rejected } = await transitionItem(deps, { item, order }, 'Cancle', {
      extra: { ...clear, priceAnswer: 'rejected' },
      isReplay: (current) =>
        current.proposedPriceCents === null && current.priceAnswer === 'rejected',
      notice: `Order ${orderNumber(order.id)}: ${item.productName} – you rejected the new price, so the item is cancelled and you are not charged for it.`,
    });
    return rejected;
  }
  const figures = repriceItem(item, order, proposed);
  const delta = figures.lineTotalCents - item.lineTotalCents;
  const charged = itemMoney(await orderMoney(db, order.id), item.id).capturedCents > 0;
  if (charged && delta > 0) throw conflict(PRICE_RISE_AFTER_CHARGE);
  const version = item.priceVersion + 1;
  if (delta > 0) {
    await raiseHold(
      deps,
      order.id,
      delta,
      `increment:item-${item.id}:v${version}`,
      'price_change',
      () =>
        invalid(
          'accept',
          `Your card was declined for the extra ${formatUsd(delta)} the new price costs. The item keeps its price until you accept again or reject it.`,
        ),
    );
  }
  const now = deps.now();
  const result = await settleOnFailure(deps, order, delta > 0, () =>
    db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      const [current] = await tx.select().from(t.orderItems).where(eq(t.orderItems.id, item.id));
      if (!current) throw conflict('This item no longer exists.');
      if (current.priceVersion === version && current.priceAnswer === 'accepted') {
        return { item: current, replayed: true };
      }
      if (current.proposedPriceCents !== proposed || current.priceVersion !== item.priceVersion) {
        throw conflict('The price change was answered or replaced meanwhile. Reload the order.');
      }
      const before = await orderProblems(tx, locked);
      const chargedNow = itemMoney(await orderMoney(tx, order.id), item.id).capturedCents > 0;
      if (chargedNow && delta > 0) throw conflict(PRICE_RISE_AFTER_CHARGE);
      const [updated] = await tx
        .update(t.orderItems)
        .set({ ...clear, ...figures, priceVersion: version, priceAnswer: 'accepted' })
        .where(and(eq(t.orderItems.id, item.id), eq(t.orderItems.priceVersion, item.priceVersion)))
        .returning();
      if (!updated) throw conflict('The price change was answered meanwhile. Reload the order.');
      if (chargedNow && delta < 0) {
        await recordRefund(tx, {
          item: updated,
          order: locked,
          amountCents: -delta,
          restockingFeeCents: 0,
          reason: 'price_change',
          idempotencyKey: `refund:item-${item.id}:price-v${version}`,
          now,
        });
      }
      if ((await ledgerSum(tx, item.id, item.vendorId, [VENDOR_SALE])) !== 0) {
        await ledgerEntry(tx, {
          userId: item.vendorId,
          orderItemId: item.id,
          kind: VENDOR_SALE_ADJUSTMENT,
          amountCents: (proposed - item.finalPriceCents) * item.qty,
          availableAt: null,
          eventKey: `sale-adjust:item-${item.id}:v${version}`,
        });
      }
      await settleOrder(tx, locked, before);
      return { item: updated, replayed: false };
    }),
  );
  if (!result.replayed) {
    await afterCommit(
      deps,
      order,
      `Order ${orderNumber(order.id)}: ${item.productName} – the new price of ${formatUsd(proposed)} is accepted.`,
    );
  }
  return result.item;
}
