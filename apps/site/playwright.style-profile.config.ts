import { defineConfig } from '@playwright/test';
import { realApiConfig } from './playwright.real-api.ts';

/**
 * The style profile (e2e/style-profile.spec.ts, issue 15 item 4) against the real API.
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.style-profile.config.ts
 */
const config = realApiConfig('style', 'style-profile.spec.ts');
export default defineConfig({
  forbidOnly: true,
  ...config,
  use: { ...config.use, viewport: { width: 1280, height: 900 } },
});
