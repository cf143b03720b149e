// The real API (apps/api/src/main.ts) serving the built site (apps/site/dist) on a free port and
// a fresh data dir, migrated and seeded with the demo marketplace: what the measuring scripts
// (metrics, lighthouse, visualizer-first-frame) load pages from. `stop()` ends it and removes
// the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../../..');

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * What the site stores as `my_item` once a showroom ID is entered (its shell's itemOfProfile),
 * read from the API's shop profile: scripts put it in localStorage to load pages inside it.
 */
export async function showroomItemJson(baseURL, vsdId) {
  const response = await fetch(`${baseURL}/api/visualization/shop_profile?showroom=${vsdId}`);
  if (!response.ok) throw new Error(`shop_profile ${vsdId}: ${response.status}`);
  const { profile } = (await response.json()).data;
  return JSON.stringify({
    showroom: profile.user_id,
    vsd_id: profile.vsd_id,
    company_name: profile.company_name,
    shop_profile_id: profile.id,
    theme_color: profile.theme_color,
    business_logo: profile.business_logo,
    basic_addon: profile.basic_addon,
    custom_addon: profile.custom_addon,
    latest_subscription: profile.latest_subscription,
  });
}

async function waitForReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API; resolves once /readyz answers. `env` adds to the environment (SEED_PRODUCTS,
 * say); `quiet` drops its error output too.
 */
export async function startApi({ prefix = 'site-api-', env = {}, quiet = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(
    process.execPath,
    [
      '--import',
      join(repoRoot, 'node_modules/tsx/dist/loader.mjs'),
      join(repoRoot, 'apps/api/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TSX_TSCONFIG_PATH: join(repoRoot, 'apps/api/tsconfig.json'),
        ...env,
      },
      stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(url, child, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
