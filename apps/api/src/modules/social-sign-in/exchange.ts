import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { issueToken, useLinkToken } from '../identity/index.ts';
import { EXCHANGE_PURPOSE } from './callback.ts';

/**
 * The site trades the callback's one-time code for a session: the user and a new token, as a
 * password sign-in answers. The code works once, within 60 s; a wrong, used or expired one is a
 * 422 on `code` and counts against the address (RATE_LIMITS.socialSignInIp).
 */
export async function exchangeSignInCode(deps: Deps, ip: string, code: string) {
  const { db } = deps.database;
  const counted = await hit(db, 'socialSignInIp', ip, deps.now());
  const userId = await useLinkToken(deps, EXCHANGE_PURPOSE, code);
  const [user] =
    userId === null ? [] : await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) throw invalid('code', 'This sign-in link has expired. Please sign in again.');
  await counted.giveBack();
  return { user, token: await issueToken(db, 'api', user.id, deps.now()) };
}
