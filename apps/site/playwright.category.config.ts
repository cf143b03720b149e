import { realApiConfig } from './playwright.real-api.ts';

/**
 * Category browsing and the checklist (e2e/category.spec.ts, issue 10) against the real API.
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.category.config.ts
 */
export default realApiConfig('category', 'category.spec.ts');
