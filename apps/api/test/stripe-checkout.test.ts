/**
 * Issue 27: checkout and card holds under PAYMENTS=stripe, against the local fake of the Stripe
 * API (nothing here reaches Stripe). Card numbers never reach the API; a PaymentMethod from
 * Stripe Elements does. Declines and 3-D Secure surface with the processor's words; a hold
 * that lapses after 7 days cancels the items still waiting (docs/decisions/money.md "Stripe").
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { expireHolds, holdLapsedNotice } from '../src/modules/orders/hold-expiry.ts';
import { reportOrders } from '../src/modules/orders/money-report.ts';
import { NO_MULTICAPTURE, STRIPE_CARD_FIELD_ONLY } from '../src/services/stripe-payments.ts';
import { deliver, type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { client, type Loose, login, startServer, type TestServer } from './helpers.ts';

/** A test that starts a server of its own gets the hooks' time for it (a busy machine is slow). */
const SERVER_START = { timeout: 120_000 };

let fake: FakeStripe;
let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let vendor = '';
let seq = 0;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => server?.clock.now ?? new Date() });
  server = await startServer({ stripe: fake });
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  vendor = await login(server.url, 'vendor@demo.test');
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
  await fake.close();
});

const DAY = 24 * 3_600_000;

/** A project with these lines (product id, qty), and the checkout body to place it. */
async function cart(lines: [number, number][], extra: Record<string, unknown> = {}) {
  const key = `stripe-${process.pid}-${++seq}`;
  const project = await api.post(
    '/api/projectCart',
    { showroom: 'AB12CD34', name: key },
    { token: customer },
  );
  for (const [product_id, qty] of lines) {
    const added = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id, qty, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token: customer },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return {
    idempotency_key: key,
    project_id: project.body.data.id,
    shipping_address: { street: '1 Main St', city: 'Oakland', state: 'CA', zip_code: '94607' },
    ...extra,
  };
}

const place = (body: Loose) => api.post('/api/checkout', body, { token: customer });
/** PaymentIntents Stripe made (a replay of an idempotent request makes none). */
const intentsCreated = () =>
  [...fake.objects.values()].filter((o) => o.object === 'payment_intent').length;

async function authOf(orderId: number) {
  const [auth] = await server.deps.database.db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, orderId));
  if (!auth) throw new Error(`no hold for order ${orderId}`);
  return auth;
}

async function problemsOf(orderId: number) {
  const { db } = server.deps.database;
  const orders = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const [report] = await reportOrders(db, orders, server.deps.payments);
  return report?.problems ?? ['no report'];
}

describe('given PAYMENTS=stripe, checkout', () => {
  it('tells the site to use Stripe Elements with the publishable key', async () => {
    const config = await api.get('/api/payments/config');
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({
      provider: 'stripe',
      stripe_publishable_key: fake.keys.publishableKey,
    });
  });

  it('refuses card numbers: they never reach the server, nor Stripe', async () => {
    const before = fake.calls.length;
    const res = await place(
      await cart([[1, 1]], {
        payment_details: {
          card_number: '4242 4242 4242 4242',
          name_on_Card: 'Jamie Rivera',
          exp_date: '12/34',
          cvv: '123',
          pay_street: '1 Main St',
          pay_state: 'CA',
          pay_city: 'Oakland',
          pay_zip_code: '94607',
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['payment_details.card_number']).toEqual([STRIPE_CARD_FIELD_ONLY]);
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a PaymentMethod that is not one, with a field error and no call to Stripe', async () => {
    const before = fake.calls.length;
    const res = await place(await cart([[1, 1]], { payment_method: '4242424242424242' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.payment_method).toEqual([
      'Please enter your card details in the card field.',
    ]);
    expect(fake.calls.length).toBe(before);
  });

  it('holds the order total on a manual-capture PaymentIntent with multicapture asked for', async () => {
    const body = await cart([
      [1, 2],
      [2, 1],
    ]);
    const res = await place({ ...body, payment_method: 'pm_card_visa' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body.data;
    const auth = await authOf(order.id);
    const pi = fake.objects.get(auth.processorRef) as Loose;
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'requires_capture',
      capture_method: 'manual',
      amount: Math.round(order.totals.total * 100),
      payment_method: 'pm_card_visa',
    });
    expect(pi.payment_method_options.card).toEqual({
      request_multicapture: 'if_available',
      request_incremental_authorization: 'if_available',
    });
    const created = fake.calls.find(
      (c) => c.path === '/v1/payment_intents' && c.params.metadata && c.status === 200,
    );
    expect(created?.key).toMatch(/^authorize:user-\d+:stripe-\d+-\d+:pm_card_visa$/);
    expect(await problemsOf(order.id)).toEqual([]);
    // The same checkout again: the same order, no second hold.
    const again = await place({ ...body, payment_method: 'pm_card_visa' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(order.id);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('surfaces a decline (%s) with Stripe’s message and places nothing', async (pm, message) => {
    const body = await cart([[1, 1]]);
    const res = await place({ ...body, payment_method: pm });
    expect(res.status).toBe(422);
    expect(res.body.errors.payment_method).toEqual([message]);
    const [order] = await server.deps.database.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.idempotencyKey, body.idempotency_key));
    expect(order).toBeUndefined();
    // Another card with the same checkout goes through (a new key: checkout and card).
    const next = await place({ ...body, payment_method: 'pm_card_visa' });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
  });

  it('asks for 3-D Secure with the client secret, then places the order once it passed', async () => {
    const body = { ...(await cart([[1, 1]])), payment_method: 'pm_card_authenticationRequired' };
    const first = await place(body);
    expect(first.status).toBe(422);
    expect(first.body.message).toBe('Your bank asks you to confirm this payment.');
    expect(first.body.errors.payment_method).toEqual([
      'Your bank asks you to confirm this payment.',
    ]);
    const action = first.body.next_action;
    expect(action).toMatchObject({ type: 'authenticate' });
    expect(action.client_secret).toMatch(new RegExp(`^${action.payment_intent}_secret_`));
    // Sent again before the customer confirmed: still waiting, still one PaymentIntent.
    const created = intentsCreated();
    expect((await place(body)).body.next_action.payment_intent).toBe(action.payment_intent);
    // The browser confirms (Stripe.js handleNextAction), then the site sends the checkout again.
    fake.authenticate(action.payment_intent, true);
    const placed = await place(body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await authOf(placed.body.data.id)).processorRef).toBe(action.payment_intent);
    expect(intentsCreated()).toBe(created); // replays only: Stripe answered the first PI
    expect(fake.objects.get(action.payment_intent)?.status).toBe('requires_capture');
  });

  it('surfaces a failed 3-D Secure with Stripe’s message; another card then works', async () => {
    const body = await cart([[1, 1]]);
    const first = await place({ ...body, payment_method: 'pm_card_threeDSecure2Required' });
    fake.authenticate(first.body.next_action.payment_intent, false);
    const failed = await place({ ...body, payment_method: 'pm_card_threeDSecure2Required' });
    expect(failed.status).toBe(422);
    expect(failed.body.errors.payment_method[0]).toMatch(/unable to authenticate/);
    expect(failed.body.next_action).toBeUndefined();
    const other = await place({ ...body, payment_method: 'pm_card_visa' });
    expect(other.status).toBe(201);
  });

  it('refuses, and gives back, a hold it could not capture item by item (no multicapture)', async () => {
    const body = await cart([
      [1, 1],
      [2, 1],
    ]);
    const res = await place({ ...body, payment_method: 'pm_card_visa_noMulticapture' });
    expect(res.status).toBe(422);
    expect(res.body.errors.payment_method).toEqual([NO_MULTICAPTURE]);
    const pi = [...fake.objects.values()].findLast(
      (o) => o.object === 'payment_intent' && o.payment_method === 'pm_card_visa_noMulticapture',
    );
    expect(pi?.status).toBe('canceled');
    // One item needs one capture: that card is fine for it.
    const single = await place({
      ...(await cart([[1, 1]])),
      payment_method: 'pm_card_visa_noMulticapture',
    });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    const [item] = single.body.data.items;
    expect(
      (
        await api.put(
          `/api/order_items/${item.id}/status`,
          { status: 'Vendor Approved' },
          { token: vendor },
        )
      ).status,
    ).toBe(200);
    const charged = fake.objects.get((await authOf(single.body.data.id)).processorRef);
    expect(charged).toMatchObject({
      status: 'succeeded',
      amount_received: Math.round(item.line_total * 100),
    });
    expect(await problemsOf(single.body.data.id)).toEqual([]);
  });

  it('answers a price rise the card cannot take (no incremental authorisation) and changes nothing', async () => {
    const res = await place({
      ...(await cart([[2, 1]])),
      payment_method: 'pm_card_visa_noIncrement',
    });
    expect(res.status).toBe(201);
    const [item] = res.body.data.items;
    const proposed = await api.post(
      `/api/order_items/${item.id}/price_change`,
      { final_price: 5000 },
      { token: vendor },
    );
    expect(proposed.status).toBe(200);
    const answer = await api.put(
      `/api/order_items/${item.id}/price_change`,
      { accept: true },
      { token: customer },
    );
    expect(answer.status).toBe(422);
    const order = (await api.get(`/api/orders/${res.body.data.id}`, { token: customer })).body.data;
    expect(order.totals.total).toBe(res.body.data.totals.total);
    expect(await problemsOf(res.body.data.id)).toEqual([]);
  });
});

describe('given a hold that lapses after 7 days', () => {
  it('cancels the items still waiting a day before, with a notice; approved items stay charged', async () => {
    const placed = await place({
      ...(await cart([
        [1, 1],
        [2, 1],
      ])),
      payment_method: 'pm_card_visa',
    });
    const order = placed.body.data;
    const [approved, waiting] = order.items;
    expect(
      (
        await api.put(
          `/api/order_items/${approved.id}/status`,
          { status: 'Vendor Approved' },
          { token: vendor },
        )
      ).status,
    ).toBe(200);
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 5 * DAY);
      expect((await expireHolds(server.deps)).cancelled).toBe(0);
      server.clock.now = new Date(start.getTime() + 6 * DAY + 3_600_000);
      expect((await expireHolds(server.deps)).cancelled).toBeGreaterThanOrEqual(1);
      const view = (await api.get(`/api/orders/${order.id}`, { token: customer })).body.data;
      const statuses = Object.fromEntries(view.items.map((i: Loose) => [i.id, i.status]));
      expect(statuses[approved.id]).toBe('Vendor Approved');
      expect(statuses[waiting.id]).toBe('Cancle');
      expect(view.totals.total).toBe(approved.line_total);
      expect(view.payment).toMatchObject({ captured: approved.line_total, held: 0, refunded: 0 });
      // Stripe gave the rest of the hold back (the PaymentIntent is cancelled).
      const pi = fake.objects.get((await authOf(order.id)).processorRef) as Loose;
      expect(pi.status).toBe('canceled');
      expect(pi.amount_received).toBe(Math.round(approved.line_total * 100));
      const notes = (await api.get('/api/notification', { token: customer })).body.data.data;
      expect(notes.map((n: Loose) => n.body)).toContain(
        holdLapsedNotice(waiting.product_name, order.id),
      );
      // Approving it now is refused: cancelled items are final.
      expect(
        (
          await api.put(
            `/api/order_items/${waiting.id}/status`,
            { status: 'Vendor Approved' },
            { token: vendor },
          )
        ).status,
      ).toBe(409);
      expect(await problemsOf(order.id)).toEqual([]);
    } finally {
      server.clock.now = start;
    }
  });

  it('cancels the waiting items when Stripe says the hold lapsed (payment_intent.canceled)', async () => {
    const placed = await place({ ...(await cart([[1, 2]])), payment_method: 'pm_card_visa' });
    const order = placed.body.data;
    const ref = (await authOf(order.id)).processorRef;
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 7 * DAY + 60_000);
      const from = fake.events.length;
      fake.sweep();
      const lapsed = fake.events.slice(from).find((e) => e.type === 'payment_intent.canceled');
      if (!lapsed) throw new Error('Stripe did not cancel the lapsed hold');
      expect((lapsed.data.object as Loose).id).toBe(ref);
      const answer = await deliver(server.url, lapsed);
      expect(answer).toEqual({ status: 200, body: { received: true } });
      const view = (await api.get(`/api/orders/${order.id}`, { token: customer })).body.data;
      expect(view.items.map((i: Loose) => i.status)).toEqual(['Cancle']);
      expect(view.payment).toMatchObject({ held: 0, captured: 0 });
      expect(await problemsOf(order.id)).toEqual([]);
    } finally {
      server.clock.now = start;
    }
  });

  it(
    'never expires a sandbox hold, and the sandbox takes no Stripe PaymentMethod',
    SERVER_START,
    async () => {
      const sandbox = await startServer();
      try {
        expect(sandbox.deps.payments.holdDays).toBeUndefined();
        expect((await expireHolds(sandbox.deps)).cancelled).toBe(0);
        const other = client(sandbox.url);
        const token = await login(sandbox.url, 'customer@demo.test');
        expect((await other.get('/api/payments/config')).body.data).toEqual({
          provider: 'sandbox',
          stripe_publishable_key: null,
        });
        const project = await other.post(
          '/api/projectCart',
          { showroom: 'AB12CD34', name: 'sandbox' },
          { token },
        );
        await other.post(
          '/api/projectCart/sync_to_cart',
          { product_id: 1, qty: 1, showroom: 'AB12CD34', project_id: project.body.data.id },
          { token },
        );
        const placed = await other.post(
          '/api/checkout',
          {
            idempotency_key: `sandbox-${process.pid}`,
            project_id: project.body.data.id,
            payment_method: 'pm_card_visa',
          },
          { token },
        );
        expect(placed.status).toBe(422);
        expect(placed.body.errors.payment_method).toEqual([
          'Please enter your card details in the card fields.',
        ]);
      } finally {
        await sandbox.close();
      }
    },
  );
});
