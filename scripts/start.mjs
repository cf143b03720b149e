// `pnpm start`: builds what exists (the site and the embed, when they have a build script),
// then starts the API, which serves the API under /api, the built site at / and the embed at
// /embed/v1/ on one port. PORT (default 3000) and DATA_DIR (default ./.data) pass through.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

/**
 * What a build is made from: every file (path, size, modification time) of the workspace's
 * sources and the lockfile. A build whose stamp matches was made from these files: a later start
 * skips it (issue 26 item 5: later starts in <= 10 s; a site build alone takes 10-25 s here).
 */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'reports', 'test-results', '.turbo']);
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const stat = statSync(path);
        hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  for (const dir of ['packages', 'apps/site']) walk(join(root, dir));
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

let stamp = null;
for (const dir of ['packages/showroom-embed', 'apps/site']) {
  const file = new URL(`../${dir}/package.json`, import.meta.url);
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (!pkg.scripts?.build || process.env.SKIP_BUILD === '1') continue;
  stamp ??= sourceStamp();
  const stampFile = join(root, dir, 'dist', '.start-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${pkg.name} (${dir}) is up to date: not rebuilt.`);
    continue;
  }
  console.log(`Building ${pkg.name} (${dir})...`);
  const result = spawnSync(pnpm, ['--filter', pkg.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.warn(`! ${pkg.name} did not build; the API starts without it.`);
  } else {
    mkdirSync(join(root, dir, 'dist'), { recursive: true });
    writeFileSync(stampFile, stamp);
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
