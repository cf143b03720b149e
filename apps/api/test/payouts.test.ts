import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { runPayouts } from '../src/modules/payouts/run-payouts.ts';
import { acquireLease } from '../src/modules/shared/lease.ts';
import { type PayoutProvider, sandboxPayouts } from '../src/services/payouts.ts';
import {
  client,
  login,
  loginAdmin,
  startServer,
  type TestServer,
  throwawayPostgres,
} from './helpers.ts';
import { apiDir, tsxLoader } from './process.ts';

/** Issue 12 item 5: weekly payout runs (DOMAIN.md "Decisions for the back office"). */

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

async function account(db: Db, id: number) {
  await db
    .insert(t.payoutAccounts)
    .values({
      userId: id,
      providerRef: `sandbox_payee_${id}`,
      accountHolderName: `Payee ${id}`,
      accountLast4: '6789',
      status: 'verified',
    })
    .onConflictDoNothing();
}

async function entry(
  db: Db,
  id: number,
  kind: 'profit' | 'return',
  cents: number,
  availableAt: Date,
  createdAt = availableAt,
) {
  await db.insert(t.payoutLedger).values({
    userId: id,
    orderItemId: 1,
    kind,
    amountCents: cents,
    availableAt,
    createdAt,
  });
}

async function transfers(db: Db) {
  return db.select().from(t.sandboxPayoutTransfers);
}

describe('the weekly payout run', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let admin: string;
  const ids = { pro: 0, vendor: 0, basicPro: 0, otherVendor: 0 };

  beforeAll(async () => {
    server = await startServer();
    api = client(server.url);
    admin = await loginAdmin(server.url);
    const { db } = server.deps.database;
    ids.pro = await userId(db, 'pro@demo.test');
    ids.vendor = await userId(db, 'vendor@demo.test');
    ids.basicPro = await userId(db, 'basicpro@demo.test');
    ids.otherVendor = await userId(db, 'othervendor@demo.test');
    await db.delete(t.payoutLedger);
    for (const id of [ids.pro, ids.vendor, ids.otherVendor]) await account(db, id);
    // Week 2026-W48 starts Monday 2026-11-23 00:00 UTC: what is available then is paid.
    await entry(db, ids.pro, 'profit', 10_000, day('2026-11-01'));
    await entry(db, ids.pro, 'return', -2_000, day('2026-11-10'));
    await entry(db, ids.pro, 'profit', 5_000, day('2026-12-20')); // still pending
    await entry(db, ids.pro, 'profit', 900, day('2026-11-24')); // available after the cutoff
    await entry(db, ids.vendor, 'profit', 3_000, day('2026-11-22'));
    await entry(db, ids.basicPro, 'profit', 4_000, day('2026-11-01')); // no payout account
    await entry(db, ids.otherVendor, 'return', -1_500, day('2026-11-01')); // due 2026-11-11
    server.clock.now = day('2026-11-25');
  }, 120_000);
  afterAll(() => server.close());

  it('pays each balance available at the week’s start once, net of returns, and flags overdue negatives', async () => {
    const run = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual({
      period: '2026-W48',
      status: 'done',
      paid_count: 2,
      paid_total: 110,
      failed: [],
      overdue: [{ user_id: ids.otherVendor, amount: -15, due_date: '2026-11-11' }],
    });
    const sent = await transfers(server.deps.database.db);
    expect(sent.map((s) => [s.accountRef, s.amountCents]).sort()).toEqual(
      [
        [`sandbox_payee_${ids.pro}`, 8_000],
        [`sandbox_payee_${ids.vendor}`, 3_000],
      ].sort(),
    );
  });

  it('pays nothing twice: a second run of the same week is a no-op', async () => {
    const again = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(again.body.data).toMatchObject({ period: '2026-W48', status: 'done', paid_count: 0 });
    expect(await transfers(server.deps.database.db)).toHaveLength(2);
  });

  it('shows the payee its history and a balance net of what was paid', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const history = await api.get('/api/payout/history', { token: pro });
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.data[0]).toMatchObject({
      period: '2026-W48',
      amount: 80,
      status: 'paid',
    });
    expect(history.body.data.data[0].paid_at).toBe(server.clock.now.toISOString());
    const balance = await api.get('/api/payout/balance', { token: pro });
    expect(balance.body.data).toMatchObject({
      pending: 50,
      available: 9, // the 9.00 that became available after the cutoff waits for next week
      negative: 0,
      paid: 80,
      negative_overdue: false,
    });
    const other = await login(server.url, 'othervendor@demo.test');
    const owed = await api.get('/api/payout/balance', { token: other });
    expect(owed.body.data).toMatchObject({
      negative: -15,
      negative_due_date: '2026-11-11',
      negative_overdue: true,
      paid: 0,
    });
    expect((await api.get('/api/payout/history', { token: other })).body.data.total).toBe(0);
  });

  it('nets a later return against the next week’s payout', async () => {
    const { db } = server.deps.database;
    await entry(db, ids.pro, 'return', -400, day('2026-11-27'));
    server.clock.now = day('2026-12-02'); // week 2026-W49
    admin = await loginAdmin(server.url); // tokens expire after 7 idle days
    const run = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(run.body.data).toMatchObject({ period: '2026-W49', status: 'done', paid_total: 5 });
    const pro = await login(server.url, 'pro@demo.test');
    const balance = await api.get('/api/payout/balance', { token: pro });
    expect(balance.body.data).toMatchObject({ available: 0, paid: 85, pending: 50 });
  });

  it('answers a payee the provider already paid (crash before recording) with the same transfer', async () => {
    const { db } = server.deps.database;
    await entry(db, ids.vendor, 'profit', 1_234, day('2026-12-01'));
    server.clock.now = day('2026-12-09'); // week 2026-W50
    admin = await loginAdmin(server.url); // tokens expire after 7 idle days
    // The provider was paid for this payee and period, then the process died before the run
    // recorded it: the run plans the same payout and asks with the same idempotency key.
    const provider = server.deps.payouts;
    const first = await provider.pay({
      accountRef: `sandbox_payee_${ids.vendor}`,
      amountCents: 1_234,
      idempotencyKey: `payout:2026-W50:${ids.vendor}`,
    });
    const run = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(run.body.data, JSON.stringify(run.body)).toMatchObject({
      period: '2026-W50',
      paid_count: 1,
      paid_total: 12.34,
    });
    const [payout] = await db
      .select()
      .from(t.payouts)
      .where(and(eq(t.payouts.period, '2026-W50'), eq(t.payouts.userId, ids.vendor)));
    expect(payout?.providerRef).toBe(first.ref);
    const keyed = (await transfers(db)).filter((s) => s.idempotencyKey.includes('2026-W50'));
    expect(keyed).toHaveLength(1);
  });
});

describe('payout runs under concurrency and failure', () => {
  it('lets one of two instances run at a time (a database lease)', async () => {
    const server = await startServer({
      payouts: (db) => sandboxPayouts(db, { delayMs: 30 }),
    });
    try {
      const { db } = server.deps.database;
      await db.delete(t.payoutLedger);
      const payees = [
        await userId(db, 'pro@demo.test'),
        await userId(db, 'vendor@demo.test'),
        await userId(db, 'basicpro@demo.test'),
      ];
      for (const id of payees) {
        await account(db, id);
        await entry(db, id, 'profit', 1_000 + id, day('2026-11-01'));
      }
      server.clock.now = day('2026-11-25');
      const deps = server.deps;
      const [a, b] = await Promise.all([
        runPayouts(deps, { holder: 'instance-a' }),
        runPayouts(deps, { holder: 'instance-b' }),
      ]);
      expect([a.status, b.status].sort()).toEqual(['busy', 'done']);
      expect(a.paid.length + b.paid.length).toBe(3);
      expect(await transfers(db)).toHaveLength(3);
      // A lease held by a live instance is not taken; an expired one is.
      const now = day('2026-11-25');
      expect(await acquireLease(db, 'x', 'one', now, 1_000)).toBe(true);
      expect(await acquireLease(db, 'x', 'two', now, 1_000)).toBe(false);
      expect(await acquireLease(db, 'x', 'two', new Date(now.getTime() + 1_001), 1_000)).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('retries a refused transfer, then gives the amount back to the balance', async () => {
    let calls = 0;
    const refusing = (db: Db): PayoutProvider => ({
      ...sandboxPayouts(db),
      async pay() {
        calls += 1;
        throw new Error('The bank refused the transfer.');
      },
    });
    const server = await startServer({ payouts: refusing });
    try {
      const { db } = server.deps.database;
      await db.delete(t.payoutLedger);
      const pro = await userId(db, 'pro@demo.test');
      await account(db, pro);
      await entry(db, pro, 'profit', 2_500, day('2026-11-01'));
      server.clock.now = day('2026-11-25');
      expect((await runPayouts(server.deps)).status).toBe('retry');
      expect((await runPayouts(server.deps)).status).toBe('retry');
      const last = await runPayouts(server.deps);
      expect(last.status).toBe('done');
      expect(last.failed).toEqual([
        { userId: pro, amountCents: 2_500, reason: 'The bank refused the transfer.' },
      ]);
      expect(calls).toBe(3);
      const [payout] = await db.select().from(t.payouts).where(eq(t.payouts.userId, pro));
      expect(payout).toMatchObject({ status: 'failed', attempts: 3 });
      const [sum] = await db
        .select({ cents: sql<string>`sum(${t.payoutLedger.amountCents})` })
        .from(t.payoutLedger)
        .where(eq(t.payoutLedger.userId, pro));
      expect(Number(sum?.cents)).toBe(2_500); // back in the balance for next week
      expect((await runPayouts(server.deps)).paid).toEqual([]); // the week is done
    } finally {
      await server.close();
    }
  }, 120_000);
});

/**
 * Issue 12: a payout run killed mid-way (SIGKILL) and run again pays every payee exactly once.
 * The run is a real process (`pnpm payouts:run`'s script) on a database of its own: PGlite in
 * a data directory, or a database on TEST_DATABASE_URL's PostgreSQL server.
 */
describe('a payout run interrupted by SIGKILL', () => {
  const PAYEES = 6;
  /** The killed run's lease outlives it by at most this long (renewed before each transfer). */
  const LEASE_MS = 2_000;
  let dir: string;
  let url: string | undefined;
  let open: () => Promise<Database>;
  let drop = async () => {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'payout-crash-'));
    const throwaway = await throwawayPostgres();
    if (throwaway) {
      const target = throwaway.url;
      url = target;
      open = () => openPostgres(target);
      drop = throwaway.drop;
    } else {
      open = () => openPglite(join(dir, 'pgdata'));
    }
    const database = await open();
    await database.migrate();
    for (let id = 1; id <= PAYEES; id++) {
      await account(database.db, id);
      await entry(database.db, id, 'profit', 10_000 + id, new Date('2020-01-01T00:00:00Z'));
    }
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the payout script; resolves with its output once it exits or is killed. */
  function runScript(killAfterPaid: number | null) {
    const child = spawn(process.execPath, ['--import', tsxLoader, 'scripts/db.ts', 'payouts-run'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATA_DIR: dir,
        ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
        SANDBOX_PAYOUT_DELAY_MS: '300',
        PAYOUT_LEASE_MS: String(LEASE_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let paid = 0;
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      paid = (out.match(/^paid user/gm) ?? []).length;
      if (killAfterPaid !== null && paid >= killAfterPaid) child.kill('SIGKILL');
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d;
    });
    return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>(
      (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out })),
    );
  }

  it('pays every payee exactly once after a rerun', async () => {
    const killed = await runScript(2);
    expect(killed.signal, killed.out).toBe('SIGKILL');
    let database = await open();
    const before = await transfers(database.db);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(PAYEES);
    await database.close();

    // The dead run's lease expires (a live run renews it: see the lease test above); then the
    // next run takes over and resumes.
    await new Promise((r) => setTimeout(r, LEASE_MS + 200));
    const rerun = await runScript(null);
    expect(rerun.code, rerun.out).toBe(0);
    expect(rerun.out).toMatch(/: done, \d+ paid/);

    database = await open();
    try {
      const sent = await transfers(database.db);
      expect(sent).toHaveLength(PAYEES);
      expect(new Set(sent.map((s) => s.accountRef)).size).toBe(PAYEES);
      for (const s of sent) {
        const id = Number(s.accountRef.split('_').at(-1));
        expect(s.amountCents).toBe(10_000 + id);
      }
      const rows = await database.db.select().from(t.payouts);
      expect(rows.map((r) => r.status)).toEqual(Array(PAYEES).fill('paid'));
      const balances = await database.db
        .select({
          userId: t.payoutLedger.userId,
          cents: sql<string>`sum(${t.payoutLedger.amountCents})`,
        })
        .from(t.payoutLedger)
        .groupBy(t.payoutLedger.userId);
      expect(balances.map((b) => Number(b.cents))).toEqual(Array(PAYEES).fill(0));
    } finally {
      await database.close();
    }
  }, 180_000);
});
