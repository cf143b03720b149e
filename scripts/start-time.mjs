// Issue 26 item 5: how long `pnpm start` takes until the marketplace answers a search, on a new
// data directory (the first start: the embed and the site built when their build stamp does not
// match, the embedded database created, migrated and seeded with the demo catalogue, the search
// index built) and again on the same data directory (a later start: nothing rebuilt). Each is the
// median of `START_RUNS` (default 3) starts; fails over the budgets (30 s and 10 s).
// Storybook's background build is left out (STORYBOOK=0): it never holds the API back.
//
//   node scripts/start-time.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_MS = { first: 30_000, later: 10_000 };
const RUNS = Number(process.env.START_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `pnpm start`, waits for a search to answer 200, stops it: the milliseconds it took. */
async function timeStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STORYBOOK: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output = `${output}${chunk}`.slice(-6000);
    });
  }
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`pnpm start exited:\n${output}`);
      if (performance.now() - started > 180_000) throw new Error(`no answer in 180 s:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/search?q=fridge`).catch(() => null);
      if (answer?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await exited;
  }
}

/** Forgets the builds' stamps so the next start builds the embed and the site as a clone does. */
function forgetBuildStamps() {
  for (const dir of ['packages/showroom-embed', 'apps/site']) {
    rmSync(join(root, dir, 'dist', '.start-stamp'), { force: true });
  }
}

const first = [];
const later = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-time-'));
  try {
    forgetBuildStamps();
    first.push(await timeStart(dataDir));
    later.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const figures = { first: median(first), later: median(later) };
let failed = false;
console.log(`pnpm start until a search answers (median of ${RUNS}):`);
for (const key of ['first', 'later']) {
  const over = figures[key] > BUDGET_MS[key];
  failed ||= over;
  const runs = (key === 'first' ? first : later).map((ms) => (ms / 1000).toFixed(1)).join(', ');
  console.log(
    `  ${over ? 'FAIL' : 'ok  '} ${key} start: ${(figures[key] / 1000).toFixed(1)} s (budget ${BUDGET_MS[key] / 1000} s; runs ${runs} s)`,
  );
}
process.exit(failed ? 1 : 0);
