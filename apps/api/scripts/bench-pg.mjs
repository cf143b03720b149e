// `pnpm --filter @brand/api bench:pg`: the bench (bench/run.ts) on a real PostgreSQL server, a
// throwaway cluster (scripts/pg-cluster.mjs), stopped even on failure. No PostgreSQL fails the
// run (never a silent skip).
import { spawnSync } from 'node:child_process';
import { startPgCluster } from './pg-cluster.mjs';

let status = 1;
try {
  const cluster = await startPgCluster('api-pg-bench-');
  console.log(`\n== Bench on PostgreSQL (port ${cluster.port}) ==\n`);
  status =
    spawnSync('pnpm', ['exec', 'tsx', 'bench/run.ts'], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    }).status ?? 1;
  cluster.stop();
} catch (err) {
  console.error(err.message);
  status = 1;
}
process.exit(status);
