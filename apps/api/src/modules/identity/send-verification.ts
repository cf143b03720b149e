import type { Deps, UserRow } from '../../env.ts';
import { issueLinkToken } from './tokens.ts';

/** How long an email verification link works. */
export const VERIFY_TTL_HOURS = 48;

/** Emails the user a link that verifies their address. */
export async function sendVerification(deps: Deps, user: UserRow) {
  const token = await issueLinkToken(deps, 'email_verify', user.id, VERIFY_TTL_HOURS * 3600_000);
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your email address',
    text: `Hello ${user.firstName},\n\nPlease verify your email address by opening this link:\n${deps.config.publicUrl}/verify/${token}\n\nThe link is valid for ${VERIFY_TTL_HOURS} hours.`,
  });
}
