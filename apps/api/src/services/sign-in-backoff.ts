import { SIGN_IN_BACKOFF, signInDelaySeconds } from '@brand/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { tooManyAttempts } from '../errors.ts';

const RESET_MS = SIGN_IN_BACKOFF.resetAfterHours * 3600_000;

/**
 * The per-account sign-in backoff (issue 13, core SIGN_IN_BACKOFF): consecutive wrong passwords
 * for an email (known or not, so the answer never tells which exist) make the next attempt wait
 * 30 s, then 60 s, ... up to 15 minutes. 429 with Retry-After while waiting, whatever password
 * is sent. Rows live in the database, so every API instance sees the same count.
 *
 * Issue 23 item 5: the attempt is counted first, in one transaction that locks the account's
 * row, and only then is the password verified: 40 attempts sent at once get 5 verifications
 * (the free ones) and 35 answers of 429, instead of 40 verifications. A right password then
 * clears the count (`clearSignInFailures`); a wrong one leaves it counted.
 */
export async function reserveSignInAttempt(db: Db, email: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({ email, failures: 0, lastFailureAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, email))
      .for('update');
    const since = now.getTime() - (row?.lastFailureAt.getTime() ?? 0);
    const stale = since >= RESET_MS;
    const failures = stale ? 0 : (row?.failures ?? 0);
    const wait = signInDelaySeconds(failures) - since / 1000;
    if (!stale && wait > 0) throw tooManyAttempts(wait);
    await tx
      .update(signInFailures)
      .set({ failures: failures + 1, lastFailureAt: now })
      .where(eq(signInFailures.email, email));
  });
}

/** An attempt counted by `reserveSignInAttempt` that never verified a password (a busy server). */
export async function releaseSignInAttempt(db: Db, email: string) {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(eq(signInFailures.email, email));
}

/** A correct password: the account's count starts over. */
export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
