// Issue 25 items 8 and 9: the customer's order mails (the confirmation after checkout, and one
// mail when an item ships, is delivered, cancelled, declined, refunded or re-priced), in plain
// text and HTML, sent after the commit; a failing mailer never fails the request; notifications
// carry the order number and the status in the shopper's words.
import { formatUsd } from '@brand/core/rules';
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, type Loose, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

const CUSTOMER = 'customer@demo.test';
let server: TestServer;
let api: ReturnType<typeof client>;
const tokens = { customer: '', admin: '' };
/** Vendor tokens by vendor id. */
const vendors = new Map<number, string>();

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  tokens.customer = await login(server.url, CUSTOMER);
  tokens.admin = await loginAdmin(server.url);
  for (const email of ['vendor@demo.test', 'othervendor@demo.test']) {
    const token = await login(server.url, email);
    const me = await api.get('/api/authuser', { token });
    vendors.set(me.body.data.id, token);
  }
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

let orderSeq = 0;
/** Places an order of `lines` (product id, qty) in AB12CD34, shipped to 12 Elm St, Somewhere CA. */
async function placeOrder(
  lines: [number, number][],
  key = `order-mails-${process.pid}-${++orderSeq}`,
) {
  const project = await api.post(
    '/api/projectCart',
    { showroom: 'AB12CD34', name: key },
    { token: tokens.customer },
  );
  for (const [product_id, qty] of lines) {
    const added = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id, qty, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token: tokens.customer },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const body = {
    idempotency_key: key,
    project_id: project.body.data.id,
    shipping_address: {
      street: '12 Elm St',
      apartment: 'Apt 4',
      city: 'Somewhere',
      state: 'CA',
      zip_code: '94110',
    },
  };
  const placed = await api.post('/api/checkout', body, { token: tokens.customer });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { order: placed.body.data as Loose, body };
}

/** The newest outbox row id: mails after it are the ones a step sent. */
async function outboxMark() {
  const [row] = await server.deps.database.db
    .select({ id: t.outbox.id })
    .from(t.outbox)
    .orderBy(asc(t.outbox.id))
    .then((rows) => rows.slice(-1));
  return row?.id ?? 0;
}

/** The mails to `to` sent after `mark`, oldest first. */
async function mailsSince(mark: number, to = CUSTOMER) {
  const rows = await server.deps.database.db
    .select()
    .from(t.outbox)
    .where(gt(t.outbox.id, mark))
    .orderBy(asc(t.outbox.id));
  return rows.filter((m) => m.to === to);
}

const vendorOf = (item: Loose) => {
  const token = vendors.get(item.vendor_id);
  if (!token) throw new Error(`no vendor token for ${item.vendor_id}`);
  return token;
};
const setStatus = (itemId: number, status: string, token: string) =>
  api.put(`/api/order_items/${itemId}/status`, { status }, { token });

async function rowsOf(orderId: number) {
  return server.deps.database.db
    .select()
    .from(t.orderItems)
    .where(eq(t.orderItems.orderId, orderId))
    .orderBy(asc(t.orderItems.id));
}

describe('given a customer who checks out', () => {
  it('mails one confirmation with the number, lines, totals and address, in text and HTML', async () => {
    const mark = await outboxMark();
    const { order, body } = await placeOrder([
      [1, 1],
      [2, 3],
    ]);
    const mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(`Thank you for your order ${order.number}`);
    expect(mail.html).toBeTruthy();
    const html = mail.html ?? '';
    for (const part of [mail.text, html]) expect(part).toContain(order.number);

    // Each line: its name, qty and price (after coupon, before fee and tax); the lines add up
    // to the subtotal.
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(2);
    let sum = 0;
    for (const row of rows) {
      const cents = row.lineTotalCents - (row.feeCents ?? 0) - (row.taxCents ?? 0);
      sum += cents;
      expect(mail.text).toContain(`- ${row.productName} × ${row.qty}: ${formatUsd(cents)}`);
      expect(html).toContain(`>${row.qty}</td>`);
      expect(html).toContain(formatUsd(cents));
    }
    const cents = (d: number) => Math.round(d * 100);
    expect(sum).toBe(cents(order.totals.items_subtotal));
    for (const [label, value] of [
      ['Subtotal', formatUsd(cents(order.totals.items_subtotal))],
      ['Platform fee', formatUsd(cents(order.totals.platform_fee))],
      ['Tax (CA)', formatUsd(cents(order.totals.tax))],
      ['Shipping', 'Free'],
      ['Total', formatUsd(cents(order.totals.total))],
    ]) {
      expect(mail.text).toContain(`${label}: ${value}`);
      expect(html).toContain(`${label}</td>`);
      expect(html).toContain(`${value}</td>`);
    }
    expect(mail.text).toContain('Shipping to\n12 Elm St, Apt 4\nSomewhere, CA 94110');
    expect(html).toContain('12 Elm St, Apt 4<br>Somewhere, CA 94110');
    expect(mail.text).toContain(`/account?order=${order.id}`);
    expect(html).toContain(`href="${server.deps.config.publicUrl}/account?order=${order.id}"`);

    // The same checkout again (a retry with its idempotency key) mails nothing more.
    const replay = await api.post('/api/checkout', body, { token: tokens.customer });
    expect(replay.body.data.id).toBe(order.id);
    expect(await mailsSince(mark)).toHaveLength(1);

    // The dev mailbox shows both parts.
    const box = (await api.get('/dev/mailbox')).body.data as Loose[];
    expect(box.find((m) => m.id === mail.id)).toMatchObject({ text: mail.text, html });
  });

  it('escapes what the HTML part shows: a product name is never markup', async () => {
    const name = 'Tile <img src=x onerror=alert(1)> "Bold" & Co';
    await server.deps.database.db.update(t.products).set({ name }).where(eq(t.products.id, 7));
    const mark = await outboxMark();
    await placeOrder([[7, 1]]);
    const [mail] = await mailsSince(mark);
    expect(mail?.text).toContain(`- ${name} ×`);
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain(
      'Tile &lt;img src=x onerror=alert(1)&gt; &quot;Bold&quot; &amp; Co',
    );
  });
});

describe('given an order that moves along', () => {
  it('mails once when an item ships and once when it is delivered, with the shopper’s words', async () => {
    const { order } = await placeOrder([[3, 2]]);
    const [item] = order.items;
    expect((await setStatus(item.id, 'Vendor Approved', vendorOf(item))).status).toBe(200);
    let mark = await outboxMark();
    // Steps the customer is not mailed about: notifications only.
    expect((await setStatus(item.id, 'Accept to Pick Up', tokens.admin)).status).toBe(200);
    expect(await mailsSince(mark)).toHaveLength(0);

    expect((await setStatus(item.id, 'Shipped', tokens.admin)).status).toBe(200);
    // The same status again is no change: no second mail.
    expect((await setStatus(item.id, 'Shipped', tokens.admin)).status).toBe(200);
    let mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Order ${order.number}: ${item.product_name} – On its way`);
    expect(mails[0]?.text).toContain('is now: On its way.');
    expect(mails[0]?.text).toContain('Shipping to\n12 Elm St, Apt 4');
    expect(mails[0]?.html).toContain('On its way');

    mark = await outboxMark();
    expect((await setStatus(item.id, 'Delivered', tokens.admin)).status).toBe(200);
    mails = await mailsSince(mark);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.number}: ${item.product_name} – Delivered`,
    ]);

    // The notifications: one per change, each with the order number, in the shopper's words.
    const notes = (await api.get('/api/notification', { token: tokens.customer })).body.data
      .data as Loose[];
    const mine = notes.filter((n) => n.link === `/account?order=${order.id}`);
    expect(mine.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        `Order ${order.number}: Approved by the seller`,
        `Order ${order.number}: Ready for pickup`,
        `Order ${order.number}: On its way`,
        `Order ${order.number}: Delivered`,
      ]),
    );
    expect(mine).toHaveLength(4);
    for (const n of mine) {
      expect(n.body).toContain(`Order ${order.number}: ${item.product_name} – `);
      expect(`${n.title} ${n.body}`).not.toMatch(/Accept to Pick Up|Vendor Approved|Shipped/);
    }
  });

  it('mails a cancel, then its refund; a decline; a price change; a return’s refund', async () => {
    const { order } = await placeOrder([
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    const [a, b, c] = order.items;

    // Cancelled after it was charged: "Cancelled", then the refund, one mail each, in that order.
    expect((await setStatus(a.id, 'Vendor Approved', vendorOf(a))).status).toBe(200);
    let mark = await outboxMark();
    const cancelled = await api.post(`/api/order_items/${a.id}/cancel`, undefined, {
      token: tokens.customer,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    let mails = await mailsSince(mark);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.number}: ${a.product_name} – Cancelled`,
      `Order ${order.number}: ${formatUsd(Math.round(a.line_total * 100))} refunded`,
    ]);
    expect(mails.every((m) => m.html?.includes(order.number))).toBe(true);

    // Declined before any charge: one mail, and no refund (nothing was charged).
    mark = await outboxMark();
    expect((await setStatus(b.id, 'Decline', vendorOf(b))).status).toBe(200);
    mails = await mailsSince(mark);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${order.number}: ${b.product_name} – Declined by the seller`,
    ]);
    expect(mails[0]?.text).toContain('You are not charged for it');

    // A new price proposed: one mail with both prices and where to answer.
    mark = await outboxMark();
    const proposed = await api.post(
      `/api/order_items/${c.id}/price_change`,
      { final_price: 1.5, note: 'New supplier price' },
      { token: vendorOf(c) },
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Order ${order.number}: a new price for ${c.product_name}`);
    expect(mails[0]?.text).toContain('proposes a new unit price: $1.50');
    expect(mails[0]?.text).toContain("The seller's note: New supplier price");
    expect(mails[0]?.html).toContain('The seller&#39;s note: New supplier price');

    // Accepted by the customer: a notification, no mail (they did it themselves).
    mark = await outboxMark();
    expect(
      (
        await api.put(
          `/api/order_items/${c.id}/price_change`,
          { accept: true },
          { token: tokens.customer },
        )
      ).status,
    ).toBe(200);
    expect(await mailsSince(mark)).toHaveLength(0);

    // Delivered, returned: the refund (less the restocking fee) is mailed once.
    expect((await setStatus(c.id, 'Vendor Approved', vendorOf(c))).status).toBe(200);
    expect((await setStatus(c.id, 'Delivered', tokens.admin)).status).toBe(200);
    const requested = await api.post(
      `/api/order_items/${c.id}/return`,
      { reason: 'Wrong colour' },
      { token: tokens.customer },
    );
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    mark = await outboxMark();
    expect((await setStatus(c.id, 'Returned', tokens.admin)).status).toBe(200);
    mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(new RegExp(`^Order ${order.number}: \\$[\\d.,]+ refunded$`));

    const notes = (await api.get('/api/notification', { token: tokens.customer })).body.data
      .data as Loose[];
    const bodies = notes
      .filter((n) => n.link === `/account?order=${order.id}`)
      .map((n) => `${n.title} ${n.body}`);
    expect(bodies.every((b) => b.includes(order.number))).toBe(true);
    expect(bodies.join('\n')).not.toContain('Cancle');
    expect(bodies).toContain(
      `Order ${order.number}: Cancelled Order ${order.number}: ${a.product_name} – Cancelled.`,
    );
  });
});

describe('given a mailer that fails', () => {
  it('places the order and changes statuses all the same, and logs the failure', async () => {
    const working = server.deps.mailer;
    let attempts = 0;
    server.deps.mailer = {
      async send() {
        attempts++;
        throw new Error('SMTP is down');
      },
    };
    const errors: unknown[][] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args);
    };
    try {
      const mark = await outboxMark();
      const { order } = await placeOrder([[8, 1]]);
      const [item] = order.items;
      expect((await setStatus(item.id, 'Vendor Approved', vendorOf(item))).status).toBe(200);
      expect((await setStatus(item.id, 'Shipped', tokens.admin)).status).toBe(200);
      const delivered = await setStatus(item.id, 'Delivered', tokens.admin);
      expect(delivered.status).toBe(200);
      expect(attempts).toBe(3);
      expect(await mailsSince(mark)).toHaveLength(0);
      expect(errors.map((e) => String(e[0]))).toEqual([
        `Could not send the confirmation of order ${order.number} to the customer:`,
        `Could not send the "On its way" mail of order ${order.number} to the customer:`,
        `Could not send the "Delivered" mail of order ${order.number} to the customer:`,
      ]);
      const view = (await api.get(`/api/orders/${order.id}`, { token: tokens.customer })).body.data;
      expect(view.items[0].status).toBe('Delivered');
    } finally {
      server.deps.mailer = working;
      console.error = log;
    }
  });
});
