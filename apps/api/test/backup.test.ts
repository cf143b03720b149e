// db:backup and db:restore end to end: a real server makes an order, the backup is taken,
// restored somewhere else, and a server started there still has the order.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgTool } from '../src/backup.ts';
import { client, registration, SANDBOX_CARD, verifyEmail } from './helpers.ts';
import {
  apiDir,
  freePort,
  removeAll,
  repoRoot,
  type ServerProcess,
  startServerProcess,
  stopServer,
  tempDir,
  tsxLoader,
  waitReady,
} from './process.ts';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await s.exited;
  }
  removeAll(dirs);
});

/** `tsx scripts/db.ts ...` as `pnpm db:backup` runs it; answers the exit code and output. */
function db(args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, ['--import', tsxLoader, 'scripts/db.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function start(env: NodeJS.ProcessEnv) {
  const server = startServerProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', ...env });
  servers.push(server);
  await waitReady(server);
  return server;
}

/** A fresh customer places one order; answers the order id. */
async function placeOrder(base: string, email: string) {
  const api = client(base);
  const reg = await api.post('/api/register', registration(email, SANDBOX_CARD));
  expect(reg.status).toBe(201);
  const token = reg.body.data.token as string;
  await verifyEmail(base, email);
  const project = await api.post('/api/projectCart', { showroom: 'AB12CD34' }, { token });
  const projectId = project.body.data.id as number;
  await api.post(
    '/api/projectCart/sync_to_cart',
    { product_id: 3, qty: 2, showroom: 'AB12CD34', project_id: projectId },
    { token },
  );
  const key = `backup-${randomBytes(4).toString('hex')}`;
  const order = await api.post(
    '/api/checkout',
    { idempotency_key: key, project_id: projectId },
    { token, headers: { 'Idempotency-Key': key } },
  );
  expect(order.status).toBe(201);
  return order.body.data.id as number;
}

async function orderIsThere(base: string, email: string, id: number) {
  const login = await client(base).post('/api/login', { email, password: 'long-enough-1' });
  expect(login.status).toBe(200);
  const res = await client(base).get(`/api/orders/${id}`, { token: login.body.data.token });
  expect(res.status).toBe(200);
  expect(res.body.data.id).toBe(id);
  expect(res.body.data.items).toHaveLength(1);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'db:backup and db:restore on PGlite',
  () => {
    it('backs up a data dir with an order, restores it elsewhere, and a server there has the order', async () => {
      const work = tempDir('api-backup-', dirs);
      const source = join(work, 'source');
      const server = await start({ DATA_DIR: source });
      const email = 'backup@example.test';
      const id = await placeOrder(server.url, email);

      // Not while the server holds the data directory: the message names its PID.
      const file = join(work, 'nightly.tar.gz');
      const busy = db(['backup', file], { DATA_DIR: source });
      expect(busy.status).toBe(1);
      expect(busy.output).toContain(`The API (PID ${server.child.pid}) is running on ${source}`);
      expect(existsSync(file)).toBe(false);
      expect(await stopServer(server)).toBe(0);

      // The root alias, with a path relative to where pnpm was started (the repository root).
      const relative = `apps/api/.reliability/backup-test-${process.pid}.tar.gz`;
      const viaPnpm = spawnSync('pnpm', ['db:backup', relative], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: source, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(viaPnpm.status, viaPnpm.stderr).toBe(0);
      expect(viaPnpm.stdout).toMatch(/Backed up PGlite in .* \(\d+ KB, 1 orders/);
      const made = join(repoRoot, relative);
      dirs.push(made);
      expect(statSync(made).size).toBeGreaterThan(100_000);

      const backup = db(['backup', file], { DATA_DIR: source });
      expect(backup.status, backup.output).toBe(0);
      expect(backup.output).toContain('1 orders');
      expect(readdirSync(work).filter((f) => f.includes('.partial-'))).toEqual([]);

      const target = join(work, 'target');
      const restored = db(['restore', file], { DATA_DIR: target });
      expect(restored.status, restored.output).toBe(0);
      expect(restored.output).toContain('1 orders');
      expect(readdirSync(target).sort()).toEqual(['pgdata']);

      // A second restore onto a database needs --force, and keeps the replaced one.
      const again = db(['restore', file], { DATA_DIR: target });
      expect(again.status).toBe(1);
      expect(again.output).toContain('already holds a database. Pass --force');
      const forced = db(['restore', file, '--force'], { DATA_DIR: target });
      expect(forced.status, forced.output).toBe(0);
      expect(readdirSync(target).filter((f) => f.startsWith('pgdata.replaced-'))).toHaveLength(1);

      const there = await start({ DATA_DIR: target });
      expect(there.output()).not.toContain('First start');
      await orderIsThere(there.url, email, id);
      expect(await stopServer(there)).toBe(0);
    }, 300_000);

    it('refuses what is not a backup, and a missing file', async () => {
      const work = tempDir('api-backup-', dirs);
      const notBackup = db(['restore', join(apiDir, 'package.json')], { DATA_DIR: work });
      expect(notBackup.status).toBe(1);
      expect(notBackup.output).toContain('is not a PGlite backup');
      const missing = db(['restore', join(work, 'nope.tar.gz')], { DATA_DIR: work });
      expect(missing.status).toBe(1);
      expect(missing.output).toContain('No backup file at');
      const nothing = db(['backup', join(work, 'x.tar.gz')], { DATA_DIR: join(work, 'empty') });
      expect(nothing.status).toBe(1);
      expect(nothing.output).toContain('There is no database in');
      expect(db(['frobnicate'], { DATA_DIR: work }).output).toContain('Usage:');
    });
  },
);

const pgUrl = process.env.TEST_DATABASE_URL;
const pgDump = pgUrl ? pgTool('pg_dump') : null;

// Issue 23 item 15: the PostgreSQL pass runs this suite; without pg_dump it fails (it skipped
// before, and a green run then said nothing about backups on PostgreSQL).
describe.skipIf(!pgUrl)('db:backup and db:restore on PostgreSQL (pg_dump)', () => {
  beforeAll(() => {
    if (!pgDump) {
      throw new Error(
        'pg_dump is not installed, so db:backup on PostgreSQL cannot be tested: install postgresql-client (apt-get install -y postgresql), or set PG_BIN.',
      );
    }
  });
  const created: string[] = [];
  afterAll(async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  async function database() {
    const name = `t_bk_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    created.push(name);
    const u = new URL(pgUrl as string);
    u.pathname = `/${name}`;
    return u.toString();
  }

  it('dumps a database with an order, restores it into an empty one, and a server there has the order', async () => {
    const work = tempDir('api-pgbackup-', dirs);
    const sourceUrl = await database();
    const server = await start({ DATABASE_URL: sourceUrl, DATA_DIR: work });
    const email = 'pg-backup@example.test';
    const id = await placeOrder(server.url, email);
    expect(await stopServer(server)).toBe(0);

    const file = join(work, 'nightly.pgdump');
    const backup = db(['backup', file], { DATABASE_URL: sourceUrl, DATA_DIR: work });
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up PostgreSQL \(DATABASE_URL\) to .* 1 orders/);

    const targetUrl = await database();
    const restored = db(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: work });
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toContain('(1 orders)');
    const again = db(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: work });
    expect(again.status).toBe(1);
    expect(again.output).toContain('already holds the marketplace (1 orders). Pass --force');
    const forced = db(['restore', file, '--force'], { DATABASE_URL: targetUrl, DATA_DIR: work });
    expect(forced.status, forced.output).toBe(0);

    const there = await start({ DATABASE_URL: targetUrl, DATA_DIR: work });
    await orderIsThere(there.url, email, id);
    expect(await stopServer(there)).toBe(0);
  }, 300_000);
});
