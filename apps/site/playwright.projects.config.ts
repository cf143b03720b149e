import { realApiConfig } from './playwright.real-api.ts';

/**
 * The project flows (e2e/projects.spec.ts: chat, live updates, uploads, hire a designer)
 * against the real API (see playwright.real-api.ts).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.projects.config.ts
 */
export default realApiConfig('projects', 'projects.spec.ts');
