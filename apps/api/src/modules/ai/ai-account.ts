import { AI_SIGNUP_CREDITS } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import {
  hashingLimiter,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../auth/crypto.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { issueLinkToken, issueToken, useLinkToken } from '../identity/index.ts';
import { iso } from '../shared/index.ts';

type AiUser = typeof t.aiUsers.$inferSelect;

export function aiUserJson(u: AiUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: u.emailVerifiedAt ? iso(u.emailVerifiedAt) : null,
    credits: u.credits,
  };
}

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

/** Opens an AI design account with the sign-up credits (core `AI_SIGNUP_CREDITS`), emailing a verification link. */
export async function aiSignUp(
  deps: Deps,
  ip: string,
  input: { name: string; email: string; password: string },
) {
  const { db } = deps.database;
  const now = deps.now();
  await hit(db, 'aiSignUpIp', ip, now);
  const [taken] = await db.select().from(t.aiUsers).where(eq(t.aiUsers.email, input.email));
  if (taken) throw invalid('email', 'The email has already been taken.');
  const user = one(
    await db
      .insert(t.aiUsers)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(
          input.password,
          deps.config.scryptN,
          hashingLimiter(deps.config),
        ),
        credits: AI_SIGNUP_CREDITS,
      })
      .returning(),
  );
  await sendAiVerification(deps, user);
  return { user, token: await issueToken(db, 'ai', user.id, now) };
}

export async function sendAiVerification(deps: Deps, user: AiUser) {
  const token = await issueLinkToken(deps, 'ai_email_verify', user.id, 48 * 3600_000);
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your AI design account',
    text: `Hello ${user.name},\n\nVerify your AI design account:\n${deps.config.publicUrl}/design-ai/welcome?verify=${token}\n`,
  });
}

/** A new verification link, rate-limited per account. */
export async function resendAiVerification(deps: Deps, user: AiUser) {
  await hit(deps.database.db, 'verificationResendUser', `ai:${user.id}`, deps.now());
  await sendAiVerification(deps, user);
}

/** Consumes a verification link and marks the AI account verified. */
export async function verifyAiEmail(deps: Deps, token: string) {
  const id = await useLinkToken(deps, 'ai_email_verify', token);
  if (!id) throw invalid('token', 'This verification link is invalid or has expired.');
  await deps.database.db
    .update(t.aiUsers)
    .set({ emailVerifiedAt: deps.now() })
    .where(eq(t.aiUsers.id, id));
}
