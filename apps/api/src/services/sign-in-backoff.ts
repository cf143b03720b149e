import { SIGN_IN_BACKOFF, signInDelaySeconds } from '@brand/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { tooManyAttempts } from '../http/errors.ts';

const RESET_MS = SIGN_IN_BACKOFF.resetAfterHours * 3600_000;

/**
 * The per-account sign-in backoff (issue 13, core SIGN_IN_BACKOFF): consecutive wrong passwords
 * for an email (known or not, so the answer never tells which exist) make the next attempt wait
 * 30 s, then 60 s, ... up to 15 minutes. 429 with Retry-After while waiting, whatever password
 * is sent. Rows live in the database, so every API instance sees the same count.
 */
export async function checkSignInBackoff(db: Db, email: string, now: Date) {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  if (!row) return;
  const since = now.getTime() - row.lastFailureAt.getTime();
  if (since >= RESET_MS) return;
  const wait = signInDelaySeconds(row.failures) - since / 1000;
  if (wait > 0) throw tooManyAttempts(wait);
}

/** One more wrong password for `email` (a day after the last one, the count starts over). */
export async function recordSignInFailure(db: Db, email: string, now: Date) {
  const stale = new Date(now.getTime() - RESET_MS);
  await db
    .insert(signInFailures)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.lastFailureAt} < ${stale.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    });
}

/** A correct password: the account's count starts over. */
export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
