import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { syncTree } from './db/fsync.ts';

export class StartupError extends Error {}

const LOCK_FILE = 'api.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data directory: `DATA_DIR/api.pid` holds the owner's PID. A lock whose
 * process is gone is taken over; a live one stops this start with the holder's PID.
 */
export function acquireLock(
  dataDir: string,
  refuse: (holder: number) => string = (holder) =>
    `Another API process (PID ${holder}) is already using the data directory ${dataDir}. ` +
    `Stop it first, or start this one with a different DATA_DIR.`,
): { path: string; release(): void } {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        path,
        release() {
          try {
            if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
          } catch {}
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new StartupError(refuse(holder));
      }
      // Stale lock (the process is gone): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new StartupError(
    `Could not take the lock file ${path}; remove it if no API process is running.`,
  );
}

export type Seeder = (database: Database) => Promise<void>;

/**
 * Opens the database for this process. PGlite: a fresh data dir is built (migrated and seeded)
 * in a temporary sibling directory, then renamed into place, so a crash during the first start
 * never leaves a half-made database. PostgreSQL: migrations, then the seed once (guarded by an
 * advisory lock and the `seeded` setting so several instances may start together).
 */
export async function openDatabase(config: Config, seed: Seeder): Promise<Database> {
  if (config.databaseUrl) {
    let database: Database;
    try {
      database = await openPostgres(config.databaseUrl);
      await database.ping();
    } catch (err) {
      throw new StartupError(
        `Cannot reach PostgreSQL at DATABASE_URL (${(err as Error).message}). Check the URL and that the server is running.`,
      );
    }
    await database.migrate();
    await seed(database);
    return database;
  }
  const dbDir = join(config.dataDir, 'pgdata');
  for (const entry of readdirSync(config.dataDir)) {
    if (entry.startsWith('pgdata.init-'))
      rmSync(join(config.dataDir, entry), { recursive: true, force: true });
  }
  if (!existsSync(dbDir)) {
    const tmp = join(config.dataDir, `pgdata.init-${process.pid}`);
    const started = Date.now();
    console.log(`First start: creating the database in ${dbDir} (migrations and seed)...`);
    // Built without per-commit fsyncs (nothing is acknowledged yet), then synced once.
    const fresh = await openPglite(tmp, { durable: false });
    try {
      await fresh.migrate();
      await seed(fresh);
    } finally {
      await fresh.close();
    }
    syncTree(tmp);
    renameSync(tmp, dbDir);
    syncTree(config.dataDir, false);
    console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    throw new StartupError(damaged(dbDir, 'PG_VERSION is missing'));
  }
  let database: Database;
  try {
    database = await openPglite(dbDir, { durable: config.pgliteFsync });
    await database.ping();
  } catch (err) {
    throw new StartupError(damaged(dbDir, (err as Error).message));
  }
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => {});
    throw new StartupError(damaged(dbDir, `its tables cannot be read: ${(err as Error).message}`));
  }
  return database;
}

export function damaged(dbDir: string, reason: string) {
  return (
    `The database in ${dbDir} is damaged and cannot be opened (${reason}). ` +
    `Move that directory away (keep it: it may be recoverable), then restore a backup with ` +
    `\`pnpm db:restore <file>\` or start again with the demo data; or point DATA_DIR at another directory.`
  );
}
