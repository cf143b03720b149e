/**
 * The card side of an order (issue 22, docs/decisions/money.md). A transition decides the money
 * it moves inside its transaction (`recordOperation`: a capture, a release of the hold) and the
 * processor is called after the commit (`runOperations`), each call with the operation's
 * idempotency key. A failed call is retried with backoff (`retryDueOperations`, every minute);
 * a crash between the call and its record is repaired by calling again with the same key, which
 * the processor answers with its first result. Authorisations and increments are the exception:
 * the customer waits for the card's answer, so they are called first and recorded at once
 * (`raiseHold`, place-order).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { PaymentDeclined } from '../../services/payments.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaymentOperation = typeof t.paymentOperations.$inferSelect;
export type OperationKind = 'authorize' | 'increment' | 'capture' | 'release';

/** Minutes before the n-th retry of a failed operation (then hourly): never given up. */
export const OPERATION_RETRY_MINUTES = [1, 5, 15, 60] as const;
/** How long one attempt holds its operation (a crashed attempt is retried after it). */
const LOCK_MS = 2 * 60_000;

export function operationRetryDelayMs(attempts: number) {
  const index = Math.min(Math.max(attempts, 1), OPERATION_RETRY_MINUTES.length) - 1;
  return (OPERATION_RETRY_MINUTES[index] ?? 60) * 60_000;
}

/** Records an operation for after the commit (or one already done, for authorisations). */
export async function recordOperation(
  tx: Tx | Db,
  op: {
    orderId: number;
    orderItemId?: number | null;
    kind: OperationKind;
    amountCents: number;
    idempotencyKey: string;
    reason: string;
    done?: { processorRef: string | null; at: Date };
  },
) {
  if (op.amountCents <= 0) return undefined;
  const [row] = await tx
    .insert(t.paymentOperations)
    .values({
      orderId: op.orderId,
      orderItemId: op.orderItemId ?? null,
      kind: op.kind,
      amountCents: op.amountCents,
      idempotencyKey: op.idempotencyKey,
      reason: op.reason,
      status: op.done ? 'done' : 'pending',
      processorRef: op.done?.processorRef ?? null,
      doneAt: op.done?.at ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * One attempt at an operation: it is taken first (a conditional update: not done, not held by
 * another attempt and, unless `force`, its backoff passed), so two instances never call at
 * once; then the processor is called with the operation's key.
 */
async function attemptOperation(deps: Deps, id: number, force: boolean) {
  const { db } = deps.database;
  const now = deps.now();
  const [claimed] = await db
    .update(t.paymentOperations)
    .set({
      attempts: sql`${t.paymentOperations.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + LOCK_MS),
    })
    .where(
      and(
        eq(t.paymentOperations.id, id),
        inArray(t.paymentOperations.status, ['pending', 'failed']),
        or(isNull(t.paymentOperations.lockedUntil), lte(t.paymentOperations.lockedUntil, now)),
        force
          ? undefined
          : or(
              isNull(t.paymentOperations.nextAttemptAt),
              lte(t.paymentOperations.nextAttemptAt, now),
            ),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, claimed.orderId));
  try {
    if (!auth) throw new Error('No card authorisation was found for this order.');
    const { processorRef: ref } = auth;
    const key = claimed.idempotencyKey;
    if (claimed.kind === 'capture') await deps.payments.capture(ref, claimed.amountCents, key);
    else if (claimed.kind === 'release') await deps.payments.release(ref, claimed.amountCents, key);
    else if (claimed.kind === 'increment') {
      await deps.payments.incrementAuthorization(ref, claimed.amountCents, key);
    } else throw new Error(`An ${claimed.kind} is never carried out later.`);
    const [done] = await db
      .update(t.paymentOperations)
      .set({ status: 'done', doneAt: now, lastError: null, nextAttemptAt: null, lockedUntil: null })
      .where(eq(t.paymentOperations.id, claimed.id))
      .returning();
    return done;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const [failed] = await db
      .update(t.paymentOperations)
      .set({
        status: 'failed',
        lastError: message || 'The processor refused the operation.',
        nextAttemptAt: new Date(now.getTime() + operationRetryDelayMs(claimed.attempts)),
        lockedUntil: null,
      })
      .where(eq(t.paymentOperations.id, claimed.id))
      .returning();
    return failed;
  }
}

/** After a commit: every operation of the order still to do, in the order it was decided. */
export async function runOperations(deps: Deps, orderId: number) {
  const { db } = deps.database;
  const due = await db
    .select({ id: t.paymentOperations.id })
    .from(t.paymentOperations)
    .where(
      and(
        eq(t.paymentOperations.orderId, orderId),
        inArray(t.paymentOperations.status, ['pending', 'failed']),
      ),
    )
    .orderBy(asc(t.paymentOperations.id));
  for (const { id } of due) await attemptOperation(deps, id, false);
}

/** The retry job: operations not done whose backoff passed (at most 50 a run), oldest first. */
export async function retryDueOperations(deps: Deps) {
  const { db } = deps.database;
  const now = deps.now();
  const due = await db
    .select({ id: t.paymentOperations.id })
    .from(t.paymentOperations)
    .where(
      and(
        inArray(t.paymentOperations.status, ['pending', 'failed']),
        or(isNull(t.paymentOperations.nextAttemptAt), lte(t.paymentOperations.nextAttemptAt, now)),
        or(isNull(t.paymentOperations.lockedUntil), lte(t.paymentOperations.lockedUntil, now)),
      ),
    )
    .orderBy(asc(t.paymentOperations.id))
    .limit(50);
  const run = { attempted: 0, done: 0, failed: 0 };
  for (const { id } of due) {
    const after = await attemptOperation(deps, id, false);
    if (!after) continue; // taken by another instance meanwhile
    run.attempted++;
    if (after.status === 'done') run.done++;
    else run.failed++;
  }
  return run;
}

/**
 * Raises an order's hold by `amountCents` before the transaction that needs it (the customer
 * waits for the card's answer): the processor is called with `key`, then the increment is
 * recorded at once in its own transaction, so that a transaction that then fails leaves a hold
 * the next settlement sees and releases. A decline throws `declined`.
 */
export async function raiseHold(
  deps: Deps,
  orderId: number,
  amountCents: number,
  key: string,
  reason: string,
  declined: () => Error,
) {
  if (amountCents <= 0) return;
  const { db } = deps.database;
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, orderId));
  if (!auth) return;
  try {
    await deps.payments.incrementAuthorization(auth.processorRef, amountCents, key);
  } catch (err) {
    if (err instanceof PaymentDeclined) throw declined();
    throw err;
  }
  await recordOperation(db, {
    orderId,
    kind: 'increment',
    amountCents,
    idempotencyKey: key,
    reason,
    done: { processorRef: auth.processorRef, at: deps.now() },
  });
}
