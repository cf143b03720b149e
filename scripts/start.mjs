// `pnpm start`: builds what exists (the site and the embed, when they have a build script),
// then starts the API, which serves the API under /api, the built site at / and the embed at
// /embed/v1/ on one port. PORT (default 3000) and DATA_DIR (default ./.data) pass through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

for (const dir of ['packages/showroom-embed', 'apps/site']) {
  const file = new URL(`../${dir}/package.json`, import.meta.url);
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (!pkg.scripts?.build || process.env.SKIP_BUILD === '1') continue;
  console.log(`Building ${pkg.name} (${dir})...`);
  const result = spawnSync(pnpm, ['--filter', pkg.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn(`! ${pkg.name} did not build; the API starts without it.`);
  }
}

// Node runs main.ts with tsx as a loader, so signals reach the server itself (graceful stop).
const loader = pathToFileURL(
  fileURLToPath(new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url)),
).href;
const api = spawn(
  process.execPath,
  ['--import', loader, fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url))],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    // The API's tsconfig maps @brand/core to its sources: no build of core needed.
    env: {
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../apps/api/tsconfig.json', import.meta.url)),
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `pnpm start` runs this script under a shell that pnpm kills on SIGTERM without passing the
// signal on: this process is then orphaned and re-parented. When our parent changes, stop the
// API as if the signal had reached us, so a supervisor's `kill -TERM <pnpm pid>` frees the port
// and the data directory (issue 13; apps/api/test/start.test.ts).
const parent = process.ppid;
if (parent > 1) {
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.log('The parent process ended: stopping the API.');
    api.kill('SIGTERM');
  }, 250);
  watch.unref();
}
