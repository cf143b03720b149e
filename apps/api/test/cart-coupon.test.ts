import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { type PaymentProcessor, sandboxPayments } from '../src/services/payments.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

/**
 * Issue 25 item 7: the coupon lives on the server-side cart. Applied in one session, every other
 * session and the payment step price with it; a coupon that stopped applying is said before the
 * card is touched; placing the order uses it up and clears it from the cart.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let projectId = 0;
let authorizations = 0;

const counting = (db: Db): PaymentProcessor => {
  const sandbox = sandboxPayments(db);
  return {
    ...sandbox,
    authorize: async (...args) => {
      authorizations++;
      return sandbox.authorize(...args);
    },
  };
};

beforeAll(async () => {
  server = await startServer({ payments: counting });
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

async function fillCart(items = [1, 2]) {
  for (const id of items) {
    const res = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: id, qty: 2, showroom: 'AB12CD34', project_id: projectId },
      { token: customer },
    );
    expect(res.status).toBeLessThan(300);
  }
}

const cents = (dollars: number) => Math.round(dollars * 100);
type Line = { qty: number; unit_price: number; unit_price_before_coupon: number };

async function quote(token = customer) {
  const res = await api.post('/api/checkout/quote', { project_id: projectId }, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function setExpiry(expiresAt: Date | null) {
  const { db } = server.deps.database;
  await db.update(t.coupons).set({ expiresAt }).where(eq(t.coupons.code, 'WELCOME5'));
}

describe('the coupon kept on the cart (issue 25 item 7)', () => {
  it('applied in one session, it prices the cart in another, on every line it changes', async () => {
    await fillCart();
    const before = await quote();
    expect(before.coupon).toBeNull();
    expect(before.coupon_notice).toBeNull();
    expect(before.totals.discount).toBe(0);
    const applied = await api.post(
      '/api/checkout/coupon',
      { code: 'welcome5', project_id: projectId },
      { token: customer },
    );
    expect(applied.status).toBe(200);
    // Another browser: a new sign-in, no code sent.
    const elsewhere = await login(server.url, 'customer@demo.test');
    const after = await quote(elsewhere);
    expect(after.coupon.code).toBe('WELCOME5');
    expect(after.coupon_notice).toBeNull();
    expect(after.totals.discount).toBeGreaterThan(0);
    // Each line says its price before and after the coupon, and the figures add up on screen:
    // the lines before the coupon, less the discount, are the subtotal.
    const lines = after.lines as Line[];
    for (const line of lines) expect(line.unit_price).toBeLessThan(line.unit_price_before_coupon);
    const beforeCoupon = lines.reduce((n, l) => n + l.qty * cents(l.unit_price_before_coupon), 0);
    expect(beforeCoupon - cents(after.totals.discount)).toBe(cents(after.totals.items_subtotal));
    expect(beforeCoupon).toBe(cents(before.totals.items_subtotal));
  });

  it('one that stopped applying is said at checkout and refused before the card is held', async () => {
    await setExpiry(new Date(Date.now() - 60_000));
    try {
      const stale = await quote();
      expect(stale.coupon).toBeNull();
      expect(stale.totals.discount).toBe(0);
      expect(stale.coupon_notice).toBe(
        'Coupon WELCOME5 no longer applies: This coupon has expired.',
      );
      const held = authorizations;
      const refused = await api.post(
        '/api/checkout',
        { idempotency_key: 'cart-coupon-0001', project_id: projectId },
        { token: customer },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.coupon_code).toEqual([
        'Coupon WELCOME5 no longer applies: This coupon has expired. Remove it to pay without it.',
      ]);
      expect(authorizations).toBe(held);
      expect((await quote()).lines.length).toBeGreaterThan(0);
    } finally {
      await setExpiry(null);
    }
  });

  it('is removed for every session, only by the cart owner', async () => {
    const other = await login(server.url, 'newcustomer@demo.test');
    const theirs = await api.del(`/api/checkout/coupon/${projectId}`, { token: other });
    expect(theirs.status).toBe(403);
    expect((await quote()).coupon.code).toBe('WELCOME5');
    const removed = await api.del(`/api/checkout/coupon/${projectId}`, { token: customer });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Coupon removed.');
    const after = await quote();
    expect(after.coupon).toBeNull();
    expect(after.totals.discount).toBe(0);
  });

  it('placing the order uses the kept coupon once and clears it from the cart', async () => {
    await api.post(
      '/api/checkout/coupon',
      { code: 'WELCOME5', project_id: projectId },
      { token: customer },
    );
    const quoted = await quote();
    const { db } = server.deps.database;
    const [coupon] = await db
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.code, 'WELCOME5'), eq(t.coupons.active, true)));
    const placed = await api.post(
      '/api/checkout',
      { idempotency_key: 'cart-coupon-0002', project_id: projectId },
      { token: customer },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.coupon_code).toBe('WELCOME5');
    expect(placed.body.data.totals).toEqual(quoted.totals);
    const [used] = await db
      .select()
      .from(t.coupons)
      .where(eq(t.coupons.id, coupon?.id ?? 0));
    expect(used?.uses).toBe((coupon?.uses ?? 0) + 1);
    const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
    expect(project?.couponCode).toBeNull();
  });
});
