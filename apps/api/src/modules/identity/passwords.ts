import { and, eq, ne } from 'drizzle-orm';
import { hashingLimiter, hashPassword, sha256, verifyPassword } from '../../auth/crypto.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { clearSignInFailures } from '../../services/sign-in-backoff.ts';
import { issueLinkToken, useLinkToken } from './tokens.ts';

/** How long a password reset link works. */
export const RESET_TTL_MINUTES = 60;

/**
 * Emails a reset link when the account exists; the answer is the same either way, so it tells
 * nobody which emails have accounts. Rate-limited by IP and email.
 */
export async function requestPasswordReset(deps: Deps, ip: string, email: string) {
  const { db } = deps.database;
  await hit(db, 'passwordResetIp', ip, deps.now());
  await hit(db, 'passwordResetEmail', email, deps.now());
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email));
  if (!user) return;
  const token = await issueLinkToken(deps, 'password_reset', user.id, RESET_TTL_MINUTES * 60_000);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Open this link to choose a new password:\n${deps.config.publicUrl}/password_reset?token=${token}&email=${encodeURIComponent(user.email)}\n\nThe link is valid for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
  });
}

/** Sets a new password from a reset link (single use, for that email); every session ends. */
export async function resetPassword(
  deps: Deps,
  ip: string,
  input: { email: string; token: string; password: string },
) {
  const { db } = deps.database;
  await hit(db, 'passwordResetUseIp', ip, deps.now());
  const [user] = await db.select().from(t.users).where(eq(t.users.email, input.email));
  const [code] = user
    ? await db
        .select()
        .from(t.oneTimeCodes)
        .where(
          and(
            eq(t.oneTimeCodes.codeHash, sha256(input.token)),
            eq(t.oneTimeCodes.subjectId, user.id),
            eq(t.oneTimeCodes.purpose, 'password_reset'),
          ),
        )
    : [];
  if (!user || !code || !(await useLinkToken(deps, 'password_reset', input.token))) {
    throw invalid('token', 'This password reset link is invalid or has expired.');
  }
  const passwordHash = await hashPassword(
    input.password,
    deps.config.scryptN,
    hashingLimiter(deps.config),
  );
  await db.transaction(async (tx) => {
    await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
    await tx
      .update(t.tokens)
      .set({ revokedAt: deps.now() })
      .where(and(eq(t.tokens.kind, 'api'), eq(t.tokens.subjectId, user.id)));
  });
  await clearSignInFailures(db, user.email);
}

/** A signed-in user changes their password; every other session ends, this one stays. */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  currentTokenId: number | undefined,
  input: { current_password: string; password: string },
) {
  const { db } = deps.database;
  // Issue 23 item 9: wrong current passwords are limited as for the payout account.
  const attempt = await hit(db, 'passwordConfirmUser', user.id, deps.now());
  if (
    !(await verifyPassword(input.current_password, user.passwordHash, hashingLimiter(deps.config)))
  ) {
    throw invalid('current_password', 'The current password is incorrect.');
  }
  await attempt.giveBack();
  const passwordHash = await hashPassword(
    input.password,
    deps.config.scryptN,
    hashingLimiter(deps.config),
  );
  await db.transaction(async (tx) => {
    await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, user.id));
    await tx
      .update(t.tokens)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(t.tokens.kind, 'api'),
          eq(t.tokens.subjectId, user.id),
          ne(t.tokens.id, currentTokenId ?? 0),
        ),
      );
  });
}
