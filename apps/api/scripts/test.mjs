// The API's test run: the whole suite on PGlite, then again on a real PostgreSQL server (a
// throwaway cluster in a temp dir, stopped even on failure); no PostgreSQL fails the run.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from '../../../scripts/system-deps.mjs';

const PG_BIN = findPgBin();
const extra = process.argv.slice(2);

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  return result.status ?? 1;
}

function vitest(env, args = []) {
  return run('pnpm', ['exec', 'vitest', 'run', ...args, ...extra], {
    env: { ...process.env, ...env },
  });
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

console.log('\n== API tests on PGlite ==\n');
// The crash test measures restart times against a 10 s limit: it runs on its own afterwards,
// not beside another test file competing for the two cores.
const CRASH_TEST = 'test/crash.test.ts';
// The starts (real `pnpm start` and production processes on fresh data directories) and the
// bundles (two builds and Chromium) load both cores for minutes: they run one file at a time
// after the rest, so the timing-sensitive files never share the machine with them.
const HEAVY_TESTS = ['test/start.test.ts', 'test/bundles.test.ts'];
const pglite = vitest({}, [
  '--exclude',
  CRASH_TEST,
  ...HEAVY_TESTS.flatMap((t) => ['--exclude', t]),
]);
if (pglite !== 0) process.exit(pglite);
if (
  extra.length === 0 ||
  extra.some((a) => HEAVY_TESTS.some((t) => t.includes(a) || a.includes(t)))
) {
  console.log('\n== Starts and bundles on PGlite (one file at a time) ==\n');
  const heavy = vitest({}, ['--no-file-parallelism', ...HEAVY_TESTS]);
  if (heavy !== 0) process.exit(heavy);
}
if (extra.length === 0 || extra.some((a) => a.includes('crash'))) {
  console.log('\n== Crash test on PGlite (SIGKILL under load, alone) ==\n');
  const crash = vitest({}, [CRASH_TEST]);
  if (crash !== 0) process.exit(crash);
}

if (!PG_BIN || !existsSync(join(PG_BIN, 'postgres'))) {
  // Never a silent skip: the root test command installs PostgreSQL (scripts/system-deps.mjs).
  console.error(
    `\n== PostgreSQL not found (${PG_BIN ?? '/usr/lib/postgresql/*/bin'}): run apt-get install -y postgresql, or set PG_BIN ==\n`,
  );
  process.exit(1);
}

const asRoot = process.getuid?.() === 0;
const as = (args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
const dir = mkdtempSync(join(tmpdir(), 'api-pg-'));
const data = join(dir, 'data');
const socket = mkdtempSync('/tmp/pgsock-');
if (asRoot) {
  const id = (name) =>
    Number(spawnSync('id', [name, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const d of [dir, socket]) chownSync(d, id('-u'), id('-g'));
}
const port = await freePort();
let status = 1;
let started = false;
const stop = () => {
  if (!started) return;
  started = false;
  const [cmd, args] = as([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']);
  spawnSync(cmd, args, { stdio: 'ignore' });
};
process.on('exit', () => {
  stop();
  rmSync(dir, { recursive: true, force: true });
  rmSync(socket, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
try {
  console.log(`\n== API tests on PostgreSQL (port ${port}) ==\n`);
  let [cmd, args] = as([
    join(PG_BIN, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (run(cmd, args, { stdio: 'ignore' }) !== 0) throw new Error('initdb failed');
  [cmd, args] = as([
    join(PG_BIN, 'pg_ctl'),
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  if (run(cmd, args) !== 0) throw new Error('PostgreSQL did not start');
  started = true;
  status = vitest({ TEST_DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/postgres` }, [
    '--exclude',
    'test/lifecycle.test.ts',
    '--exclude',
    'test/start.test.ts',
    // The builds and the browser do not depend on the database: once is enough.
    '--exclude',
    'test/bundles.test.ts',
    '--exclude',
    CRASH_TEST,
  ]);
} catch (err) {
  console.error(err.message);
  status = 1;
} finally {
  stop();
}
process.exit(status);
