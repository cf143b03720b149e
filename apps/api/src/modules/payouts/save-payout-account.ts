/**
 * Saving a payee's payout details (one use case, sandbox payouts): the current password confirmed
 * first, the bank details written and the change audited.
 */
import { hashingLimiter, verifyPassword } from '../../auth/crypto.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { recordAudit } from '../audit/index.ts';
import { payoutAccount } from './payout-account.ts';

export const WRONG_PASSWORD = 'The current password is incorrect.';

/**
 * A payee's password, asked again before a sensitive change (issue 23 item 9): wrong attempts
 * are counted first (RATE_LIMITS.passwordConfirmUser, 429 past 5 in 15 minutes) and a right one
 * gives its count back. A 422 on `field` when wrong.
 */
export async function confirmPassword(deps: Deps, user: UserRow, password: string, field: string) {
  const attempt = await hit(deps.database.db, 'passwordConfirmUser', user.id, deps.now());
  if (!(await verifyPassword(password, user.passwordHash, hashingLimiter(deps.config)))) {
    throw invalid(field, WRONG_PASSWORD);
  }
  await attempt.giveBack();
}

/**
 * Where a payee is paid (issue 23 item 9): the password again first, then the payout provider
 * opens the account (only what it answers is stored: the last 4 digits), then one transaction
 * writes the account and its audit entry, then the owner is emailed (a change they did not make
 * is one they hear about).
 * Stripe takes bank details on its own onboarding pages: a 409 points there (issue 27).
 */
export async function savePayoutAccount(
  deps: Deps,
  user: UserRow,
  input: {
    current_password: string;
    account_holder_name: string;
    routing_number: string;
    account_number: string;
  },
  ip: string | null = null,
) {
  if (deps.payouts.startOnboarding) {
    throw conflict(
      'Payouts are set up on Stripe: choose "Set up payouts with Stripe" to enter your bank details there.',
    );
  }
  await confirmPassword(deps, user, input.current_password, 'current_password');
  const before = await payoutAccount(deps.database.db, user.id);
  const account = await deps.payouts.createAccount({
    accountHolder: input.account_holder_name,
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
  });
  const values = {
    providerRef: account.ref,
    accountHolderName: input.account_holder_name,
    accountLast4: account.last4,
    status: 'active',
    provider: deps.payouts.kind,
    statusReason: null,
    updatedAt: deps.now(),
  };
  const row = await deps.database.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(t.payoutAccounts)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: t.payoutAccounts.userId, set: values })
      .returning();
    await recordAudit(tx as unknown as Db, {
      actor: user,
      action: 'payout_account.changed',
      target: `user=${user.id}`,
      details: {
        before: before
          ? { account_holder_name: before.accountHolderName, account_last4: before.accountLast4 }
          : null,
        after: {
          account_holder_name: values.accountHolderName,
          account_last4: values.accountLast4,
        },
      },
      ip,
      at: values.updatedAt,
    });
    return saved;
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your payout account was changed',
    text: `Hello ${user.firstName},\n\nThe bank account your payouts go to was ${before ? 'changed' : 'set'} on ${values.updatedAt.toISOString()}: ${values.accountHolderName}, account ending ${values.accountLast4}${before ? ` (before: ending ${before.accountLast4})` : ''}.\n\nIf you did not make this change, change your password now and contact support: payouts go to this account from the next weekly run.\n`,
  });
  return row;
}
