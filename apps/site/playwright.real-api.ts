import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import base, { freePort } from './playwright.config.ts';

/**
 * A Playwright config for suites that run against the REAL API: apps/api/src/main.ts on a free
 * port with a fresh temporary DATA_DIR (migrated and seeded on start, removed at exit), serving
 * the built site. Each suite gets its own server and data, so suites never see each other's
 * orders. SITE_BASE_URL points a suite at a running server instead.
 *
 * `suite` names the environment variables the main process decides once and the workers
 * inherit: SITE_<SUITE>_PORT and SITE_<SUITE>_DATA_DIR. SITE_REAL_API=1 lets the real-API
 * specs run (the default, stubbed config skips them).
 */
export function realApiConfig(
  suite: string,
  testMatch: PlaywrightTestConfig['testMatch'],
  extra: {
    /** More environment for the API (PAYMENTS=stripe and its keys, say). */
    env?: Record<string, string>;
    /** Servers started before the API (a fake Stripe, say). */
    servers?: NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>[];
  } = {},
) {
  const key = suite.toUpperCase();
  process.env.SITE_REAL_API = '1';
  process.env[`SITE_${key}_PORT`] ??= freePort();
  if (!process.env[`SITE_${key}_DATA_DIR`]) {
    // Made (and removed at exit) by the main process only; workers inherit the variable.
    const dir = mkdtempSync(join(tmpdir(), `site-${suite}-`));
    process.env[`SITE_${key}_DATA_DIR`] = dir;
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const port = process.env[`SITE_${key}_PORT`];
  const external = process.env.SITE_BASE_URL;
  const baseURL = external ?? `http://127.0.0.1:${port}`;
  const repoRoot = join(import.meta.dirname, '../..');
  return defineConfig({
    ...base,
    forbidOnly: true,
    testMatch,
    // Its own folder: two suites run at once (scripts/test-real.mjs), and Playwright empties
    // its output folder when it starts.
    outputDir: `test-results/${suite}`,
    fullyParallel: false,
    workers: 1,
    timeout: 60_000,
    // A real server on a busy two-core machine (two suites at once, scrypt sign-ins, software
    // WebGL in the other lane): a sign-in has taken over 5 s there. Assertions that hold return
    // at once, so only a failure waits the longer.
    expect: { ...base.expect, timeout: 15_000 },
    use: { ...base.use, baseURL },
    webServer: external
      ? undefined
      : [
          ...(extra.servers ?? []),
          {
            command: `node --import ${join(repoRoot, 'node_modules/tsx/dist/loader.mjs')} ${join(repoRoot, 'apps/api/src/main.ts')}`,
            url: `${baseURL}/readyz`,
            cwd: repoRoot,
            env: {
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: String(process.env[`SITE_${key}_DATA_DIR`]),
              SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '2000',
              // tsx resolves @brand/* to sources through the API's tsconfig paths.
              TSX_TSCONFIG_PATH: join(repoRoot, 'apps/api/tsconfig.json'),
              ...extra.env,
            },
            reuseExistingServer: false,
            timeout: 90_000,
            gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
          },
        ],
  });
}
