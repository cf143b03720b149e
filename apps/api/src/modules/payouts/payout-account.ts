/**
 * A payee's payout account as the Payouts section reads it (one use case): the row, and its setup
 * state (not started, pending, active, restricted) with the provider's kind. Writing it: `save-
 * payout-account.ts`, `start-onboarding.ts`, `save-account-state.ts`.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';

type PayoutAccount = typeof t.payoutAccounts.$inferSelect;

type SetupStatus = 'not_started' | 'pending' | 'active' | 'restricted';
const STATUSES: readonly SetupStatus[] = ['pending', 'active', 'restricted'];

/**
 * The payee's payout setup. `provider` is the account's (or, before there is one, the server's:
 * the site shows the bank form for the sandbox and Stripe's onboarding for Stripe, issue 27).
 */
export function payoutJson(row: PayoutAccount | undefined, provider = 'sandbox') {
  const status: SetupStatus = !row
    ? 'not_started'
    : (STATUSES.find((s) => s === row.status) ?? 'active');
  return {
    provider: row?.provider ?? provider,
    status,
    status_reason: row?.statusReason ?? null,
    account_holder_name: row?.accountHolderName || null,
    account_last4: row && /^\d{4}$/.test(row.accountLast4) ? row.accountLast4 : null,
    updated_at: row ? iso(row.updatedAt) : null,
  };
}

export async function payoutAccount(db: Db, userId: number) {
  const [row] = await db.select().from(t.payoutAccounts).where(eq(t.payoutAccounts.userId, userId));
  return row;
}
