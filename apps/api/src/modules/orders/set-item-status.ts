import type { OrderItemStatus } from '@brand/core/contract';
import {
  canProposePriceChange,
  isCancelledItemStatus,
  isChargedItemStatus,
  itemBillCents,
  orderItemStatusLabel,
  payoutAvailableAt,
  shopperStatusText,
} from '@brand/core/rules';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { conflict } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { recordOperation, runOperations, type Tx } from '../payments/index.ts';
import { attemptRefund } from './attempt-refund.ts';
import { ledgerEntry, ledgerSum } from './ledger.ts';
import { orderNumber } from './order-json.ts';
import { mailItemStatus } from './order-mails.ts';
import { itemMoney, orderMoney } from './order-money.ts';
import type { Item, Order } from './order-rows.ts';
import { recordRefund, returnRefund } from './record-refund.ts';
import { lockOrder, orderProblems, settleOrder } from './settle-order.ts';

/** Ledger kinds of a vendor's share of an item (issue 12). */
export const VENDOR_SALE = 'sale';
export const VENDOR_SALE_ADJUSTMENT = 'sale_adjustment';
export const VENDOR_SALE_REVERSAL = 'sale_reversal';
const VENDOR_KINDS = [VENDOR_SALE, VENDOR_SALE_ADJUSTMENT, VENDOR_SALE_REVERSAL];
/** Ledger kinds of the Pro's markup on an item. */
const PRO_KINDS = ['profit', 'return'];

/** What a transition answers: the item after it, and whether it only repeated the current state. */
export interface Transition {
  item: Item;
  order: Order;
  replayed: boolean;
}

/** What the caller saw of the item when it decided (the compare-and-set compares with it). */
export interface ItemSnapshot {
  item: Item;
  order: Order;
}

/**
 * One transition of an order item, the engine every status change, cancel, return and price
 * answer runs through (docs/decisions/money.md):
 * 1. one transaction locks the order (`SELECT ... FOR UPDATE`) and reads the item again;
 * 2. the same target status again is a replay: the current state, nothing moves;
 * 3. an item that changed since the caller read it is a 409 (the loser of a race);
 * 4. the status is written with a compare-and-set on the status read (a price change still
 *    unanswered lapses when the item leaves the statuses where its price may change);
 * 5. `work` decides the money (captures, refunds, ledger entries with unique event keys);
 * 6. `settleOrder` recomputes the totals, releases the hold's surplus and checks the invariants;
 * then, after the commit, the processor operations and refunds run, then the customer is told.
 */
export async function transitionItem(
  deps: Deps,
  snapshot: ItemSnapshot,
  next: OrderItemStatus,
  options: {
    extra?: Partial<Item>;
    /** A replay of this request (the item is already where it asked for). */
    isReplay?: (current: Item) => boolean;
    /** Extra money of the transition, inside the transaction, after the status is written. */
    work?: (tx: Tx, item: Item, order: Order) => Promise<void>;
    notice?: string;
  } = {},
): Promise<Transition> {
  const now = deps.now();
  const { item: seen } = snapshot;
  const result = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, snapshot.order.id);
    const [current] = await tx.select().from(t.orderItems).where(eq(t.orderItems.id, seen.id));
    if (!current) throw conflict('This item no longer exists.');
    const replay = options.isReplay ? options.isReplay(current) : current.status === next;
    if (replay) return { item: current, order, replayed: true };
    if (
      current.status !== seen.status ||
      current.priceVersion !== seen.priceVersion ||
      current.proposedPriceCents !== seen.proposedPriceCents
    ) {
      throw conflict(
        `This item changed meanwhile: it is now "${orderItemStatusLabel(current.status)}". Reload the order and try again.`,
      );
    }
    const before = await orderProblems(tx, order);
    const [updated] = await tx
      .update(t.orderItems)
      .set({
        status: next,
        statusDate: now,
        ...(next === 'Delivered' ? { deliveredAt: now } : {}),
        // A price change still unanswered lapses once the item leaves the statuses in which its
        // price may change (a cancelled item re-priced would be refunded twice).
        ...(canProposePriceChange(next)
          ? {}
          : { proposedPriceCents: null, proposedNote: null, proposedAt: null }),
        ...options.extra,
      })
      .where(and(eq(t.orderItems.id, current.id), eq(t.orderItems.status, current.status)))
      .returning();
    if (!updated) throw conflict('This item changed meanwhile. Reload the order and try again.');
    await moveMoney(tx, updated, order, now);
    await options.work?.(tx, updated, order);
    await settleOrder(tx, order, before);
    return { item: updated, order, replayed: false };
  });
  if (result.replayed) return result;
  await afterCommit(deps, result.order, options.notice ?? statusNotice(result.order, result.item), {
    item: result.item,
    reason: options.notice,
  });
  return result;
}

/** The customer's notice of a status change: the order number, the item, the shopper's words. */
const statusNotice = (order: Order, item: Item) =>
  `Order ${orderNumber(order.id)}: ${item.productName} – ${shopperStatusText(item.status)}.`;

/**
 * After the commit: the processor operations (captures, releases), then the customer hears of
 * the change (one notification, and a mail for the statuses that mail, issue 25 item 8), then
 * the refunds, each with its idempotency key (a failure is retried by the jobs; a refund made
 * is its own notification and mail, so the customer reads "cancelled" before "refunded").
 * A mail that fails is logged and never fails the change.
 */
export async function afterCommit(
  deps: Deps,
  order: Order,
  notice: string,
  changed?: { item: Item; reason?: string },
) {
  await runOperations(deps, order.id);
  await notify(deps.database.db, [order.userId], {
    kind: 'order_item_status',
    title: changed
      ? `Order ${orderNumber(order.id)}: ${shopperStatusText(changed.item.status)}`
      : `Order ${orderNumber(order.id)} update`,
    body: notice,
    link: orderLink(order.id),
  });
  if (changed) await mailItemStatus(deps, order, changed.item, changed.reason);
  const pending = await deps.database.db
    .select({ id: t.refunds.id })
    .from(t.refunds)
    .where(and(eq(t.refunds.orderId, order.id), eq(t.refunds.status, 'pending')));
  for (const { id } of pending) await attemptRefund(deps, id);
}

/**
 * The money a status change moves (DOMAIN.md, docs/decisions/money.md):
 * - the first move to a charged status captures the item's bill (line total and shipping share)
 *   and records the vendor's share;
 * - a cancel or decline refunds what the item netted, or leaves its hold to be released, and
 *   takes the vendor's share and the Pro's profit back;
 * - Delivered makes the vendor's share available 46 business days later and credits the Pro's
 *   markup once;
 * - Returned refunds the line total minus the restocking fee and takes both shares back.
 */
async function moveMoney(tx: Tx, item: Item, order: Order, now: Date) {
  const next = item.status as OrderItemStatus;
  const money = itemMoney(await orderMoney(tx, order.id), item.id);
  const proUserId = await showroomOwner(tx, order);
  if (isChargedItemStatus(next) && money.capturedCents === 0) {
    await recordOperation(tx, {
      orderId: order.id,
      orderItemId: item.id,
      kind: 'capture',
      amountCents: itemBillCents(item as Item & { status: OrderItemStatus }),
      idempotencyKey: `capture:item-${item.id}`,
      reason: next,
    });
    await ledgerEntry(tx, {
      userId: item.vendorId,
      orderItemId: item.id,
      kind: VENDOR_SALE,
      amountCents: item.finalPriceCents * item.qty,
      availableAt: null,
      eventKey: `sale:item-${item.id}`,
    });
  }
  if (isCancelledItemStatus(next)) {
    const net = money.capturedCents - money.refundedCents;
    await recordRefund(tx, {
      item,
      order,
      amountCents: net,
      restockingFeeCents: 0,
      reason: next === 'Decline' ? 'decline' : 'cancel',
      idempotencyKey: `refund:item-${item.id}:${next === 'Decline' ? 'decline' : 'cancel'}`,
      now,
    });
    await takeSharesBack(tx, item, proUserId, now);
  }
  if (next === 'Delivered') {
    await tx
      .update(t.payoutLedger)
      .set({ availableAt: payoutAvailableAt(now) })
      .where(
        and(
          eq(t.payoutLedger.orderItemId, item.id),
          eq(t.payoutLedger.userId, item.vendorId),
          isNull(t.payoutLedger.availableAt),
        ),
      );
    if (proUserId !== null) {
      await ledgerEntry(tx, {
        userId: proUserId,
        orderItemId: item.id,
        kind: 'profit',
        amountCents: item.contractorMarkupAmtCents * item.qty,
        availableAt: payoutAvailableAt(now),
        eventKey: `profit:item-${item.id}`,
      });
    }
  }
  if (next === 'Returned') {
    const { refundCents, restockingFeeCents } = returnRefund(item);
    await recordRefund(tx, {
      item,
      order,
      amountCents: refundCents,
      restockingFeeCents,
      reason: 'return',
      // The key refunds of returns always had (issue 12), so a retried one stays one refund.
      idempotencyKey: `refund-item-${item.id}`,
      now,
    });
    await takeSharesBack(tx, item, proUserId, now);
  }
}

/**
 * A cancelled, declined or returned item earns nobody anything: the vendor's open share and the
 * Pro's profit are reversed once each. A share not available yet settles now with its reversal
 * (it nets to zero rather than showing as pending and negative at once); one already available
 * (and perhaps paid out) is owed back from the payee's balance.
 */
async function takeSharesBack(tx: Tx, item: Item, proUserId: number | null, now: Date) {
  const open = await ledgerSum(tx, item.id, item.vendorId, VENDOR_KINDS);
  if (open !== 0) {
    await tx
      .update(t.payoutLedger)
      .set({ availableAt: now })
      .where(
        and(
          eq(t.payoutLedger.orderItemId, item.id),
          eq(t.payoutLedger.userId, item.vendorId),
          or(isNull(t.payoutLedger.availableAt), gt(t.payoutLedger.availableAt, now)),
          sql`${t.payoutLedger.kind} in (${sql.join(
            VENDOR_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        ),
      );
    await ledgerEntry(tx, {
      userId: item.vendorId,
      orderItemId: item.id,
      kind: VENDOR_SALE_REVERSAL,
      amountCents: -open,
      availableAt: now,
      eventKey: `sale-reversal:item-${item.id}`,
    });
  }
  if (proUserId === null) return;
  const profit = await ledgerSum(tx, item.id, proUserId, PRO_KINDS);
  if (profit !== 0) {
    await ledgerEntry(tx, {
      userId: proUserId,
      orderItemId: item.id,
      kind: 'return',
      amountCents: -profit,
      availableAt: now,
      eventKey: `return:item-${item.id}`,
    });
  }
}

async function showroomOwner(tx: Tx, order: Order) {
  const [showroom] = await tx
    .select({ userId: t.showrooms.userId })
    .from(t.showrooms)
    .where(eq(t.showrooms.id, order.showroomId));
  return showroom?.userId ?? null;
}

/**
 * Moves an order item to `next` for a caller that checked who may (the status dropdown).
 * A repeated identical request answers the current state.
 */
export function setItemStatus(
  deps: Deps,
  snapshot: ItemSnapshot,
  next: OrderItemStatus,
  extra: Partial<Item> = {},
) {
  return transitionItem(deps, snapshot, next, { extra });
}
