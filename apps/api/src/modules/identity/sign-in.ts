import { and, eq } from 'drizzle-orm';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../auth/crypto.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../http/errors.ts';
import { checkLimit, countFailure } from '../../services/rate-limit.ts';
import {
  checkSignInBackoff,
  clearSignInFailures,
  recordSignInFailure,
} from '../../services/sign-in-backoff.ts';
import { issueToken } from './tokens.ts';

/**
 * Signs a user in (spec 1 §1). Both limits are checked before any password is verified
 * (issue 13): a blocked address or a backing-off account gets 429 even with the right password.
 * An unknown email costs the same scrypt as a known one, so the timing tells nothing. Every
 * status gets a token; one whose status does not allow sign-in only works for logout.
 */
export async function signIn(deps: Deps, ip: string, input: { email: string; password: string }) {
  const { db } = deps.database;
  const now = deps.now();
  await checkLimit(db, 'signInIp', ip, now);
  await checkSignInBackoff(db, input.email, now);
  const [user] = await db.select().from(t.users).where(eq(t.users.email, input.email));
  const ok = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password, deps.config.scryptN);
  if (!user || !ok) {
    await countFailure(db, 'signInIp', ip, now);
    await recordSignInFailure(db, input.email, now);
    throw invalid('email', 'These credentials do not match our records.');
  }
  await clearSignInFailures(db, input.email);
  // A hash of a lower cost than today's policy is replaced now that we know the password.
  if (needsRehash(user.passwordHash, deps.config.scryptN)) {
    await db
      .update(t.users)
      .set({ passwordHash: await hashPassword(input.password, deps.config.scryptN) })
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
