/**
 * Carrying out recorded payment operations (one use case): after the commit, each capture or
 * release called once with its idempotency key under a short lock (`runOperations`); a failed call
 * retried with backoff by the minute's sweep (`retryDueOperations`, `OPERATION_RETRY_MINUTES`).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';

/** Minutes before the n-th retry of a failed operation (then hourly): never given up. */
export const OPERATION_RETRY_MINUTES = [1, 5, 15, 60] as const;
/** How long one attempt holds its operation (a crashed attempt is retried after it). */
const LOCK_MS = 2 * 60_000;

export function operationRetryDelayMs(attempts: number) {
  const index = Math.min(Math.max(attempts, 1), OPERATION_RETRY_MINUTES.length) - 1;
  return (OPERATION_RETRY_MINUTES[index] ?? 60) * 60_000;
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
