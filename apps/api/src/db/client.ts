import { EventEmitter } from 'node:events';
import { fsyncSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { flushFileSystem } from './fsync.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The contrib extensions the migrations create (product search, 0003): every PGlite open loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Cross-process messages (chat fan-out). PostgreSQL: LISTEN/NOTIFY, so every instance on the
 * database hears every message. PGlite: in-process, since one process owns a PGlite data dir;
 * a subscriber also hears what the database itself NOTIFYs (triggers: migration 0004), before
 * the query that caused it returns.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pubsub: PubSub;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (`openPglite`'s `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
}

function localPubSub(client: PGlite): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      queueMicrotask(() => bus.emit(channel, payload));
    },
    async subscribe(channel, listener) {
      bus.on(channel, listener);
      const unlisten = await client.listen(channel, listener);
      return async () => {
        bus.off(channel, listener);
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** How many fsync calls PGlite made through the durable file system (tests read it). */
export const pgliteSyncStats = { fsyncs: 0 };

type EmscriptenOpts = { preRun?: ((mod: unknown) => void)[] };
type NodefsModule = { NODEFS?: { stream_ops?: { fsync?: (stream: { nfd?: number }) => number } } };

/**
 * PGlite's Node file system writes every page straight through to the real directory, so a
 * killed process loses nothing PostgreSQL had committed; but its emscripten NODEFS has no
 * fsync, and PGlite starts PostgreSQL with fsync off, so committed data may still sit in the
 * kernel's page cache when the machine loses power. This file system gives NODEFS a real fsync,
 * and `durableStartParams` turns fsync back on (the WAL is flushed with fsync at each commit),
 * so a 2xx means the order is on disk. `syncing` stays off while PostgreSQL starts: after a
 * crash it fsyncs every file of the data directory one by one (seconds); `openPglite` flushes
 * the file system with one syncfs before and after the start instead.
 */
class DurableNodeFS extends NodeFS {
  syncing = false;
  hooked = false;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const emscriptenOpts = result.emscriptenOpts as EmscriptenOpts;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const ops = (mod as NodefsModule).NODEFS?.stream_ops;
        if (!ops) return;
        this.hooked = true;
        ops.fsync = (stream) => {
          if (this.syncing && stream.nfd !== undefined) {
            pgliteSyncStats.fsyncs++;
            fsyncSync(stream.nfd);
          }
          return 0;
        };
      },
    ];
    return result;
  }
}

const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  // fdatasync is a no-op in PGlite's emscripten runtime; fsync goes through the hook above.
  '-c',
  'wal_sync_method=fsync',
];

/**
 * PGlite on a directory, or in memory when `dataDir` is undefined (tests). `durable: false`
 * skips the fsyncs (the first-start build in a temporary directory, synced once at the end).
 * `loadDataDir` starts an in-memory database from a dump (`dumpDataDir`) instead of running
 * initdb: the tests start each database from one made once per run (test/pglite-templates.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  { durable = true, loadDataDir }: { durable?: boolean; loadDataDir?: Blob } = {},
): Promise<Database> {
  let client: PGlite;
  const extensions = PGLITE_EXTENSIONS;
  if (!dataDir) client = await PGlite.create({ extensions, loadDataDir });
  else if (!durable) client = await PGlite.create(dataDir, { extensions });
  else {
    const fs = new DurableNodeFS(dataDir);
    // What a killed process left in the page cache reaches the disk before recovery builds on it.
    flushFileSystem(dataDir);
    client = await PGlite.create({ fs, startParams: durableStartParams, extensions });
    // What the start (and a crash recovery) wrote, before anything is acknowledged.
    flushFileSystem(dataDir);
    fs.syncing = true;
    if (!fs.hooked) {
      console.warn(
        'PGlite: this version offers no fsync hook; commits survive a killed process but not a power loss.',
      );
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pubsub: localPubSub(client),
    migrate: () =>
      migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }) as Promise<void>,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle connection the server ends (a failover, a restart, pg_terminate_backend) is an
  // 'error' on the pool: without a listener it would crash the process. The pool drops that
  // connection and opens a new one on the next query.
  pool.on('error', (err) => {
    if (!closing) console.warn(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // One dedicated connection listens for every channel of this process. When the server ends
  // it (failover, restart), it is reopened with backoff and every channel is listened to again;
  // notifications sent while it was down are lost (NOTIFY is not stored).
  let listener: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const listening = new Map<string, number>();
  function reconnectLater(delay: number) {
    setTimeout(() => {
      if (closing) return;
      ensureListener().catch(() => reconnectLater(Math.min(delay * 2, 10_000)));
    }, delay).unref();
  }
  function ensureListener(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener);
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {}); // 'end' follows and reconnects
      client.on('notification', (msg) => {
        bus.emit(msg.channel, msg.payload ?? '');
      });
      await client.connect();
      for (const [channel, count] of listening) {
        if (count > 0) await client.query(`LISTEN ${channel}`);
      }
      client.on('end', () => {
        if (listener !== client) return;
        listener = undefined;
        if (!closing) {
          console.warn('PostgreSQL: the LISTEN connection closed; reconnecting.');
          reconnectLater(250);
        }
      });
      if (closing) {
        await client.end().catch(() => {});
        throw new Error('closed');
      }
      listener = client;
      return client;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }
  const pubsub: PubSub = {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, fn) {
      if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const client = await ensureListener();
      const count = listening.get(channel) ?? 0;
      // Counted first: a reconnect from here on listens to this channel again.
      listening.set(channel, count + 1);
      bus.on(channel, fn);
      if (count === 0) {
        await client.query(`LISTEN ${channel}`).catch((err) => {
          if (listener === client) {
            bus.off(channel, fn);
            listening.set(channel, (listening.get(channel) ?? 1) - 1);
            throw err;
          }
        });
      }
      return async () => {
        bus.off(channel, fn);
        const left = (listening.get(channel) ?? 1) - 1;
        listening.set(channel, left);
        if (left === 0 && listener) await listener.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
  };
  return {
    db,
    kind: 'postgres',
    pubsub,
    async migrate() {
      // Several instances may start together: one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      closing = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
