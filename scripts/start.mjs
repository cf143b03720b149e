// `pnpm start`: builds what exists (the site and the embed, when they have a build script),
// then starts the API, which serves the API under /api, the built site at / and the embed at
// /embed/v1/ on one port. PORT (default 3000) and DATA_DIR (default ./.data) pass through.
// Storybook is served at /storybook/ from storybook-static, built in the background when it is
// missing or its sources changed (not with SKIP_BUILD=1, STORYBOOK=0 or in production).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setPriority } from 'node:os';
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

// ---- Storybook at /storybook/ -----------------------------------------------------------------

const STORYBOOK_OUT = join(root, 'storybook-static');
const STORYBOOK_STAMP = '.start-stamp';

/** The site's stamp (packages, apps/site, the lockfile) and Storybook's own config. */
function storybookStamp() {
  const hash = createHash('sha256').update(stamp ?? sourceStamp());
  const config = join(root, '.storybook');
  for (const name of existsSync(config) ? readdirSync(config).sort() : []) {
    hash.update(`${name}\0${readFileSync(join(config, name))}\n`);
  }
  return hash.digest('hex');
}

/** Why Storybook needs a build ('' when storybook-static was built from these sources). */
function storybookOutdated(wanted) {
  if (!existsSync(join(STORYBOOK_OUT, 'index.json'))) return 'missing';
  const stampFile = join(STORYBOOK_OUT, STORYBOOK_STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return '';
  return 'its sources changed since the last build';
}

let storybookBuild = null;
/**
 * Builds Storybook into a temporary folder, then swaps it in, at a low CPU priority and without
 * holding the API back: /storybook/ answers 503 until the first build is there, and the old
 * build until a new one replaces it.
 */
function buildStorybookInBackground() {
  const wanted = storybookStamp();
  const why = storybookOutdated(wanted);
  if (why === '') {
    console.log('Storybook (storybook-static) is up to date: not rebuilt; /storybook/');
    return;
  }
  const temporary = `${STORYBOOK_OUT}.building`;
  rmSync(temporary, { recursive: true, force: true });
  console.log(`Building Storybook for /storybook/ in the background (${why})...`);
  const started = Date.now();
  storybookBuild = spawn(
    pnpm,
    [
      '--filter',
      '@brand/ui',
      'exec',
      'storybook',
      'build',
      '-c',
      '../../.storybook',
      '-o',
      temporary,
      '--quiet',
    ],
    // Its own process group, so stopping it stops Storybook's builder under pnpm too.
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  try {
    setPriority(storybookBuild.pid, 15);
  } catch {}
  let errors = '';
  storybookBuild.stderr.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  storybookBuild.on('exit', (code) => {
    storybookBuild = null;
    if (code !== 0 || !existsSync(join(temporary, 'index.json'))) {
      console.warn(`! Storybook did not build (exit ${code}); /storybook/ keeps what it had.`);
      if (errors) console.warn(errors);
      rmSync(temporary, { recursive: true, force: true });
      return;
    }
    writeFileSync(join(temporary, STORYBOOK_STAMP), wanted);
    rmSync(STORYBOOK_OUT, { recursive: true, force: true });
    renameSync(temporary, STORYBOOK_OUT);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`Storybook built in ${seconds} s: /storybook/`);
  });
}

const storybookWanted =
  process.env.SKIP_BUILD !== '1' &&
  process.env.STORYBOOK !== '0' &&
  process.env.NODE_ENV !== 'production';
if (storybookWanted) buildStorybookInBackground();
function stopStorybookBuild() {
  if (!storybookBuild?.pid) return;
  try {
    process.kill(-storybookBuild.pid, 'SIGTERM');
  } catch {}
}
process.on('exit', stopStorybookBuild);

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
  process.on(signal, () => {
    stopStorybookBuild();
    api.kill(signal);
  });
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
    stopStorybookBuild();
    api.kill('SIGTERM');
  }, 250);
  watch.unref();
}
