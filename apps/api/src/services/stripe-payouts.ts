/**
 * Payouts through Stripe Connect (issue 27, docs/decisions/payouts.md "Stripe Connect"): each
 * Pro or vendor gets an Express account (made once per payee, the key `account:user-<id>`),
 * onboards on Stripe's hosted pages (an AccountLink), and the weekly run sends a Transfer to it
 * with the run's key `payout:<week>:<payee>` as the Idempotency-Key: the same week and payee
 * is paid once, and a run resumed after a crash is answered the same transfer.
 */
import { HostedOnboardingOnly, type PayoutAccountState, type PayoutProvider } from './payouts.ts';
import type { Stripe } from './stripe-client.ts';

/** The payee's state from a Connect account (as `account.updated` carries it). */
export function connectAccountState(account: Stripe.Account): PayoutAccountState {
  const transfers = account.capabilities?.transfers;
  const requirements = account.requirements;
  const bank = account.external_accounts?.data?.find((e) => e.object === 'bank_account') as
    | Stripe.BankAccount
    | undefined;
  const last4 = bank?.last4 ?? null;
  if (transfers === 'active' && account.payouts_enabled !== false) {
    return { ref: account.id, status: 'active', reason: null, last4 };
  }
  const due = [...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])];
  if (!account.details_submitted) {
    return {
      ref: account.id,
      status: 'pending',
      reason: 'Finish the onboarding on Stripe to receive payouts.',
      last4,
    };
  }
  const reason = requirements?.disabled_reason ?? null;
  if (reason === 'requirements.pending_verification' || transfers === 'pending') {
    return {
      ref: account.id,
      status: 'pending',
      reason: 'Stripe is verifying your details.',
      last4,
    };
  }
  return {
    ref: account.id,
    status: 'restricted',
    reason:
      due.length > 0
        ? `Stripe needs more information before paying you (${due.slice(0, 3).join(', ')}).`
        : `Stripe has restricted payouts to this account (${reason ?? 'no reason given'}).`,
    last4,
  };
}

export function stripePayouts(stripe: Stripe): PayoutProvider {
  return {
    kind: 'stripe',
    async createAccount() {
      throw new HostedOnboardingOnly(
        'Payouts are set up on Stripe: choose "Set up payouts with Stripe" to enter your bank details there.',
      );
    },
    async startOnboarding({ userId, email, accountRef, returnUrl, refreshUrl }) {
      const account = accountRef
        ? await stripe.accounts.retrieve(accountRef)
        : await stripe.accounts.create(
            {
              type: 'express',
              country: 'US',
              email,
              capabilities: { transfers: { requested: true } },
              metadata: { user_id: String(userId) },
            },
            { idempotencyKey: `account:user-${userId}` },
          );
      const link = await stripe.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return { url: link.url, state: connectAccountState(account) };
    },
    async accountState(ref) {
      return connectAccountState(await stripe.accounts.retrieve(ref));
    },
    async pay({ accountRef, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`A payout must be a positive whole number of cents (got ${amountCents}).`);
      }
      const [, week = ''] = /^payout:([^:]+):/.exec(idempotencyKey) ?? [];
      const transfer = await stripe.transfers.create(
        {
          amount: amountCents,
          currency: 'usd',
          destination: accountRef,
          ...(week ? { transfer_group: `payouts-${week}` } : {}),
          metadata: { payout_key: idempotencyKey },
        },
        { idempotencyKey },
      );
      return { ref: transfer.id };
    },
  };
}
