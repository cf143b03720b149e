/**
 * Retrying the refunds that are due (one use case): the scheduler's sweep over failed or
 * interrupted refunds whose next attempt has come.
 */
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { attemptRefund } from './attempt-refund.ts';

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
