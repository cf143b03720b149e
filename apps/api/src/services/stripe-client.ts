/**
 * The one Stripe client of the API (issue 27), made from PAYMENTS=stripe's settings: the secret
 * key, and STRIPE_API_BASE when the API is elsewhere (a local fake in tests, stripe-mock). The
 * stripe package retries network failures itself with the idempotency key we give each call,
 * so a retried call is the same call to Stripe.
 */
import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';

export { Stripe };

export function createStripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiBase'>) {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'brand-showroom-api' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** Stripe's own test header for a webhook payload (tests and the fake sign events with it). */
export function signWebhook(payload: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/** Cents of a Stripe amount (Stripe's USD amounts are integer cents already). */
export const stripeCents = (amount: number | null | undefined) => Math.round(amount ?? 0);
