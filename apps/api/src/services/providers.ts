/**
 * The card processor, payout provider and Stripe client for a configuration (issue 27):
 * PAYMENTS=stripe puts Stripe behind both interfaces, anything else the sandbox. main.ts and
 * the scripts (payouts:run, money:check) use it, so they all talk to the same processor.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type PaymentProcessor, sandboxPayments } from './payments.ts';
import { type PayoutProvider, sandboxPayouts } from './payouts.ts';
import { createStripeClient, type Stripe } from './stripe-client.ts';
import { stripePayments } from './stripe-payments.ts';
import { stripePayouts } from './stripe-payouts.ts';

export interface Providers {
  payments: PaymentProcessor;
  payouts: PayoutProvider;
  stripe: Stripe | undefined;
}

export function createProviders(
  config: Pick<Config, 'payments' | 'stripe'>,
  db: Db,
  sandbox: { payoutDelayMs?: number } = {},
): Providers {
  if (config.payments === 'stripe' && config.stripe) {
    const stripe = createStripeClient(config.stripe);
    return { payments: stripePayments(db, stripe), payouts: stripePayouts(stripe), stripe };
  }
  return {
    payments: sandboxPayments(db),
    payouts: sandboxPayouts(db, { delayMs: sandbox.payoutDelayMs }),
    stripe: undefined,
  };
}
