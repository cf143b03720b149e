/** Verifying an AI design account's email (one use case): the link sent, sent again, and used. */
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { issueLinkToken, useLinkToken } from '../identity/index.ts';
import type { AiUser } from './ai-user-json.ts';

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
