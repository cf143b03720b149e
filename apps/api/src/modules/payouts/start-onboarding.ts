/**
 * Starting a payee's onboarding with the payout provider (one use case, Stripe Connect): one
 * account per payee, and a link to the provider's hosted pages.
 */
import type { Deps, UserRow } from '../../env.ts';
import { conflict } from '../../errors.ts';
import { payoutAccount, payoutJson } from './payout-account.ts';
import { saveAccountState } from './save-account-state.ts';

/**
 * POST /api/payout/setup/onboarding (issue 27): the payee's Express account (made once, its id
 * stored as `pending` before anything else, so a second click reuses it) and a single-use link
 * to Stripe's hosted onboarding. The account's state then follows `account.updated`.
 */
export async function startOnboarding(deps: Deps, user: UserRow) {
  if (!deps.payouts.startOnboarding) {
    throw conflict('Payouts are set up with the bank form on this page (the sandbox provider).');
  }
  const { db } = deps.database;
  const existing = await payoutAccount(db, user.id);
  const page = `${deps.config.publicUrl}/payout_setup`;
  const { url, state } = await deps.payouts.startOnboarding({
    userId: user.id,
    email: user.email,
    accountRef: existing?.provider === deps.payouts.kind ? existing.providerRef : null,
    returnUrl: `${page}?stripe=return`,
    refreshUrl: `${page}?stripe=refresh`,
  });
  const row = await saveAccountState(
    deps,
    user.id,
    state,
    `${user.firstName} ${user.lastName}`.trim(),
  );
  return { url, setup: payoutJson(row, deps.payouts.kind) };
}
