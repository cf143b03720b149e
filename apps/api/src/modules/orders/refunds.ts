import { formatUsd, refundAmount } from '@brand/core/rules';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { adminRefundJson, type RefundRow } from '../refunds/index.ts';
import { orderNumber } from './order-json.ts';
import { mailRefund } from './order-mails.ts';
import type { Item, Order } from './order-rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Minutes to wait before retrying a refund after its n-th failed attempt (then once a day):
 * never given up, so a refund is never lost (docs/decisions/back-office.md).
 */
export const REFUND_RETRY_MINUTES = [1, 5, 15, 60, 240, 1440] as const;

export function refundRetryDelayMs(attempts: number) {
  const index = Math.min(Math.max(attempts, 1), REFUND_RETRY_MINUTES.length) - 1;
  return (REFUND_RETRY_MINUTES[index] ?? 1440) * 60_000;
}

/** Why a refund was not sent yet: its item's capture has not been carried out. */
export const CAPTURE_FIRST =
  "Waiting for this item's card capture (it is being retried) before refunding.";

/** How long one attempt holds its refund (a crashed attempt is retried after it). */
const LOCK_MS = 2 * 60_000;

/** Why money goes back to the card (issue 22). */
export type RefundReason = 'return' | 'cancel' | 'decline' | 'price_change';

/**
 * The restocking fee and refund of an item marked Returned (DOMAIN.md): the item's total
 * (price, its fee and tax share: `line_total`) minus the restocking fee, which is the item's
 * share of the initial shipping capped at the return shipping (the same share: the item goes
 * back the way it came), core `refundAmount`.
 */
export function returnRefund(item: Item) {
  return refundAmount({
    paidCents: item.lineTotalCents,
    initialShippingCents: item.shippingCents,
    returnShippingCents: item.shippingCents,
  });
}

/**
 * Records a refund inside the transaction that decides it, as `pending`; the processor is called
 * after the commit (`attemptRefund`). One refund per item and event: the key is unique, so a
 * repeated or concurrent transition records it once.
 */
export async function recordRefund(
  tx: Tx,
  refund: {
    item: Item;
    order: Order;
    amountCents: number;
    restockingFeeCents: number;
    reason: RefundReason;
    idempotencyKey: string;
    now: Date;
  },
) {
  if (refund.amountCents <= 0) return undefined;
  const [row] = await tx
    .insert(t.refunds)
    .values({
      orderItemId: refund.item.id,
      orderId: refund.order.id,
      amountCents: refund.amountCents,
      restockingFeeCents: refund.restockingFeeCents,
      status: 'pending',
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
      createdAt: refund.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * One attempt at a refund through the processor, with its idempotency key (a retry after a
 * lost answer refunds once). The attempt first takes the refund (a conditional update: not
 * refunded, not held by another attempt, and, unless `force`, its backoff passed), so two
 * instances or a double click never call twice at once. Success records the date; a failure
 * records the error and when to retry (`refundRetryDelayMs`).
 */
export async function attemptRefund(
  deps: Deps,
  refundId: number,
  { force = false }: { force?: boolean } = {},
): Promise<RefundRow> {
  const { db } = deps.database;
  const now = deps.now();
  // A refund gives back what its item's capture charged: while that capture is still to be
  // carried out (it failed and waits for its retry), the processor has nothing to refund. Asked
  // now, it refuses, and Stripe keeps that refusal under the refund's idempotency key, so every
  // retry would get it again and the money, once captured, would never go back. The refund
  // waits for the capture instead; the retry job sends it once the capture is done.
  const [waiting] = await db
    .select({ retryAt: t.paymentOperations.nextAttemptAt })
    .from(t.paymentOperations)
    .innerJoin(t.refunds, eq(t.refunds.orderItemId, t.paymentOperations.orderItemId))
    .where(
      and(
        eq(t.refunds.id, refundId),
        eq(t.paymentOperations.kind, 'capture'),
        inArray(t.paymentOperations.status, ['pending', 'failed']),
      ),
    )
    .limit(1);
  if (waiting) {
    const [current] = await db
      .update(t.refunds)
      .set({
        lastError: CAPTURE_FIRST,
        nextAttemptAt:
          waiting.retryAt && waiting.retryAt > now
            ? waiting.retryAt
            : new Date(now.getTime() + refundRetryDelayMs(1)),
      })
      .where(and(eq(t.refunds.id, refundId), ne(t.refunds.status, 'refunded')))
      .returning();
    if (current) return current;
  }
  const [claimed] = await db
    .update(t.refunds)
    .set({
      attempts: sql`${t.refunds.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LOCK_MS),
    })
    .where(
      and(
        eq(t.refunds.id, refundId),
        ne(t.refunds.status, 'refunded'),
        or(isNull(t.refunds.lockedUntil), lte(t.refunds.lockedUntil, now)),
        force ? undefined : or(isNull(t.refunds.nextAttemptAt), lte(t.refunds.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (!claimed) {
    const [current] = await db.select().from(t.refunds).where(eq(t.refunds.id, refundId));
    if (!current) throw notFound();
    return current;
  }
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, claimed.orderId));
  try {
    if (!auth) throw new Error('No card payment was found for this order.');
    const { ref } = await deps.payments.refund(
      auth.processorRef,
      claimed.amountCents,
      claimed.idempotencyKey,
    );
    const [done] = await db
      .update(t.refunds)
      .set({
        status: 'refunded',
        processorRef: ref,
        refundedAt: now,
        lastError: null,
        nextAttemptAt: null,
        lockedUntil: null,
      })
      .where(eq(t.refunds.id, claimed.id))
      .returning();
    await notifyRefunded(db, claimed);
    // Issue 25 item 8: the customer's mail, once (only the attempt that refunded gets here).
    await mailRefund(deps, done ?? claimed);
    return done ?? claimed;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const [failed] = await db
      .update(t.refunds)
      .set({
        status: 'failed',
        lastError: message || 'The refund failed.',
        nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(claimed.attempts)),
        lockedUntil: null,
      })
      .where(eq(t.refunds.id, claimed.id))
      .returning();
    return failed ?? claimed;
  }
}

async function notifyRefunded(db: Db, refund: RefundRow) {
  const [row] = await db
    .select({ userId: t.orders.userId, productName: t.orderItems.productName })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(eq(t.orderItems.id, refund.orderItemId));
  if (!row) return;
  await notify(db, [row.userId], {
    kind: 'order_item_status',
    title: `Order ${orderNumber(refund.orderId)}: refunded`,
    body: `Order ${orderNumber(refund.orderId)}: ${row.productName} – ${formatUsd(refund.amountCents)} refunded to your card.`,
    link: orderLink(refund.orderId),
  });
}

/**
 * The retry job: every refund not refunded whose backoff has passed and that no attempt holds,
 * oldest first (at most 50 a run). Run by the server every minute and by admins on demand.
 */
export async function retryDueRefunds(deps: Deps) {
  const { db } = deps.database;
  const now = deps.now();
  const due = await db
    .select({ id: t.refunds.id })
    .from(t.refunds)
    .where(
      and(
        inArray(t.refunds.status, ['pending', 'failed']),
        or(isNull(t.refunds.nextAttemptAt), lte(t.refunds.nextAttemptAt, now)),
        or(isNull(t.refunds.lockedUntil), lte(t.refunds.lockedUntil, now)),
      ),
    )
    .orderBy(asc(t.refunds.id))
    .limit(50);
  const run = { attempted: 0, refunded: 0, failed: 0 };
  for (const { id } of due) {
    const before = await db
      .select({ a: t.refunds.attempts })
      .from(t.refunds)
      .where(eq(t.refunds.id, id));
    const after = await attemptRefund(deps, id);
    if (after.attempts === before[0]?.a) continue; // taken by another instance meanwhile
    run.attempted++;
    if (after.status === 'refunded') run.refunded++;
    else run.failed++;
  }
  return run;
}

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
