import { realApiConfig } from './playwright.real-api.ts';

/**
 * The shopping flows (e2e/shopping.spec.ts, e2e/cart-badge.spec.ts) and the look of issue 25
 * item 10 (e2e/look.spec.ts) against the real API (see playwright.real-api.ts).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.real.config.ts
 */
export default realApiConfig('real', ['shopping.spec.ts', 'cart-badge.spec.ts', 'look.spec.ts']);
