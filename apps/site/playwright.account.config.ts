import { join } from 'node:path';
import { freePort } from './playwright.config.ts';
import { realApiConfig } from './playwright.real-api.ts';

/**
 * The account flows (e2e/account.spec.ts), every sign-in outcome
 * (e2e/sign-in-outcomes.spec.ts) and social sign-in (e2e/social-sign-in.spec.ts) against the
 * real API (see playwright.real-api.ts). Social sign-in needs an OpenID Connect issuer: the
 * local test issuer (apps/api/scripts/oidc-test-issuer.mjs, oidc-provider) starts first on a
 * free port, and the API is configured for it as "Demo ID (test issuer)".
 *
 *   pnpm --filter @brand/site exec vite build
 *   pnpm --filter @brand/site exec playwright test -c playwright.account.config.ts
 */
process.env.SITE_ACCOUNT_PORT ??= freePort();
process.env.SITE_ACCOUNT_OIDC_PORT ??= freePort();
const site = `http://127.0.0.1:${process.env.SITE_ACCOUNT_PORT}`;
const issuer = `http://127.0.0.1:${process.env.SITE_ACCOUNT_OIDC_PORT}`;
const repoRoot = join(import.meta.dirname, '../..');

export default realApiConfig(
  'account',
  ['account.spec.ts', 'sign-in-outcomes.spec.ts', 'dashboards.spec.ts', 'social-sign-in.spec.ts'],
  {
    env: {
      // The callback must come back to the origin the browser started on (the state cookie).
      PUBLIC_URL: site,
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: 'showroom-test',
      OIDC_CLIENT_SECRET: 'test-secret-not-for-production',
      OIDC_NAME: 'Demo ID (test issuer)',
    },
    servers: [
      {
        command: `node ${join(repoRoot, 'apps/api/scripts/oidc-test-issuer.mjs')}`,
        url: `${issuer}/.well-known/openid-configuration`,
        cwd: join(repoRoot, 'apps/api'),
        env: {
          OIDC_TEST_PORT: String(process.env.SITE_ACCOUNT_OIDC_PORT),
          OIDC_TEST_REDIRECT_URIS: `${site}/api/auth/oidc/oidc/callback`,
        },
        reuseExistingServer: false,
        timeout: 30_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
    ],
  },
);
