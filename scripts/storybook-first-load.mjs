// The first load of Storybook's dev server, as a designer meets it after `pnpm storybook`
// (issue 28 item 10): with an empty Vite cache, opens stories in Chromium and fails when Vite
// discovers a dependency it had not pre-bundled (it then re-optimizes, answers the page's
// requests with 504 "Outdated Optimize Dep" and reloads it), or when a story errors.
// `optimizeDeps.include` in .storybook/main.ts lists what the stories need up front.
//
//   node scripts/storybook-first-load.mjs           one story of every stories file
//   node scripts/storybook-first-load.mjs --first   the first story only (the designer's wait)
//   node scripts/storybook-first-load.mjs --keep-cache   reuse Vite's cache (a second start)
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const port = 20_000 + Math.floor(Math.random() * 30_000);
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

// Storybook keeps Vite's pre-bundled dependencies in node_modules/.cache/storybook of the
// folder it runs in (packages/ui, through `pnpm --filter @brand/ui storybook`).
if (!args.includes('--keep-cache')) {
  for (const dir of ['packages/ui', '.']) {
    const cache = join(root, dir, 'node_modules/.cache/storybook');
    if (existsSync(cache)) rmSync(cache, { recursive: true });
  }
}

const server = spawn(
  'pnpm',
  [
    '--filter',
    '@brand/ui',
    'exec',
    'storybook',
    'dev',
    '-c',
    '../../.storybook',
    '-p',
    String(port),
    '--ci',
    '--no-open',
    '--host',
    '127.0.0.1',
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
);
let log = '';
server.stdout.on('data', (chunk) => {
  log += chunk;
});
server.stderr.on('data', (chunk) => {
  log += chunk;
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

const problems = [];
// Vite's words when a dependency was missed by the scan and pre-bundled late.
const REOPTIMIZED =
  /new dependencies optimized|optimized dependencies changed|Outdated Optimize Dep/i;

async function waitForServer() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`storybook dev exited:\n${log}`);
    try {
      const res = await fetch(`${base}/index.json`);
      if (res.ok) return res.json();
    } catch {}
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`storybook dev did not answer within 300 s:\n${log}`);
}

try {
  const index = await waitForServer();
  console.log(`storybook dev answers after ${seconds()} s`);
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const perFile = new Map();
  for (const story of stories)
    if (!perFile.has(story.importPath)) perFile.set(story.importPath, story);
  const visit = args.includes('--first') ? [stories[0]] : [...perFile.values()];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const page = await browser.newPage();
  page.on('response', (response) => {
    if (response.status() === 504) problems.push(`504 ${response.url()}`);
  });
  // Document loads of the page: one per story, more when Vite made it reload.
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  for (const story of visit) {
    const t0 = Date.now();
    reloads = 0;
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, { timeout: 300_000 });
    const phase = await page
      .waitForFunction(
        () => {
          const p = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return ['finished', 'completed', 'errored'].includes(p) ? p : false;
        },
        null,
        { timeout: 300_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'timed out');
    const took = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(
      `${story.title} / ${story.name}: ${phase} in ${took} s${reloads > 1 ? `, ${reloads - 1} reload(s)` : ''}`,
    );
    if (phase !== 'finished' && phase !== 'completed') problems.push(`${story.id}: ${phase}`);
    if (reloads > 1) problems.push(`${story.id}: the page reloaded ${reloads - 1} time(s)`);
  }
  await browser.close();
  const reoptimized = log.split('\n').filter((line) => REOPTIMIZED.test(line));
  problems.push(...reoptimized.map((line) => `vite: ${line.trim()}`));
} catch (error) {
  problems.push(String(error?.stack ?? error));
} finally {
  stop();
}

if (problems.length > 0) {
  console.error(
    `\nstorybook-first-load: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`\nstorybook-first-load: no late dependency, no reload (${seconds()} s in all)`);
