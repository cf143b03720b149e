import { realApiConfig } from './playwright.real-api.ts';

/**
 * The admin console (issue 12 items 3, 4: e2e/admin.spec.ts) against the real API (see
 * playwright.real-api.ts): an admin approves a Pro who then signs in; a customer sees the
 * refund of a returned item.
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.admin.config.ts
 */
export default realApiConfig('admin', ['admin.spec.ts', 'leads.spec.ts']);
