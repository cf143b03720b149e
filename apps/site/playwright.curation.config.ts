import { realApiConfig } from './playwright.real-api.ts';

/**
 * A Pro's showroom curation (e2e/curation.spec.ts, issue 12 item 2) against the real API (see
 * playwright.real-api.ts).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.curation.config.ts
 */
export default realApiConfig('curation', ['curation.spec.ts']);
