/**
 * Carrying out a recorded refund (one use case): the processor called once the item's capture is
 * made, under a short lock, with the refund's own idempotency key; a failure records the error and
 * when to retry (`REFUND_RETRY_MINUTES`: never given up); the customer told when it is refunded.
 */
import { formatUsd } from '@brand/core/rules';
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { notify, orderLink } from '../notifications/index.ts';
import type { RefundRow } from '../refunds/index.ts';
import { orderNumber } from './order-json.ts';
import { mailRefund } from './order-mails.ts';

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
