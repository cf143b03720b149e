import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@brand/core/rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { newOtp, sha256 } from '../../auth/crypto.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';

/** Emails an Admin a new one-time code (core `OTP_TTL_MINUTES`); older codes stop working. */
export async function sendAdminOtp(deps: Deps, user: UserRow) {
  const { db } = deps.database;
  const now = deps.now();
  await hit(db, 'otpSendUser', user.id, now);
  const code = newOtp();
  await db
    .update(t.oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.oneTimeCodes.purpose, 'admin_otp'),
        eq(t.oneTimeCodes.subjectId, user.id),
        isNull(t.oneTimeCodes.usedAt),
      ),
    );
  await db.insert(t.oneTimeCodes).values({
    purpose: 'admin_otp',
    subjectId: user.id,
    codeHash: sha256(`${user.id}:${code}`),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your one-time code',
    text: `Your one-time code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  });
}

export type OtpOutcome = 'verified' | 'expired' | 'wrong';

/**
 * Checks an Admin's code: the latest unused one, before it expires, at most
 * `OTP_MAX_ATTEMPTS` wrong tries (then 429). A right code marks the session's token verified.
 */
export async function checkAdminOtp(
  deps: Deps,
  user: UserRow,
  otp: string,
  tokenId: number | undefined,
): Promise<OtpOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  await hit(db, 'otpVerifyUser', user.id, now);
  const [code] = await db
    .select()
    .from(t.oneTimeCodes)
    .where(
      and(
        eq(t.oneTimeCodes.purpose, 'admin_otp'),
        eq(t.oneTimeCodes.subjectId, user.id),
        isNull(t.oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(t.oneTimeCodes.id))
    .limit(1);
  if (!code || code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.attempts >= OTP_MAX_ATTEMPTS) {
    throw new DomainError('too_many_attempts', 'Too many wrong codes. Please request a new one.');
  }
  if (code.codeHash !== sha256(`${user.id}:${otp}`)) {
    await db
      .update(t.oneTimeCodes)
      .set({ attempts: code.attempts + 1 })
      .where(eq(t.oneTimeCodes.id, code.id));
    return 'wrong';
  }
  await db.transaction(async (tx) => {
    await tx.update(t.oneTimeCodes).set({ usedAt: now }).where(eq(t.oneTimeCodes.id, code.id));
    if (tokenId !== undefined)
      await tx.update(t.tokens).set({ otpVerifiedAt: now }).where(eq(t.tokens.id, tokenId));
  });
  return 'verified';
}
