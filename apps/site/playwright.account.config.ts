import { realApiConfig } from './playwright.real-api.ts';

/**
 * The account flows (e2e/account.spec.ts) and every sign-in outcome
 * (e2e/sign-in-outcomes.spec.ts) against the real API (see playwright.real-api.ts).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.account.config.ts
 */
export default realApiConfig('account', [
  'account.spec.ts',
  'sign-in-outcomes.spec.ts',
  'dashboards.spec.ts',
]);
