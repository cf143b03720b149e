/** Signing in to an AI design account (one use case). */
import { eq } from 'drizzle-orm';
import { hashingLimiter, verifyAgainstDummy, verifyPassword } from '../../auth/crypto.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { issueToken } from '../identity/index.ts';
import type { AiUser } from './ai-user-json.ts';

/**
 * Signs in to the AI design account (its own accounts, spec 1 §7): rate-limited by IP (failures:
 * counted first, given back on success, issue 23) and by email (every attempt); an unknown email
 * costs the same hashing time as a known one.
 */
export async function aiSignIn(deps: Deps, ip: string, input: { email: string; password: string }) {
  const { db } = deps.database;
  const now = deps.now();
  const limiter = hashingLimiter(deps.config);
  const address = await hit(db, 'aiSignInIp', ip, now);
  try {
    await hit(db, 'aiSignInEmail', input.email, now);
  } catch (err) {
    await address.giveBack();
    throw err;
  }
  let user: AiUser | undefined;
  let ok: boolean;
  try {
    [user] = await db.select().from(t.aiUsers).where(eq(t.aiUsers.email, input.email));
    ok = user
      ? await verifyPassword(input.password, user.passwordHash, limiter)
      : await verifyAgainstDummy(input.password, deps.config.scryptN, limiter);
  } catch (err) {
    await address.giveBack();
    throw err;
  }
  if (!user || !ok) throw invalid('email', 'These credentials do not match our records.');
  await address.giveBack();
  return { user, token: await issueToken(db, 'ai', user.id, now) };
}
