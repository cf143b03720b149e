/**
 * Issue 27: the Stripe webhook (signature first, each event once, out of order tolerated) and
 * payouts through Stripe Connect (Express accounts, hosted onboarding, the account's state from
 * `account.updated`, weekly Transfers idempotent per payee and week), against the local fake of
 * the Stripe API.
 */
import { payoutPeriod } from '@brand/core/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { runPayouts } from '../src/modules/payouts/run-payouts.ts';
import { deliver, FAKE_KEYS, type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import {
  client,
  type Loose,
  login,
  loginAdmin,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers.ts';

/** A test that starts a server of its own gets the hooks' time for it (a busy machine is slow). */
const SERVER_START = { timeout: 120_000 };

let fake: FakeStripe;
let server: TestServer;
let api: ReturnType<typeof client>;
let vendor = '';
let vendorId = 0;
let admin = '';

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => server?.clock.now ?? new Date() });
  server = await startServer({ stripe: fake });
  api = client(server.url);
  vendor = await login(server.url, 'vendor@demo.test');
  vendorId = (await api.get('/api/authuser', { token: vendor })).body.data.id;
  admin = await loginAdmin(server.url);
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
  await fake.close();
});

const storedEvents = async () =>
  (await server.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(t.stripeEvents))[0]
    ?.n ?? 0;

/** An event as Stripe sends it, about `object`. */
const event = (
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(16).slice(2)}`,
) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
});

describe('POST /api/webhooks/stripe', () => {
  it('answers 400 without a signature, with a wrong one, or for a changed body, and stores nothing', async () => {
    const before = await storedEvents();
    const e = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await deliver(server.url, e, { signature: null })).toMatchObject({
      status: 400,
      body: { message: 'The Stripe-Signature header is missing.' },
    });
    expect(await deliver(server.url, e, { secret: 'whsec_someoneelse' })).toMatchObject({
      status: 400,
      body: { message: 'The Stripe signature does not match this payload.' },
    });
    expect(
      (await deliver(server.url, e, { body: JSON.stringify({ ...e, type: 'invoice.paid' }) }))
        .status,
    ).toBe(400);
    expect((await deliver(server.url, e, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect(await storedEvents()).toBe(before);
  });

  it(
    "verifies the Connect endpoint's account.updated with STRIPE_CONNECT_WEBHOOK_SECRET, only when it is set",
    SERVER_START,
    async () => {
      const CONNECT_SECRET = 'whsec_connect0123456789';
      /** A payee's Express account, onboarding (pending), and the event saying it is active. */
      const onboarded = async (target: TestServer, email: string) => {
        const token = await login(target.url, email);
        const started = await client(target.url).post('/api/payout/setup/onboarding', undefined, {
          token,
        });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        const [row] = await target.deps.database.db
          .select({ ref: t.payoutAccounts.providerRef })
          .from(t.payoutAccounts)
          .innerJoin(t.users, eq(t.users.id, t.payoutAccounts.userId))
          .where(eq(t.users.email, email));
        const from = fake.events.length;
        fake.setAccountState(row?.ref as string, 'active');
        const [updated] = fake.events.slice(from);
        expect(updated?.type).toBe('account.updated');
        const status = async () =>
          (await client(target.url).get('/api/payout/setup', { token })).body.data.status;
        expect(await status()).toBe('pending');
        return { updated: updated as Loose, status };
      };
      const eventsOf = async (target: TestServer) =>
        (
          await target.deps.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(t.stripeEvents)
        )[0]?.n ?? 0;

      // Without the Connect secret (this server): a Connect-signed event is a 400, nothing changes.
      const unset = await onboarded(server, 'othervendor@demo.test');
      const before = await eventsOf(server);
      expect(await deliver(server.url, unset.updated, { secret: CONNECT_SECRET })).toMatchObject({
        status: 400,
        body: { message: 'The Stripe signature does not match this payload.' },
      });
      expect(await unset.status()).toBe('pending');
      expect(await eventsOf(server)).toBe(before);

      const withConnect = await startServer({
        stripe: fake,
        env: { STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET },
      });
      try {
        const payee = await onboarded(withConnect, 'basicpro@demo.test');
        // Signed with a secret neither endpoint has: 400, the payee's state is unchanged.
        expect(
          (await deliver(withConnect.url, payee.updated, { secret: 'whsec_someoneelse' })).status,
        ).toBe(400);
        expect(await payee.status()).toBe('pending');
        expect(await eventsOf(withConnect)).toBe(0);
        // Signed with the Connect endpoint's secret: accepted, the payee's account is active.
        expect(await deliver(withConnect.url, payee.updated, { secret: CONNECT_SECRET })).toEqual({
          status: 200,
          body: { received: true },
        });
        expect(await payee.status()).toBe('active');
        // The account endpoint's secret still verifies.
        const other = event('customer.created', { id: 'cus_account', object: 'customer' });
        expect(await deliver(withConnect.url, other)).toEqual({
          status: 200,
          body: { received: true },
        });
      } finally {
        await withConnect.close();
      }
    },
  );

  it('refuses to start with a STRIPE_CONNECT_WEBHOOK_SECRET that is not a signing secret', () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/unused',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: FAKE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_KEYS.webhookSecret,
    };
    expect(() => loadConfig({ ...env, STRIPE_CONNECT_WEBHOOK_SECRET: 'connect-secret' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET does not look like a Stripe key/,
    );
    expect(
      loadConfig({ ...env, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect0123456789' }).stripe
        ?.connectWebhookSecret,
    ).toBe('whsec_connect0123456789');
  });

  it('stores each event once: a replay is a 200 that changes nothing', async () => {
    const e = event('customer.created', { id: 'cus_y', object: 'customer' });
    expect(await deliver(server.url, e)).toEqual({ status: 200, body: { received: true } });
    const after = await storedEvents();
    expect(await deliver(server.url, e)).toEqual({
      status: 200,
      body: { received: true, replayed: true },
    });
    expect(await storedEvents()).toBe(after);
    const [row] = await server.deps.database.db
      .select()
      .from(t.stripeEvents)
      .where(eq(t.stripeEvents.id, e.id));
    expect(row).toMatchObject({ type: 'customer.created', objectId: 'cus_y' });
    expect(row?.processedAt).not.toBeNull();
  });

  it('answers 500 when an event cannot be handled yet, and handles it when Stripe sends it again', async () => {
    const onboarding = await api.post('/api/payout/setup/onboarding', undefined, { token: vendor });
    const account = (
      await server.deps.database.db
        .select()
        .from(t.payoutAccounts)
        .where(eq(t.payoutAccounts.userId, vendorId))
    )[0]?.providerRef as string;
    expect(onboarding.status).toBe(200);
    const from = fake.events.length;
    fake.setAccountState(account, 'restricted');
    const [updated] = fake.events.slice(from);
    fake.failNext(/^\/v1\/accounts\//, { status: 500 });
    fake.failNext(/^\/v1\/accounts\//, { status: 500 });
    fake.failNext(/^\/v1\/accounts\//, { status: 500 });
    const failed = await deliver(server.url, updated as Loose);
    expect(failed.status).toBe(500);
    const [row] = await server.deps.database.db
      .select()
      .from(t.stripeEvents)
      .where(eq(t.stripeEvents.id, (updated as Loose).id));
    expect(row?.processedAt).toBeNull();
    expect(row?.lastError).toBeTruthy();
    expect(await deliver(server.url, updated as Loose)).toEqual({
      status: 200,
      body: { received: true },
    });
    const setup = (await api.get('/api/payout/setup', { token: vendor })).body.data;
    expect(setup.status).toBe('restricted');
  });

  it('does not exist under the sandbox', SERVER_START, async () => {
    const sandbox = await startServer();
    try {
      const res = await deliver(
        sandbox.url,
        event('customer.created', { id: 'c', object: 'customer' }),
        {
          secret: FAKE_KEYS.webhookSecret,
        },
      );
      expect(res.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('payouts through Stripe Connect', () => {
  it('starts Stripe’s hosted onboarding of one Express account per payee', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const before = (await api.get('/api/payout/setup', { token: pro })).body.data;
    expect(before).toMatchObject({ provider: 'stripe', status: 'not_started' });
    const first = await api.post('/api/payout/setup/onboarding', undefined, { token: pro });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.url).toMatch(new RegExp(`^${fake.url}/_test/onboarding/acct_`));
    expect(first.body.data.setup).toMatchObject({ provider: 'stripe', status: 'pending' });
    const second = await api.post('/api/payout/setup/onboarding', undefined, { token: pro });
    const accounts = fake.calls.filter((c) => c.path === '/v1/accounts' && c.method === 'POST');
    const created = accounts.filter((c) => c.key?.startsWith('account:user-'));
    expect(new Set(created.map((c) => c.key)).size).toBe(created.length); // one per payee
    expect(second.body.data.url).toContain(first.body.data.url.split('?')[0].split('/').pop());
    expect(accounts.at(-1)?.params).toMatchObject({
      type: 'express',
      country: 'US',
      capabilities: { transfers: { requested: 'true' } },
    });
    // The bank form is the sandbox's: under Stripe the details go to Stripe's pages.
    const form = await api.post(
      '/api/payout/setup',
      {
        current_password: PASSWORD,
        account_holder_name: 'Lee',
        routing_number: '110000000',
        account_number: '000123456789',
      },
      { token: pro },
    );
    expect(form.status).toBe(409);
    // Customers have no payouts.
    const customer = await login(server.url, 'customer@demo.test');
    expect(
      (await api.post('/api/payout/setup/onboarding', undefined, { token: customer })).status,
    ).toBe(403);
  });

  it('shows the account’s state from account.updated, whatever order the events come in', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const [row] = await server.deps.database.db
      .select()
      .from(t.payoutAccounts)
      .innerJoin(t.users, eq(t.users.id, t.payoutAccounts.userId))
      .where(eq(t.users.email, 'pro@demo.test'));
    const providerRef = row?.payout_accounts.providerRef as string;
    const from = fake.events.length;
    fake.setAccountState(providerRef, 'restricted');
    fake.setAccountState(providerRef, 'active');
    const [restricted, active] = fake.events.slice(from);
    expect((await deliver(server.url, active as Loose)).status).toBe(200);
    expect((await api.get('/api/payout/setup', { token: pro })).body.data).toMatchObject({
      status: 'active',
      status_reason: null,
      account_last4: '6789',
    });
    // The older event arrives late: the account is read from Stripe, still active.
    expect((await deliver(server.url, restricted as Loose)).status).toBe(200);
    expect((await api.get('/api/payout/setup', { token: pro })).body.data.status).toBe('active');
  });

  it('sends one Transfer per payee and week, idempotent, and skips accounts not active', async () => {
    const { db } = server.deps.database;
    const pro = await db.select().from(t.users).where(eq(t.users.email, 'pro@demo.test'));
    const proId = pro[0]?.id as number;
    const period = payoutPeriod(server.clock.now);
    const available = new Date(period.start.getTime() - 3_600_000);
    // The vendor's account is restricted (above), the Pro's active: both have money available.
    for (const userId of [proId, vendorId]) {
      await db.insert(t.payoutLedger).values({
        userId,
        kind: 'profit',
        amountCents: 12_345,
        availableAt: available,
        eventKey: `test-connect:${userId}`,
      });
    }
    const run = await runPayouts(server.deps);
    expect(run.status).toBe('done');
    expect(run.paid).toEqual([{ userId: proId, amountCents: 12_345 }]);
    const transfers = fake.calls.filter((c) => c.path === '/v1/transfers' && c.status === 200);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.key).toBe(`payout:${period.id}:${proId}`);
    const [acct] = await db
      .select()
      .from(t.payoutAccounts)
      .where(eq(t.payoutAccounts.userId, proId));
    expect(transfers[0]?.params).toMatchObject({
      currency: 'usd',
      destination: acct?.providerRef,
      transfer_group: `payouts-${period.id}`,
    });
    const [payout] = await db.select().from(t.payouts).where(eq(t.payouts.userId, proId));
    expect(payout?.providerRef).toMatch(/^tr_/);
    // A crash after Stripe paid, before we recorded it: the rerun asks again, Stripe answers
    // the same transfer, nobody is paid twice.
    await db
      .update(t.payouts)
      .set({ status: 'pending', providerRef: null })
      .where(eq(t.payouts.id, payout?.id as number));
    await db
      .update(t.payoutRuns)
      .set({ status: 'running' })
      .where(eq(t.payoutRuns.period, period.id));
    await runPayouts(server.deps);
    const [again] = await db
      .select()
      .from(t.payouts)
      .where(eq(t.payouts.id, payout?.id as number));
    expect(again?.providerRef).toBe(payout?.providerRef);
    expect([...fake.objects.values()].filter((o) => o.object === 'transfer')).toHaveLength(1);
    // The vendor (restricted) was not paid: the balance waits.
    expect(await db.select().from(t.payouts).where(eq(t.payouts.userId, vendorId))).toHaveLength(0);
  });

  it('shows admins the runs, the transfers and the failures, and runs now on request', async () => {
    const { db } = server.deps.database;
    // The vendor finishes onboarding; Stripe then refuses their transfer once.
    const [acct] = await db
      .select()
      .from(t.payoutAccounts)
      .where(eq(t.payoutAccounts.userId, vendorId));
    const from = fake.events.length;
    fake.setAccountState(acct?.providerRef as string, 'active');
    expect((await deliver(server.url, fake.events[from] as Loose)).status).toBe(200);
    fake.failNext(/^\/v1\/transfers$/, {
      status: 400,
      type: 'invalid_request_error',
      message: 'Insufficient funds in the platform balance.',
    });
    // Next week's run (this week's is done): the vendor's balance is paid then.
    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + 7 * 24 * 3_600_000);
    admin = await loginAdmin(server.url); // a week idle: tokens lapse
    vendor = await login(server.url, 'vendor@demo.test');
    const run = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(run.status).toBe(200);
    expect(run.body.data.status).toBe('retry');
    const report = await api.get('/api/admin/payouts?status=pending', { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.data.provider).toBe('stripe');
    const [pending] = report.body.data.payouts.data;
    expect(pending).toMatchObject({
      user_id: vendorId,
      email: 'vendor@demo.test',
      status: 'pending',
      attempts: 1,
      failure: 'Insufficient funds in the platform balance.',
      provider_ref: null,
    });
    expect(report.body.data.runs[0]).toMatchObject({
      status: 'running',
      pending_count: 1,
      paid_count: 0,
    });
    expect(report.body.data.runs[1]).toMatchObject({ status: 'done', paid_count: 1 });
    // Run now: Stripe takes it this time.
    const retried = await api.post('/api/admin/payouts/run', undefined, { token: admin });
    expect(retried.body.data.status).toBe('done');
    const done = await api.get('/api/admin/payouts', { token: admin });
    expect(done.body.data.runs[0]).toMatchObject({
      status: 'done',
      pending_count: 0,
      paid_count: 1,
    });
    expect(done.body.data.payouts.data.every((p: Loose) => p.status === 'paid')).toBe(true);
    server.clock.now = start;
    // Admins only.
    expect((await api.get('/api/admin/payouts', { token: vendor })).status).toBe(403);
    expect((await api.get('/api/admin/payouts?status=lost', { token: admin })).status).toBe(422);
  });
});
