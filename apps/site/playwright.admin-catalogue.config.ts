import { realApiConfig } from './playwright.real-api.ts';

/**
 * The Admin's catalogue and vendor applications (e2e/admin-catalogue.spec.ts) against the real
 * API, on a server of their own: the admin lane's tests already use the 5 one-time codes an
 * account may be sent in 10 minutes.
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.admin-catalogue.config.ts
 */
export default realApiConfig('admin-catalogue', ['admin-catalogue.spec.ts']);
