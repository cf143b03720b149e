import { realApiConfig } from './playwright.real-api.ts';

/**
 * A vendor's catalogue (e2e/vendor-catalog.spec.ts, issue 12) and project chats
 * (e2e/vendor-chat.spec.ts, issue 30 item 3) against the real API (see
 * playwright.real-api.ts).
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.vendor.config.ts
 */
export default realApiConfig('vendor', ['vendor-catalog.spec.ts', 'vendor-chat.spec.ts']);
