import { and, eq } from 'drizzle-orm';
import {
  hashingLimiter,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../auth/crypto.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import {
  clearSignInFailures,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from '../../services/sign-in-backoff.ts';
import { issueToken } from './tokens.ts';

/**
 * Signs a user in (spec 1 §1). Both limits count the attempt first, atomically, and only then is
 * the password verified (issues 13 and 23): a blocked address or a backing-off account gets 429
 * even with the right password, and attempts sent at once cannot all pass the check before any
 * is counted. A right password gives both counts back (they count failures). An unknown email
 * costs the same scrypt as a known one, so the timing tells nothing. Every status gets a token;
 * one whose status does not allow sign-in only works for logout.
 */
export async function signIn(deps: Deps, ip: string, input: { email: string; password: string }) {
  const { db } = deps.database;
  const now = deps.now();
  const limiter = hashingLimiter(deps.config);
  const address = await hit(db, 'signInIp', ip, now);
  try {
    await reserveSignInAttempt(db, input.email, now);
  } catch (err) {
    await address.giveBack();
    throw err;
  }
  let user: typeof t.users.$inferSelect | undefined;
  let ok: boolean;
  try {
    [user] = await db.select().from(t.users).where(eq(t.users.email, input.email));
    ok = user
      ? await verifyPassword(input.password, user.passwordHash, limiter)
      : await verifyAgainstDummy(input.password, deps.config.scryptN, limiter);
  } catch (err) {
    // No password was checked (a busy server): neither count is spent.
    await address.giveBack();
    await releaseSignInAttempt(db, input.email);
    throw err;
  }
  if (!user || !ok) throw invalid('email', 'These credentials do not match our records.');
  await address.giveBack();
  await clearSignInFailures(db, input.email);
  // A hash of a lower cost than today's policy is replaced now that we know the password.
  if (needsRehash(user.passwordHash, deps.config.scryptN)) {
    await db
      .update(t.users)
      .set({ passwordHash: await hashPassword(input.password, deps.config.scryptN, limiter) })
      .where(and(eq(t.users.id, user.id), eq(t.users.passwordHash, user.passwordHash)));
  }
  return { user, token: await issueToken(db, 'api', user.id, now) };
}

/** Ends a session: the token is revoked. */
export async function signOut(deps: Deps, tokenId: number | undefined) {
  if (tokenId === undefined) return;
  await deps.database.db
    .update(t.tokens)
    .set({ revokedAt: deps.now() })
    .where(eq(t.tokens.id, tokenId));
}
