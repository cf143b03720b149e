import { and, eq, isNull } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { sendVerification } from './send-verification.ts';
import { useLinkToken } from './tokens.ts';

/** A new verification link, rate-limited per user. Answers false when already verified. */
export async function resendVerification(deps: Deps, user: UserRow) {
  if (user.emailVerifiedAt) return false;
  await hit(deps.database.db, 'verificationResendUser', user.id, deps.now());
  await sendVerification(deps, user);
  return true;
}

/** Consumes a verification link (single use, 48 hours) and marks the email verified. */
export async function verifyEmail(deps: Deps, token: string) {
  const userId = await useLinkToken(deps, 'email_verify', token);
  if (!userId) throw invalid('token', 'This verification link is invalid or has expired.');
  await deps.database.db
    .update(t.users)
    .set({ emailVerifiedAt: deps.now() })
    .where(and(eq(t.users.id, userId), isNull(t.users.emailVerifiedAt)));
}
