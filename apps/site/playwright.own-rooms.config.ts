import { defineConfig } from '@playwright/test';
import { realApiConfig } from './playwright.real-api.ts';

/**
 * A customer's own room (e2e/own-rooms.spec.ts, issue 15 item 5) against the real API: typed
 * by keyboard in the form, saved, opened in the visualizer's 2-D view (no WebGL needed).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.own-rooms.config.ts
 */
const config = realApiConfig('own-rooms', 'own-rooms.spec.ts');
export default defineConfig({
  forbidOnly: true,
  ...config,
  use: { ...config.use, viewport: { width: 1280, height: 900 } },
});
