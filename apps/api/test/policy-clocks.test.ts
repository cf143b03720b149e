// Issue 30 item 4, the policies' clocks (spec 2 §9): orders processed within 48 hours (admins
// see late items flagged), vendors refund within 30 days of a return (the due date tracked,
// overdue ones flagged), an incomplete order reported within two weeks of delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { type PaymentProcessor, RefundFailed, sandboxPayments } from '../src/services/payments.ts';
import { client, type Loose, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

let refundsFail = false;
const processor = (db: Db): PaymentProcessor => {
  const sandbox = sandboxPayments(db);
  return {
    ...sandbox,
    async refund(ref, amount, key) {
      if (refundsFail) throw new RefundFailed('The processor is unavailable.');
      return sandbox.refund(ref, amount, key);
    },
  };
};

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens = { customer: '', admin: '' };
const vendors: string[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startServer({ payments: processor });
  api = client(server.url);
  tokens.customer = await login(server.url, 'customer@demo.test');
  tokens.admin = await loginAdmin(server.url);
  vendors.push(await login(server.url, 'vendor@demo.test'));
  vendors.push(await login(server.url, 'othervendor@demo.test'));
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

let seq = 0;
async function placeOrder(productId: number): Promise<Loose> {
  const project = await api.post(
    '/api/projectCart',
    { showroom: 'AB12CD34' },
    { token: tokens.customer },
  );
  await api.post(
    '/api/projectCart/sync_to_cart',
    { product_id: productId, qty: 1, showroom: 'AB12CD34', project_id: project.body.data.id },
    { token: tokens.customer },
  );
  const placed = await api.post(
    '/api/checkout',
    { idempotency_key: `clock-order-${++seq}`, project_id: project.body.data.id },
    { token: tokens.customer },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

/** Moves an item on: its vendor approves it, an admin takes it to `status`. */
async function move(itemId: number, status: string) {
  for (const token of vendors) {
    const res = await api.put(
      `/api/order_items/${itemId}/status`,
      { status: 'Vendor Approved' },
      { token },
    );
    if (res.status === 200) break;
  }
  for (const next of ['Accept to Pick Up', status]) {
    const res = await api.put(
      `/api/order_items/${itemId}/status`,
      { status: next },
      { token: tokens.admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

async function later<T>(ms: number, work: () => Promise<T>) {
  const at = server.clock.now;
  server.clock.now = new Date(at.getTime() + ms);
  try {
    return await work();
  } finally {
    server.clock.now = at;
  }
}

/** The admin's attention list; signs in afresh, as sessions do not outlive a jump of weeks. */
const attention = async () => {
  const res = await api.get('/api/admin/attention', { token: await loginAdmin(server.url) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('spec 2 §9 "orders are processed within 48 hours"', () => {
  it('flags an item still waiting 48 hours after its order, to admins, until it is approved', async () => {
    const order = await placeOrder(1);
    const [item] = order.items;
    expect(item.processing_overdue).toBe(false);
    await later(47 * HOUR, async () => {
      expect((await attention()).late_items.some((l: Loose) => l.order_item_id === item.id)).toBe(
        false,
      );
    });
    await later(49 * HOUR, async () => {
      const late = (await attention()).late_items.find((l: Loose) => l.order_item_id === item.id);
      expect(late).toMatchObject({ order_number: order.number });
      // Whole hours, rounded down: the order was placed a moment after the clock was read.
      expect(late.hours_waiting).toBeGreaterThanOrEqual(48);
      expect(late.hours_waiting).toBeLessThanOrEqual(49);
      const view = await api.get(`/api/orders/${order.id}`, {
        token: await loginAdmin(server.url),
      });
      expect(view.body.data.items[0].processing_overdue).toBe(true);
    });
    await move(item.id, 'Shipped');
    await later(49 * HOUR, async () => {
      expect((await attention()).late_items.some((l: Loose) => l.order_item_id === item.id)).toBe(
        false,
      );
    });
    expect((await api.get('/api/admin/attention', { token: tokens.customer })).status).toBe(403);
  });
});

describe('spec 2 §9 "an incomplete order must be reported within two weeks"', () => {
  it('takes a report from delivery to two weeks after it, and admins see it', async () => {
    const order = await placeOrder(2);
    const [item] = order.items;
    const report = (body: Loose) =>
      api.post(`/api/orders/${order.id}/problems`, body, { token: tokens.customer });
    const early = await report({ description: 'Nothing arrived.' });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('You can report a problem once an item has been delivered.');
    await move(item.id, 'Delivered');
    expect((await report({ description: '  ' })).body.errors.description).toEqual([
      'Please describe what is wrong or missing.',
    ]);
    expect((await report({ order_item_id: 999_999, description: 'x' })).status).toBe(422);
    const sent = await report({ order_item_id: item.id, description: 'Two tiles arrived broken.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.problems).toEqual([
      expect.objectContaining({ order_item_id: item.id, description: 'Two tiles arrived broken.' }),
    ]);
    expect(sent.body.data.report_problem_until).not.toBeNull();
    const listed = (await attention()).problems.find((p: Loose) => p.order_id === order.id);
    expect(listed).toMatchObject({
      product_name: item.product_name,
      customer_email: 'customer@demo.test',
    });
    const until = new Date(sent.body.data.report_problem_until).getTime();
    expect(until - server.clock.now.getTime()).toBeGreaterThan(14 * DAY);
    expect(until - server.clock.now.getTime()).toBeLessThanOrEqual(15 * DAY);
    await later(until - server.clock.now.getTime(), async () => {
      const late = await api.post(
        `/api/orders/${order.id}/problems`,
        { description: 'And the grout is missing.' },
        { token: await login(server.url, 'customer@demo.test') },
      );
      expect(late.status).toBe(403);
      expect(late.body.message).toBe(
        'Problems with an order can be reported within two weeks of its delivery.',
      );
    });
    const other = await login(server.url, 'newcustomer@demo.test');
    expect(
      (await api.post(`/api/orders/${order.id}/problems`, { description: 'x' }, { token: other }))
        .status,
    ).toBe(403);
  });
});

describe('spec 2 §9 "vendors refund within 30 days after a return"', () => {
  it('tracks the due date and flags a refund still not made after it', async () => {
    const order = await placeOrder(3);
    const [item] = order.items;
    await move(item.id, 'Delivered');
    const asked = await api.post(
      `/api/order_items/${item.id}/return`,
      { reason: 'Wrong colour.' },
      { token: tokens.customer },
    );
    expect(asked.status).toBe(200);
    refundsFail = true;
    try {
      const returned = await api.put(
        `/api/order_items/${item.id}/status`,
        { status: 'Returned' },
        { token: tokens.admin },
      );
      expect(returned.body.data.refund).toMatchObject({ status: 'failed' });
      const due = new Date(returned.body.data.refund.due_at).getTime();
      expect(due - server.clock.now.getTime()).toBeGreaterThanOrEqual(29 * DAY);
      expect(due - server.clock.now.getTime()).toBeLessThanOrEqual(31 * DAY);
      await later(29 * DAY, async () => {
        expect(
          (await attention()).overdue_refunds.some((r: Loose) => r.order_item_id === item.id),
        ).toBe(false);
      });
      await later(31 * DAY, async () => {
        const overdue = (await attention()).overdue_refunds.find(
          (r: Loose) => r.order_item_id === item.id,
        );
        expect(overdue).toMatchObject({ overdue: true, reason: 'return', status: 'failed' });
      });
    } finally {
      refundsFail = false;
    }
  });
});
