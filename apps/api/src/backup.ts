import { spawnSync } from 'node:child_process';
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
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from './config.ts';
import { acquireLock, StartupError } from './datadir.ts';
import { PGLITE_EXTENSIONS } from './db/client.ts';
import { flushFileSystem, syncTree } from './db/fsync.ts';

/** What a backup or restore did, for the command line. */
export interface Outcome {
  file: string;
  orders: number;
  bytes: number;
}

const stamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');

export function defaultBackupFile(config: Config, cwd: string, now = new Date()) {
  return join(
    cwd,
    config.databaseUrl ? `backup-${stamp(now)}.pgdump` : `backup-${stamp(now)}.tar.gz`,
  );
}

function lockFor(config: Config, what: string) {
  return acquireLock(
    config.dataDir,
    (holder) =>
      `The API (PID ${holder}) is running on ${config.dataDir}: stop it before the ${what} ` +
      `(an embedded database belongs to one process at a time), then run this again.`,
  );
}

/** Writes `data` next to `file` under a temporary name, then renames it into place. */
function writeAtomically(file: string, data: Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  writeFileSync(tmp, data, { flush: true });
  renameSync(tmp, file);
  flushFileSystem(dirname(file));
}

async function countOrders(db: PGlite) {
  const exists = await db.query<{ t: string | null }>(`select to_regclass('public.orders') as t`);
  if (!exists.rows[0]?.t) return -1;
  const res = await db.query<{ n: number }>('select count(*)::int as n from orders');
  return res.rows[0]?.n ?? -1;
}

/**
 * PGlite: a tarball of the data directory (PGlite's dumpDataDir, gzip), taken after a
 * checkpoint while this process holds the data directory's lock, and read back before it is
 * kept: a backup that does not open is never written.
 */
export async function backupPglite(config: Config, file: string): Promise<Outcome> {
  const dbDir = join(config.dataDir, 'pgdata');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    throw new StartupError(
      `There is no database in ${dbDir} to back up (DATA_DIR=${config.dataDir}). Start the API once, or set DATA_DIR.`,
    );
  }
  const lock = lockFor(config, 'backup');
  try {
    const db = await PGlite.create(dbDir, { extensions: PGLITE_EXTENSIONS });
    let tarball: Blob;
    try {
      await db.exec('CHECKPOINT');
      tarball = await db.dumpDataDir('gzip');
    } finally {
      await db.close();
    }
    const data = new Uint8Array(await tarball.arrayBuffer());
    const check = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([data], { type: 'application/x-gzip' }),
    });
    let orders: number;
    try {
      orders = await countOrders(check);
    } finally {
      await check.close();
    }
    if (orders < 0) throw new StartupError(`The backup of ${dbDir} has no orders table: not kept.`);
    writeAtomically(file, data);
    return { file, orders, bytes: data.byteLength };
  } finally {
    lock.release();
  }
}

function isEmptyDir(dir: string) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * PGlite: unpacks a backup into a temporary directory beside DATA_DIR/pgdata, opens it (crash
 * recovery included) and counts the orders, syncs it, then renames it into place. An existing
 * database is only replaced with `force`, and is kept as `pgdata.replaced-<time>`.
 */
export async function restorePglite(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<Outcome & { replaced: string | null }> {
  const data = readBackup(file);
  if (data[0] !== 0x1f || data[1] !== 0x8b) {
    throw new StartupError(
      `${file} is not a PGlite backup (a .tar.gz made by db:backup). With DATABASE_URL set, db:restore reads pg_dump files.`,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const dbDir = join(config.dataDir, 'pgdata');
  if (!isEmptyDir(dbDir) && !force) {
    throw new StartupError(
      `${dbDir} already holds a database. Pass --force to replace it (it is kept as pgdata.replaced-<time>), or set DATA_DIR to an empty directory.`,
    );
  }
  const lock = lockFor(config, 'restore');
  // The API's start removes leftovers named pgdata.init-* (an interrupted restore).
  const tmp = join(config.dataDir, `pgdata.init-restore-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  try {
    const db = await PGlite.create(tmp, {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([data], { type: 'application/x-gzip' }),
    });
    let orders: number;
    try {
      orders = await countOrders(db);
      await db.exec('CHECKPOINT');
    } finally {
      await db.close();
    }
    if (orders < 0) throw new StartupError(`${file} holds no orders table: not restored.`);
    syncTree(tmp);
    let replaced: string | null = null;
    if (existsSync(dbDir)) {
      replaced = join(config.dataDir, `pgdata.replaced-${stamp()}`);
      renameSync(dbDir, replaced);
    }
    renameSync(tmp, dbDir);
    syncTree(config.dataDir, false);
    return { file, orders, bytes: data.byteLength, replaced };
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
  }
}

function readBackup(file: string) {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new StartupError(`No backup file at ${file}.`);
  }
  return new Uint8Array(readFileSync(file));
}

/** pg_dump / pg_restore: PG_BIN, else PATH, else Debian's PostgreSQL 15 folder. */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env) {
  const candidates = [
    ...(env.PG_BIN ? [join(env.PG_BIN, name)] : []),
    name,
    `/usr/lib/postgresql/15/bin/${name}`,
  ];
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

function requireTool(name: 'pg_dump' | 'pg_restore') {
  const tool = pgTool(name);
  if (!tool) {
    throw new StartupError(
      `${name} was not found. Install the PostgreSQL client tools (apt-get install postgresql-client) or set PG_BIN to their folder.`,
    );
  }
  return tool;
}

async function countPgOrders(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('public.orders') as t`);
    if (!exists.rows[0]?.t) return -1;
    const res = await client.query<{ n: number }>('select count(*)::int as n from orders');
    return res.rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

/** PostgreSQL: pg_dump in its custom format (compressed; read by pg_restore). */
export async function backupPostgres(config: Config, file: string): Promise<Outcome> {
  const url = config.databaseUrl as string;
  const tool = requireTool('pg_dump');
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  const run = spawnSync(tool, ['--format=custom', '--no-owner', `--file=${tmp}`, url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    rmSync(tmp, { force: true });
    throw new StartupError(`pg_dump failed: ${run.stderr.trim() || run.error?.message}`);
  }
  renameSync(tmp, file);
  return { file, orders: await countPgOrders(url), bytes: statSync(file).size };
}

/**
 * PostgreSQL: pg_restore into DATABASE_URL. A database that already has our tables is only
 * overwritten with `force` (pg_restore --clean). Stop every API instance first.
 */
export async function restorePostgres(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<Outcome> {
  const url = config.databaseUrl as string;
  const data = readBackup(file);
  if (String.fromCharCode(...data.subarray(0, 5)) !== 'PGDMP') {
    throw new StartupError(
      `${file} is not a pg_dump custom-format file. Without DATABASE_URL, db:restore reads PGlite backups.`,
    );
  }
  const tool = requireTool('pg_restore');
  const existing = await countPgOrders(url);
  if (existing >= 0 && !force) {
    throw new StartupError(
      `The database at DATABASE_URL already holds the marketplace (${existing} orders). Pass --force to replace it, or restore into an empty database.`,
    );
  }
  const args = ['--no-owner', '--exit-on-error', `--dbname=${url}`];
  if (existing >= 0) args.push('--clean', '--if-exists', '--single-transaction');
  const run = spawnSync(tool, [...args, file], { encoding: 'utf8' });
  if (run.status !== 0) {
    throw new StartupError(`pg_restore failed: ${run.stderr.trim() || run.error?.message}`);
  }
  return { file, orders: await countPgOrders(url), bytes: data.byteLength };
}
