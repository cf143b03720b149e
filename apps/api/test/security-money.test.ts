// Issue 13, money: an address change after checkout re-prices tax and shipping and
// re-authorises the difference (5), checkout needs a verified email (6), and money input that
// overflowed a 32-bit column answers 422, while the largest accepted figures are stored exactly
// (12).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import {
  PaymentDeclined,
  type PaymentProcessor,
  sandboxPayments,
} from '../src/services/payments.ts';
import { client, lastMail, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

const calls: { increment: number[]; release: number[] } = { increment: [], release: [] };
let declineIncrements = false;
const processor = (db: Db): PaymentProcessor => {
  const sandbox = sandboxPayments(db);
  return {
    ...sandbox,
    async incrementAuthorization(ref, amount, key) {
      if (declineIncrements) throw new PaymentDeclined('Your card was declined.');
      calls.increment.push(amount);
      return sandbox.incrementAuthorization(ref, amount, key);
    },
    async release(ref, amount, key) {
      calls.release.push(amount);
      return sandbox.release(ref, amount, key);
    },
  };
};

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
beforeAll(async () => {
  server = await startServer({ payments: processor });
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const address = (state: string) => ({
  street: '1 Main St',
  city: 'Somewhere',
  state,
  zip_code: state === 'AK' ? '99501' : '97201',
});

/** Places an order of `lines` (product id, qty) in AB12CD34 shipped to `state`. */
async function order(token: string, state: string, lines: [number, number][], key: string) {
  const project = await api.post(
    '/api/projectCart',
    { showroom: 'AB12CD34', name: key },
    { token },
  );
  for (const [product_id, qty] of lines) {
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id, qty, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token },
    );
  }
  const placed = await api.post(
    '/api/checkout',
    { idempotency_key: key, project_id: project.body.data.id, shipping_address: address(state) },
    { token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

async function rows(orderId: number) {
  const { db } = server.deps.database;
  const [o] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, orderId));
  if (!o || !auth) throw new Error('no order');
  return { order: o, items, auth };
}

/** Tax of a line at `percent`, half up, in cents (independent of the code under test). */
const tax = (subtotal: number, percent: number) => Math.round((subtotal * percent * 100) / 10_000);

describe('item 5: an address change after checkout re-prices tax and shipping', () => {
  it('moves an order from Oregon (0% tax) to California: tax on every line, the difference authorised', async () => {
    const placed = await order(
      customer,
      'OR',
      [
        [1, 2],
        [2, 3],
      ],
      'address-or-ca-01',
    );
    expect(placed.totals.tax).toBe(0);
    const before = await rows(placed.id);
    const subtotals = before.items.map(
      (i) => (i.finalPriceCents + i.contractorMarkupAmtCents) * i.qty,
    );
    const caTax = subtotals.map((s) => tax(s, 7.25));
    calls.increment.length = 0;

    const moved = await api.put(
      `/api/orders/${placed.id}/address`,
      { shipping_address: address('CA') },
      { token: customer },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const taxTotal = caTax.reduce((a, b) => a + b, 0);
    expect(taxTotal).toBeGreaterThan(0);
    expect(moved.body.data.totals).toMatchObject({
      tax: taxTotal / 100,
      shipping: 0,
      total: (before.order.totalCents + taxTotal) / 100,
    });
    expect(moved.body.data.shipping_address.state).toBe('CA');

    const after = await rows(placed.id);
    after.items.forEach((item, i) => {
      const old = before.items.find((b) => b.id === item.id);
      const fee = (old?.adminProfitInclusiveTaxCents ?? 0) - 0; // no tax in Oregon
      expect(item.taxCents).toBe(caTax[i]);
      expect(item.feeCents).toBe(fee);
      expect(item.adminProfitInclusiveTaxCents).toBe(fee + (caTax[i] ?? 0));
      expect(item.lineTotalCents).toBe((subtotals[i] ?? 0) + fee + (caTax[i] ?? 0));
    });
    expect(after.order.taxCents).toBe(taxTotal);
    expect(after.order.totalCents).toBe(before.order.totalCents + taxTotal);
    expect(after.order.totalCents).toBe(
      after.items.reduce((s, i) => s + i.lineTotalCents, 0) + after.order.shippingCents,
    );
    // The processor raised the hold by exactly the difference, and the books say so.
    expect(calls.increment).toEqual([taxTotal]);
    expect(after.auth.amountCents).toBe(after.order.totalCents);

    // And back to Oregon, then to Alaska (surcharge, no tax): the hold follows both ways.
    calls.release.length = 0;
    const back = await api.put(
      `/api/orders/${placed.id}/address`,
      { shipping_address: address('OR') },
      { token: customer },
    );
    expect(back.body.data.totals.tax).toBe(0);
    expect(calls.release).toEqual([taxTotal]);
    const alaska = await api.put(
      `/api/orders/${placed.id}/address`,
      { shipping_address: address('AK') },
      { token: customer },
    );
    expect(alaska.body.data.totals).toMatchObject({ tax: 0, shipping: 149 });
    expect((await rows(placed.id)).auth.amountCents).toBe(before.order.totalCents + 14_900);
  });

  it('is refused with a clear message when the card declines the difference, changing nothing', async () => {
    const placed = await order(customer, 'OR', [[3, 1]], 'address-decline-01');
    declineIncrements = true;
    try {
      const res = await api.put(
        `/api/orders/${placed.id}/address`,
        { shipping_address: address('CA') },
        { token: customer },
      );
      expect(res.status).toBe(422);
      expect(res.body.errors.shipping_address[0]).toMatch(
        /^Your card was declined for the extra \$\d+\.\d\d this address costs in tax and shipping\. Your order keeps its shipping address\.$/,
      );
    } finally {
      declineIncrements = false;
    }
    const after = await rows(placed.id);
    expect(after.order.taxCents).toBe(0);
    expect((after.order.shippingAddress as { state: string }).state).toBe('OR');
    expect(after.items.every((i) => i.taxCents === 0)).toBe(true);
  });

  it('is refused once a vendor approved an item (its share is captured)', async () => {
    const placed = await order(customer, 'OR', [[4, 1]], 'address-approved-1');
    const vendor = await login(server.url, 'vendor@demo.test');
    const item = placed.items[0];
    expect(
      (
        await api.put(
          `/api/order_items/${item.id}/status`,
          { status: 'Vendor Approved' },
          {
            token: vendor,
          },
        )
      ).status,
    ).toBe(200);
    const res = await api.put(
      `/api/orders/${placed.id}/address`,
      { shipping_address: address('CA') },
      { token: customer },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/already approved/);
  });
});

describe('item 6: checkout needs a verified email', () => {
  it('answers an unverified account with a way to resend the link, then takes the order once verified', async () => {
    const token = await login(server.url, 'unverified@demo.test');
    const project = await api.post('/api/projectCart', { showroom: 'AB12CD34' }, { token });
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 5, qty: 1, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token },
    );
    const body = {
      idempotency_key: 'unverified-0001',
      project_id: project.body.data.id,
      shipping_address: address('CA'),
      payment_details: {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Una U',
        exp_date: '12/34',
        cvv: '123',
        pay_street: '1 Main St',
        pay_state: 'CA',
        pay_city: 'Somewhere',
        pay_zip_code: '94105',
      },
    };
    const refused = await api.post('/api/checkout', body, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        'Please verify your email address before placing an order: open the link we emailed you, or ask for a new one with "Resend the link".',
      resend: { method: 'GET', path: '/api/email/resend' },
    });
    const { db } = server.deps.database;
    expect(
      await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, 'unverified-0001')),
    ).toEqual([]);
    // The named call resends the link; opening it lets the order through.
    const resend = await api.call(refused.body.resend.method, refused.body.resend.path, { token });
    expect(resend.status).toBe(200);
    const link = /\/verify\/([A-Za-z0-9_-]+)/.exec(
      (await lastMail(server.url, 'unverified@demo.test')).text,
    )?.[1];
    expect((await api.get(`/api/email/verify/${link}`)).status).toBe(200);
    expect((await api.post('/api/checkout', body, { token })).status).toBe(201);
  });
});

describe('item 12: money that overflowed a 32-bit column', () => {
  it('answers a vendor price of 100,000,000 with 422, not 500', async () => {
    const placed = await order(customer, 'CA', [[9, 1]], 'overflow-price-01');
    const vendor = await login(server.url, 'vendor@demo.test');
    const res = await api.post(
      `/api/order_items/${placed.items[0].id}/price_change`,
      { final_price: 100_000_000 },
      { token: vendor },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.final_price).toEqual([
      'Please enter a unit price of at most $1,000,000.00.',
    ]);
  });

  it('stores the largest accepted figures exactly (a line of 50 at $1,000,000: $50,000,000+)', async () => {
    const placed = await order(customer, 'CA', [[11, 50]], 'overflow-line-001');
    const vendor = await login(server.url, 'vendor@demo.test');
    const item = placed.items[0];
    const before = (await rows(placed.id)).items[0];
    if (!before) throw new Error('no item');
    const proposal = await api.post(
      `/api/order_items/${item.id}/price_change`,
      { final_price: 1_000_000 },
      { token: vendor },
    );
    expect(proposal.status).toBe(200);
    const accepted = await api.put(
      `/api/order_items/${item.id}/price_change`,
      { accept: true },
      { token: customer },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // The markup keeps its share of the vendor's price; the fee (5%) and California's tax
    // (7.25%) are charged again on the new subtotal (issue 22: recomputed, not scaled).
    const ratio = 100_000_000 / before.finalPriceCents;
    const subtotal = (100_000_000 + Math.round(before.contractorMarkupAmtCents * ratio)) * 50;
    const lineTotal = subtotal + tax(subtotal, 5) + tax(subtotal, 7.25);
    expect(lineTotal).toBeGreaterThan(2 ** 31);
    expect(accepted.body.data.line_total).toBe(lineTotal / 100);
    const stored = (await rows(placed.id)).items[0];
    expect(stored?.finalPriceCents).toBe(100_000_000);
    expect(stored?.lineTotalCents).toBe(lineTotal);
    const admin = await loginAdmin(server.url);
    const view = await api.get(`/api/orders/${placed.id}`, { token: admin });
    expect(view.status).toBe(200);
    expect(view.body.data.items[0].final_price).toBe(1_000_000);
  });
});

describe('a price change the customer accepts moves the order and the card hold with it', () => {
  async function propose(itemId: number, dollars: number) {
    const vendor = await login(server.url, 'vendor@demo.test');
    const res = await api.post(
      `/api/order_items/${itemId}/price_change`,
      { final_price: dollars },
      { token: vendor },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const accept = (itemId: number) =>
    api.put(`/api/order_items/${itemId}/price_change`, { accept: true }, { token: customer });

  it('raises the total and the hold by the new line total, to the cent, and lowers both back', async () => {
    const placed = await order(
      customer,
      'CA',
      [
        [5, 3],
        [6, 1],
      ],
      'price-accept-raise-1',
    );
    const before = await rows(placed.id);
    const item = before.items.find((i) => i.productId === 5);
    if (!item) throw new Error('no item');
    calls.increment.length = 0;
    await propose(item.id, (item.finalPriceCents * 2) / 100);
    const res = await accept(item.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = await rows(placed.id);
    const changed = after.items.find((i) => i.id === item.id);
    if (!changed) throw new Error('no item');
    // The line keeps checkout's arithmetic: subtotal + fee + tax, fee + tax = the admin share.
    const subtotal = (changed.finalPriceCents + changed.contractorMarkupAmtCents) * changed.qty;
    expect(changed.finalPriceCents).toBe(item.finalPriceCents * 2);
    expect(changed.lineTotalCents).toBe(subtotal + changed.adminProfitInclusiveTaxCents);
    expect(changed.adminProfitInclusiveTaxCents).toBe(
      (changed.feeCents ?? 0) + (changed.taxCents ?? 0),
    );
    const delta = changed.lineTotalCents - item.lineTotalCents;
    expect(delta).toBeGreaterThan(0);
    // The order is the sum of its lines plus shipping; the processor held exactly the extra.
    expect(after.order.totalCents).toBe(before.order.totalCents + delta);
    expect(after.order.totalCents).toBe(
      after.items.reduce((s, i) => s + i.lineTotalCents, 0) + after.order.shippingCents,
    );
    expect(after.order.taxCents).toBe(after.items.reduce((s, i) => s + (i.taxCents ?? 0), 0));
    expect(after.order.subtotalCents).toBe(
      after.items.reduce((s, i) => s + (i.finalPriceCents + i.contractorMarkupAmtCents) * i.qty, 0),
    );
    expect(calls.increment).toEqual([delta]);
    expect(after.auth.amountCents).toBe(after.order.totalCents);
    const view = await api.get(`/api/orders/${placed.id}`, { token: customer });
    expect(view.body.data.totals.total).toBe(after.order.totalCents / 100);

    // A lower price: the hold gives the difference back after the commit.
    calls.release.length = 0;
    await propose(item.id, item.finalPriceCents / 100);
    expect((await accept(item.id)).status).toBe(200);
    const lowered = await rows(placed.id);
    const back = lowered.items.find((i) => i.id === item.id);
    if (!back) throw new Error('no item');
    expect(calls.release).toEqual([changed.lineTotalCents - back.lineTotalCents]);
    expect(lowered.auth.amountCents).toBe(lowered.order.totalCents);
    expect(lowered.order.totalCents).toBe(
      lowered.items.reduce((s, i) => s + i.lineTotalCents, 0) + lowered.order.shippingCents,
    );
  });

  it('is refused with a clear message when the card declines the extra, changing nothing', async () => {
    const placed = await order(customer, 'CA', [[7, 2]], 'price-accept-decline');
    const before = await rows(placed.id);
    const item = before.items[0];
    if (!item) throw new Error('no item');
    await propose(item.id, (item.finalPriceCents * 3) / 100);
    declineIncrements = true;
    try {
      const res = await accept(item.id);
      expect(res.status).toBe(422);
      expect(res.body.errors.accept[0]).toMatch(
        /^Your card was declined for the extra \$[\d,]+\.\d\d the new price costs\. The item keeps its price until you accept again or reject it\.$/,
      );
    } finally {
      declineIncrements = false;
    }
    const after = await rows(placed.id);
    expect(after.order.totalCents).toBe(before.order.totalCents);
    expect(after.auth.amountCents).toBe(before.auth.amountCents);
    expect(after.items[0]?.finalPriceCents).toBe(item.finalPriceCents);
    // The proposal is still there to accept with another card or to reject.
    expect(after.items[0]?.proposedPriceCents).toBe(item.finalPriceCents * 3);
  });
});
