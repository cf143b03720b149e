import { realApiConfig } from './playwright.real-api.ts';

/**
 * A Pro's plans and the admins' payouts and subscriptions (issue 27, e2e/plans.spec.ts) against
 * the real API under the sandbox (see playwright.real-api.ts): a Pro subscribes, their showroom
 * wears their colour, they cancel (it ends at the period's end); an admin sees the subscription
 * and runs the payouts.
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.plans.config.ts
 */
export default realApiConfig('plans', ['plans.spec.ts']);
