// `pnpm --filter @brand/api bench:pg`: the bench (bench/run.ts) on a real PostgreSQL server, a
// throwaway cluster in a temp dir started as scripts/test.mjs starts its own, stopped even on
// failure. No PostgreSQL fails the run (never a silent skip).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from '../../../scripts/system-deps.mjs';

const PG_BIN = findPgBin();
if (!PG_BIN || !existsSync(join(PG_BIN, 'postgres'))) {
  console.error(`PostgreSQL not found (${PG_BIN ?? '/usr/lib/postgresql/*/bin'}): set PG_BIN`);
  process.exit(1);
}
const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status ?? 1;
const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const asRoot = process.getuid?.() === 0;
const as = (args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
const dir = mkdtempSync(join(tmpdir(), 'api-pg-bench-'));
const data = join(dir, 'data');
const socket = mkdtempSync('/tmp/pgsock-');
if (asRoot) {
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  for (const d of [dir, socket]) chownSync(d, id('-u'), id('-g'));
}
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
let status = 1;
try {
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
  if (run(cmd, args, { stdio: 'ignore' }) !== 0) throw new Error('PostgreSQL did not start');
  started = true;
  console.log(`\n== Bench on PostgreSQL (port ${port}) ==\n`);
  status = run('pnpm', ['exec', 'tsx', 'bench/run.ts'], {
    env: {
      ...process.env,
      TEST_DATABASE_URL: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    },
  });
} catch (err) {
  console.error(err.message);
  status = 1;
} finally {
  stop();
}
process.exit(status);
