// The API's test run: the whole suite on PGlite, then again on a real PostgreSQL server (a
// throwaway cluster in a temp dir, stopped even on failure); no PostgreSQL fails the run.
import { spawnSync } from 'node:child_process';
import { startPgCluster } from './pg-cluster.mjs';

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

let status = 1;
try {
  const cluster = await startPgCluster('api-pg-');
  console.log(`\n== API tests on PostgreSQL (port ${cluster.port}) ==\n`);
  status = vitest({ TEST_DATABASE_URL: cluster.url }, [
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
  cluster.stop();
} catch (err) {
  console.error(`\n== ${err.message} ==\n`);
  status = 1;
}
process.exit(status);
