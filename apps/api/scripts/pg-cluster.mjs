// A throwaway PostgreSQL cluster in a temp dir (the API's test run and its PostgreSQL bench):
// initdb, start on a free port with fsync off, and stop and remove it when the process exits
// (also on SIGINT/SIGTERM). As root it runs as the `postgres` user. No PostgreSQL fails the
// caller (never a silent skip: the root test command installs it, scripts/system-deps.mjs).
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from '../../../scripts/system-deps.mjs';

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the cluster and answers its URL; throws with a message naming the fix. */
export async function startPgCluster(prefix) {
  const PG_BIN = findPgBin();
  if (!PG_BIN || !existsSync(join(PG_BIN, 'postgres'))) {
    throw new Error(
      `PostgreSQL not found (${PG_BIN ?? '/usr/lib/postgresql/*/bin'}): run apt-get install -y postgresql, or set PG_BIN`,
    );
  }
  const asRoot = process.getuid?.() === 0;
  const as = (args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
  const dir = mkdtempSync(join(tmpdir(), prefix));
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
  const port = await freePort();
  const run = ([cmd, args]) => spawnSync(cmd, args, { stdio: 'ignore' }).status ?? 1;
  const initdb = [join(PG_BIN, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust'];
  if (run(as([...initdb, '-E', 'UTF8', '--no-sync'])) !== 0) throw new Error('initdb failed');
  const options = `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = [join(PG_BIN, 'pg_ctl'), '-D', data, '-w', '-l', join(dir, 'log')];
  if (run(as([...start, '-o', options, 'start'])) !== 0) {
    throw new Error('PostgreSQL did not start');
  }
  started = true;
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
