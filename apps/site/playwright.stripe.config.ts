import { join } from 'node:path';
import { freePort } from './playwright.config.ts';
import { realApiConfig } from './playwright.real-api.ts';

/**
 * Checkout under PAYMENTS=stripe (issue 27, e2e/stripe-checkout.spec.ts) against the real API,
 * with a local fake of the Stripe API (apps/api/test/fake-stripe.ts, on its own port) as
 * STRIPE_API_BASE and a stand-in Stripe.js served at js.stripe.com by the spec (nothing here
 * reaches Stripe):
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.stripe.config.ts
 */
process.env.SITE_STRIPE_FAKE_PORT ??= freePort();
const fakePort = process.env.SITE_STRIPE_FAKE_PORT;
export const FAKE_STRIPE = `http://127.0.0.1:${fakePort}`;
const repoRoot = join(import.meta.dirname, '../..');

export default realApiConfig('stripe', ['stripe-checkout.spec.ts'], {
  env: {
    PAYMENTS: 'stripe',
    // apps/api/test/fake-stripe.ts's FAKE_KEYS.
    STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_fake0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake0123456789',
    STRIPE_API_BASE: FAKE_STRIPE,
  },
  servers: [
    {
      command: `node --import ${join(repoRoot, 'node_modules/tsx/dist/loader.mjs')} ${join(repoRoot, 'apps/api/test/fake-stripe.ts')} ${fakePort}`,
      url: `${FAKE_STRIPE}/_test/ready`,
      cwd: repoRoot,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
