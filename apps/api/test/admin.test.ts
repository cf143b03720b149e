/**
 * Issue 12 items 3, 4: the admin console (applications, users, platform settings with their
 * audit log) and refunds on Returned (amount, failure, retry, never twice).
 */
import { percentOf, refundAmount, shippingShareCents } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { type PaymentProcessor, RefundFailed, sandboxPayments } from '../src/services/payments.ts';
import { client, lastMail, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

/** Refund calls by idempotency key, and the refunds the processor really made (key -> cents). */
const refundCalls: string[] = [];
const refundsMade = new Map<string, number[]>();
let failNextRefunds = 0;
const processor = (db: Db): PaymentProcessor => {
  const sandbox = sandboxPayments(db);
  return {
    ...sandbox,
    async refund(ref, amount, key) {
      refundCalls.push(key);
      if (failNextRefunds > 0) {
        failNextRefunds--;
        throw new RefundFailed('The processor is unavailable.');
      }
      const answer = await sandbox.refund(ref, amount, key);
      refundsMade.set(key, [...(refundsMade.get(key) ?? []), amount]);
      return answer;
    },
  };
};

let server: TestServer;
let api: ReturnType<typeof client>;
let admin = '';
let customer = '';

beforeAll(async () => {
  server = await startServer({ payments: processor });
  api = client(server.url);
  admin = await loginAdmin(server.url);
  customer = await login(server.url, 'customer@demo.test');
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

async function applyAsPro(email: string) {
  const res = await api.post('/api/register/contractor', {
    full_name: 'Robin Builder',
    company_name: 'Robin Builds',
    email,
    password: 'long-enough-1',
    country_code: '+1',
    phone_number: '4155550123',
    zip_code: '94110',
    agree: true,
  });
  expect(res.status).toBe(201);
  return res.body.data.user.id as number;
}

async function placeOrder(key: string, state: string, products = [1, 2, 3]) {
  const project = (await api.get('/api/projectCart', { token: customer })).body.data.id;
  for (const id of products) {
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: id, qty: 2, showroom: 'AB12CD34', project_id: project },
      { token: customer },
    );
  }
  const res = await api.post(
    '/api/checkout',
    {
      idempotency_key: key,
      project_id: project,
      shipping_address: { street: '1 Way', city: 'Town', state, zip_code: '99501' },
    },
    { token: customer },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('given Pro applications', () => {
  it('lists waiting Pros oldest first with their wait, overdue past 24 hours', async () => {
    const late = await applyAsPro('late@example.test');
    const fresh = await applyAsPro('fresh@example.test');
    const { db } = server.deps.database;
    const now = server.clock.now.getTime();
    await db
      .update(t.users)
      .set({ createdAt: new Date(now - 25 * 3_600_000 - 60_000) })
      .where(eq(t.users.id, late));
    await db
      .update(t.users)
      .set({ createdAt: new Date(now - 23 * 3_600_000) })
      .where(eq(t.users.id, fresh));
    const res = await api.get('/api/admin/applications', { token: admin });
    expect(res.status).toBe(200);
    const rows = res.body.data.filter((a: { id: number }) => [late, fresh].includes(a.id));
    expect(rows).toMatchObject([
      { id: late, email: 'late@example.test', waiting_hours: 25, overdue: true },
      { id: fresh, email: 'fresh@example.test', waiting_hours: 23, overdue: false },
    ]);
  });

  it('approves a Pro, mails them, and they can sign in', async () => {
    const id = await applyAsPro('approve-me@example.test');
    const res = await api.put(
      `/api/admin/applications/${id}`,
      { decision: 'approve' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'Approve', active: true });
    const mail = await lastMail(server.url, 'approve-me@example.test');
    expect(mail.subject).toBe('Your Pro account is approved');
    const token = await login(server.url, 'approve-me@example.test', 'long-enough-1');
    expect((await api.get('/api/authuser', { token })).status).toBe(200);
    const list = await api.get('/api/admin/applications', { token: admin });
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('lists a vendor who applied as a vendor, approves them (no showroom made) and mails them as a vendor (issue 30 item 3)', async () => {
    const applied = await api.post('/api/register/contractor', {
      full_name: 'Vera Vendor',
      company_name: 'Vera Tiles',
      email: 'vera-vendor@example.test',
      password: 'long-enough-1',
      country_code: '+1',
      phone_number: '5551234567',
      zip_code: '94105',
      agree: true,
      type: 'Vendor',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const id = applied.body.data.user.id as number;
    const list = await api.get('/api/admin/applications', { token: admin });
    expect(list.body.data.find((a: { id: number }) => a.id === id)).toMatchObject({
      type: 'Vendor',
      company_name: 'Vera Tiles',
    });
    const res = await api.put(
      `/api/admin/applications/${id}`,
      { decision: 'approve' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, type: 'Vendor', status: 'Approve', active: true });
    const mail = await lastMail(server.url, 'vera-vendor@example.test');
    expect(mail.subject).toBe('Your vendor account is approved');
    expect(mail.text).toContain('list your products');
    const { db } = server.deps.database;
    expect(await db.select().from(t.showrooms).where(eq(t.showrooms.userId, id))).toEqual([]);
    const token = await login(server.url, 'vera-vendor@example.test', 'long-enough-1');
    const catalogue = await api.get('/api/vendor/products', { token });
    expect(catalogue.status).toBe(200);
  });

  it('declines only with a reason, mails the reason, and decides once', async () => {
    const id = await applyAsPro('decline-me@example.test');
    const noReason = await api.put(
      `/api/admin/applications/${id}`,
      { decision: 'decline', reason: ' ' },
      { token: admin },
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual([
      'Please give the applicant a reason for declining.',
    ]);
    const res = await api.put(
      `/api/admin/applications/${id}`,
      { decision: 'decline', reason: 'We could not verify your licence.' },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Deactive',
      active: false,
      decline_reason: 'We could not verify your licence.',
    });
    const mail = await lastMail(server.url, 'decline-me@example.test');
    expect(mail.subject).toBe('Your Pro application was declined');
    expect(mail.text).toContain('Reason: We could not verify your licence.');
    const again = await api.put(
      `/api/admin/applications/${id}`,
      { decision: 'approve' },
      { token: admin },
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.decision).toEqual(['This application has already been decided.']);
  });
});

describe('given the users screen', () => {
  it('searches by email or name and pages', async () => {
    const byEmail = await api.get('/api/admin/users?q=CUSTOMER@demo', { token: admin });
    expect(byEmail.body.data.data.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['customer@demo.test', 'newcustomer@demo.test']),
    );
    const paged = await api.get('/api/admin/users?q=demo.test&per_page=2&page=2', {
      token: admin,
    });
    expect(paged.body.data).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.body.data.data).toHaveLength(2);
    expect(paged.body.data.total).toBeGreaterThanOrEqual(10);
    const none = await api.get('/api/admin/users?q=%25', { token: admin });
    expect(none.body.data.total).toBe(0); // LIKE wildcards match only themselves
    const bad = await api.get('/api/admin/users?per_page=500', { token: admin });
    expect(bad.status).toBe(422);
  });

  it("deactivating stops the user's tokens at once; activating lets them back in", async () => {
    const token = await login(server.url, 'newcustomer@demo.test');
    expect((await api.get('/api/authuser', { token })).status).toBe(200);
    const { db } = server.deps.database;
    const [user] = await db
      .select()
      .from(t.users)
      .where(eq(t.users.email, 'newcustomer@demo.test'));
    const off = await api.put(
      `/api/admin/users/${user?.id}/status`,
      { active: false },
      { token: admin },
    );
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'Deactive', active: false });
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
    expect((await api.get('/api/projects', { token })).status).toBe(401);
    // Signing in again: the site shows spec 1 §8's message for Deactive; the token does nothing.
    const again = await api.post('/api/login', {
      email: 'newcustomer@demo.test',
      password: 'demo-pass-123',
    });
    expect(again.body.data.user.status).toBe('Deactive');
    expect((await api.get('/api/authuser', { token: again.body.data.token })).status).toBe(401);
    const on = await api.put(
      `/api/admin/users/${user?.id}/status`,
      { active: true },
      { token: admin },
    );
    expect(on.body.data).toMatchObject({ status: 'Active', active: true });
    const back = await login(server.url, 'newcustomer@demo.test');
    expect((await api.get('/api/authuser', { token: back })).status).toBe(200);
    // The tokens held when deactivated were revoked: they stay dead once active again.
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
    const viewed = await api.get(`/api/admin/users/${user?.id}`, { token: admin });
    expect(viewed.body.data).toMatchObject({ email: 'newcustomer@demo.test', type: 'User' });
  });

  it('refuses to deactivate an Admin', async () => {
    const { db } = server.deps.database;
    const [row] = await db.select().from(t.users).where(eq(t.users.email, 'admin@demo.test'));
    const res = await api.put(
      `/api/admin/users/${row?.id}/status`,
      { active: false },
      { token: admin },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.active).toEqual(['An Admin account cannot be changed here.']);
  });
});

describe('given platform settings', () => {
  it.each([
    [{ platform_fee_percent: 101 }, 'platform_fee_percent'],
    [{ tax_rates: { ZZ: 5 } }, 'tax_rates.ZZ'],
    [{ tax_rates: { CA: 'x' } }, 'tax_rates.CA'],
    [{ shipping_surcharge: { AK: -1 } }, 'shipping_surcharge.AK'],
    [{}, 'platform_fee_percent'],
  ])('refuses %j with a field error (422)', async (body, field) => {
    const res = await api.put('/api/admin/settings', body, { token: admin });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('audits each change; new orders use the new values, placed orders keep theirs', async () => {
    const before = (await api.get('/api/admin/settings', { token: admin })).body.data.settings;
    expect(before).toMatchObject({
      platform_fee_percent: 5,
      shipping_surcharge: { AK: 149, HI: 149 },
    });
    const placed = await placeOrder('admin-settings-0001', 'AK', [1]);
    const res = await api.put(
      '/api/admin/settings',
      {
        platform_fee_percent: 8,
        tax_rates: { AK: 3.5, CA: before.tax_rates.CA },
        shipping_surcharge: { AK: 99.99, HI: 79 },
      },
      { token: admin },
    );
    expect(res.status).toBe(200);
    // CA did not change: no audit row for it.
    expect(res.body.data.audit.map((a: { field: string }) => a.field).sort()).toEqual([
      'platform_fee_percent',
      'shipping_surcharge.AK',
      'shipping_surcharge.HI',
      'tax_rates.AK',
    ]);
    expect(
      res.body.data.audit.find((a: { field: string }) => a.field === 'platform_fee_percent'),
    ).toMatchObject({
      admin: { email: 'admin@demo.test' },
      old_value: 5,
      new_value: 8,
      created_at: expect.any(String),
    });
    expect((await api.get('/api/setting')).body.data).toMatchObject({
      platform_fee_percent: 8,
      shipping_surcharge: { AK: 99.99, HI: 79 },
    });

    const fresh = await placeOrder('admin-settings-0002', 'AK', [1]);
    const [row] = await server.deps.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, fresh.id));
    if (!row) throw new Error('no item');
    const sub = (row.finalPriceCents + row.contractorMarkupAmtCents) * row.qty;
    expect(row.feeCents).toBe(percentOf(sub, 8));
    expect(row.taxCents).toBe(percentOf(sub, 3.5));
    expect(row.lineTotalCents).toBe(sub + percentOf(sub, 8) + percentOf(sub, 3.5));
    expect(fresh.totals.shipping).toBe(99.99);

    const old = await api.get(`/api/orders/${placed.id}`, { token: customer });
    expect(old.body.data.totals).toEqual(placed.totals);
    expect(old.body.data.totals.shipping).toBe(149);
    // Changing the placed order's address re-prices with its own settings, not the new ones.
    const moved = await api.put(
      `/api/orders/${placed.id}/address`,
      { shipping_address: { street: '2 Way', city: 'Hilo', state: 'HI', zip_code: '96720' } },
      { token: customer },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.totals.shipping).toBe(149);
  });
});

describe('given a returned item', () => {
  async function returnItem(key: string) {
    const order = await placeOrder(key, 'AK');
    const item = order.items[1];
    const { db } = server.deps.database;
    await db
      .update(t.orderItems)
      .set({ status: 'Delivered', deliveredAt: server.clock.now })
      .where(eq(t.orderItems.id, item.id));
    const requested = await api.post(
      `/api/order_items/${item.id}/return`,
      { reason: 'Wrong colour' },
      { token: customer },
    );
    expect(requested.status).toBe(200);
    const res = await api.put(
      `/api/order_items/${item.id}/status`,
      { status: 'Returned' },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { order, item, res };
  }

  it('refunds the item total minus its share of the initial shipping, to the cent', async () => {
    const { order, item, res } = await returnItem('admin-refund-0001');
    const shipping = Math.round(order.totals.shipping * 100);
    const fee = shippingShareCents(shipping, order.items.length, 1);
    const paid = Math.round(item.line_total * 100);
    const expected = refundAmount({
      paidCents: paid,
      initialShippingCents: fee,
      returnShippingCents: fee,
    });
    // 3 items share the order's shipping: a third each, the odd cents to the first items.
    expect(order.items).toHaveLength(3);
    expect(shipping).toBeGreaterThan(0);
    expect(fee).toBe(Math.floor(shipping / 3) + (shipping % 3 > 1 ? 1 : 0));
    expect(expected.refundCents).toBe(paid - fee);
    expect(res.body.data.refund).toMatchObject({
      amount: (paid - fee) / 100,
      restocking_fee: fee / 100,
      status: 'refunded',
    });
    const seen = await api.get(`/api/orders/${order.id}`, { token: customer });
    const refund = seen.body.data.items[1].refund;
    expect(refund).toEqual({
      amount: (paid - fee) / 100,
      restocking_fee: fee / 100,
      status: 'refunded',
      date: server.clock.now.toISOString(),
      due_at: expect.any(String),
    });
    // spec 2 §9: refunded within 30 days of the return (issue 30 item 4).
    const dueIn = new Date(refund.due_at).getTime() - server.clock.now.getTime();
    expect(Math.abs(dueIn - 30 * 24 * 3_600_000)).toBeLessThan(2 * 3_600_000);
    expect(seen.body.data.items[0].refund).toBeNull();
    expect(refundsMade.get(`refund-item-${item.id}`)).toEqual([paid - fee]);
    // The vendor and the Pro see the item, not the customer's refund.
    const vendor = await login(server.url, 'vendor@demo.test');
    const asVendor = await api.get(`/api/orders/${order.id}`, { token: vendor });
    const vendorItem = asVendor.body.data.items.find((i: { id: number }) => i.id === item.id);
    expect(vendorItem?.refund ?? null).toBeNull();
  });

  it('records a failed refund, retries it after the backoff once, and never refunds twice', async () => {
    failNextRefunds = 1;
    const { item, res } = await returnItem('admin-refund-0002');
    const key = `refund-item-${item.id}`;
    expect(res.body.data.refund).toMatchObject({ status: 'failed' });
    const list = await api.get('/api/admin/refunds?status=failed', { token: admin });
    const failed = list.body.data.find(
      (r: { order_item_id: number }) => r.order_item_id === item.id,
    );
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The processor is unavailable.',
      customer_email: 'customer@demo.test',
    });
    // Before its backoff (1 minute) the job leaves it alone.
    const early = await api.post('/api/admin/refunds/retry_due', undefined, { token: admin });
    expect(early.body.data).toEqual({ attempted: 0, refunded: 0, failed: 0 });
    const at = server.clock.now;
    server.clock.now = new Date(at.getTime() + 61_000);
    try {
      const run = await api.post('/api/admin/refunds/retry_due', undefined, { token: admin });
      expect(run.body.data).toEqual({ attempted: 1, refunded: 1, failed: 0 });
      const again = await api.post('/api/admin/refunds/retry_due', undefined, { token: admin });
      expect(again.body.data).toEqual({ attempted: 0, refunded: 0, failed: 0 });
      const forced = await api.post(`/api/admin/refunds/${failed.id}/retry`, undefined, {
        token: admin,
      });
      expect(forced.body.data).toMatchObject({ status: 'refunded', attempts: 2 });
      // Returned again answers the item as it is (issue 22); the refund stays one.
      const twice = await api.put(
        `/api/order_items/${item.id}/status`,
        { status: 'Returned' },
        { token: admin },
      );
      expect(twice.status).toBe(200);
      expect(twice.body.data.status).toBe('Returned');
    } finally {
      server.clock.now = at;
    }
    expect(refundCalls.filter((k) => k === key)).toHaveLength(2);
    expect(refundsMade.get(key)).toEqual([Math.round(failed.amount * 100)]);
    const { db } = server.deps.database;
    const rows = await db.select().from(t.refunds).where(eq(t.refunds.orderItemId, item.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'refunded', attempts: 2, lastError: null });
  });

  it('two retries at once call the processor once', async () => {
    failNextRefunds = 1;
    const { item } = await returnItem('admin-refund-0003');
    const key = `refund-item-${item.id}`;
    const [row] = await server.deps.database.db
      .select()
      .from(t.refunds)
      .where(eq(t.refunds.orderItemId, item.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post(`/api/admin/refunds/${row?.id}/retry`, undefined, { token: admin }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(refundCalls.filter((k) => k === key)).toHaveLength(2); // the failure, then one retry
    expect(refundsMade.get(key)).toHaveLength(1);
  });
});
