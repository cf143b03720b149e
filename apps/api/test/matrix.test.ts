import { type Endpoint, endpoints } from '@brand/core/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';
import { expectMatrixAnswer, ROLES, type Role, signInRoles } from './matrix-roles.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Partial<Record<Role, string>> = {};
const ids = {
  project: 0,
  order: 0,
  item: 0,
  notification: 0,
  pendingUser: 0,
  designer: 0,
  pendingPro: 0,
  refund: 0,
  vendor: 0,
};

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  Object.assign(tokens, await signInRoles(server.url));
  ids.project = (await api.get('/api/projectCart', { token: tokens.customer })).body.data.id;
  const order = await api.post(
    '/api/checkout',
    { idempotency_key: 'matrix-order-1', project_id: ids.project },
    { token: tokens.customer },
  );
  ids.order = order.body.data.id;
  ids.item = order.body.data.items.find((i: { product_id: number }) => i.product_id === 1).id;
  const notes = await api.get('/api/notification', { token: tokens.customer });
  ids.notification = notes.body.data.data[0]?.id ?? 0;
  const { db } = server.deps.database;
  const [pending] = await db.select().from(t.users).where(eq(t.users.email, 'pending@demo.test'));
  ids.pendingUser = pending?.id ?? 0;
  const [designer] = await db.select().from(t.users).where(eq(t.users.email, 'basicpro@demo.test'));
  ids.designer = designer?.id ?? 0;
  const applied = await api.post('/api/register/contractor', {
    full_name: 'Matrix Applicant',
    company_name: 'Matrix Builds',
    email: 'matrix-applicant@example.test',
    password: 'long-enough-1',
    country_code: '+1',
    phone_number: '4155550123',
    zip_code: '94110',
    agree: true,
  });
  ids.pendingPro = applied.body.data.user.id;
  const [refund] = await db
    .insert(t.refunds)
    .values({
      orderItemId: ids.item,
      orderId: ids.order,
      amountCents: 100,
      restockingFeeCents: 0,
      status: 'refunded',
      idempotencyKey: 'matrix-refund',
      refundedAt: new Date(),
    })
    .returning();
  ids.refund = refund?.id ?? 0;
  const [vendorUser] = await db.select().from(t.users).where(eq(t.users.email, 'vendor@demo.test'));
  ids.vendor = vendorUser?.id ?? 0;
  if (!ids.notification) {
    const [row] = await db
      .insert(t.notifications)
      .values({ userId: order.body.data.customer.id, title: 't', body: 'b' })
      .returning();
    ids.notification = row?.id ?? 0;
  }
  // Every id the calls use exists: each cell asserts the real outcome, never a 404.
  expect(ids).toEqual(
    Object.fromEntries(Object.keys(ids).map((k) => [k, expect.any(Number)])) as typeof ids,
  );
  expect(Object.values(ids).every((id) => id > 0)).toBe(true);
}, 300_000);
afterAll(() => server.close());

/**
 * One action: who may do it (answered `ok`: 200, or 201 for what it creates); every other
 * signed-in role gets 403, an Admin whose token has not passed the code too, anonymous 401.
 */
type Call = {
  method: string;
  path: () => string;
  body: () => unknown;
  allow: Role[];
  ok?: 200 | 201;
};

const CURATION_EVERYTHING = {
  vendor_mode: 'all',
  vendor_ids: [],
  category_mode: 'all',
  category_ids: [],
  excluded_product_ids: [],
  added_product_ids: [],
};

const CALLS: Record<string, Call> = {
  'read my style profile': {
    method: 'GET',
    path: () => '/api/style-profile',
    body: () => undefined,
    allow: ['customer', 'anotherCustomer', 'pro', 'anotherPro', 'vendor', 'anotherVendor', 'admin'],
  },
  'save my style profile': {
    method: 'PUT',
    path: () => '/api/style-profile',
    body: () => ({ answers: { look: ['coastal'] } }),
    allow: ['customer', 'anotherCustomer', 'pro', 'anotherPro', 'vendor', 'anotherVendor', 'admin'],
  },
  'save project extra_info': {
    method: 'PUT',
    path: () => `/api/projectCart/${ids.project}`,
    body: () => ({ extra_info: 'x' }),
    allow: ['customer'],
  },
  'save checklist': {
    method: 'POST',
    path: () => '/api/projectChecklist',
    body: () => ({ project_id: ids.project, items: [{ product_id: 2, qty: 1 }] }),
    allow: ['customer'],
  },
  // After 'save checklist': the checklist is not empty.
  "share a checklist with the showroom's Pro": {
    method: 'GET',
    path: () => `/api/project/share_to_contractor/${ids.project}`,
    body: () => undefined,
    allow: ['customer'],
  },
  'share a checklist with another contractor (spec 2 §6)': {
    method: 'GET',
    path: () => `/api/project/share_to_contractor/${ids.project}?vsd_id=ZX98YW76`,
    body: () => undefined,
    allow: ['pro'],
  },
  'send chat message': {
    method: 'POST',
    path: () => '/api/projectChat',
    body: () => ({ project_id: ids.project, message: 'hi' }),
    allow: ['customer', 'pro'],
    ok: 201,
  },
  'hire a designer': {
    method: 'POST',
    path: () => '/api/hire_designer',
    body: () => ({ project: ids.project, designer_id: ids.designer }),
    allow: ['customer'],
    ok: 201,
  },
  'add to a project cart': {
    method: 'POST',
    path: () => '/api/projectCart/sync_to_cart',
    body: () => ({ product_id: 9, qty: 1, showroom: 'AB12CD34', project_id: ids.project }),
    allow: ['customer'],
  },
  'showroom markup': {
    method: 'PUT',
    path: () => '/api/showroom/settings',
    body: () => ({ markup_percent: 12 }),
    allow: ['pro', 'anotherPro'],
  },
  'issue a coupon': {
    method: 'POST',
    path: () => '/api/showroom/coupons',
    body: () => ({ code: `C${Math.floor(Math.random() * 1e9)}`.padEnd(8, '0'), percent: 5 }),
    allow: ['pro', 'anotherPro'],
    ok: 201,
  },
  'approve an account': {
    method: 'PUT',
    path: () => `/api/admin/users/${ids.pendingUser}/approve`,
    body: () => ({ status: 'Deactive' }),
    allow: ['admin'],
  },
  'list Pro applications': {
    method: 'GET',
    path: () => '/api/admin/applications',
    body: () => undefined,
    allow: ['admin'],
  },
  'decide a Pro application': {
    method: 'PUT',
    path: () => `/api/admin/applications/${ids.pendingPro}`,
    body: () => ({ decision: 'decline', reason: 'Matrix' }),
    allow: ['admin'],
  },
  'search users': {
    method: 'GET',
    path: () => '/api/admin/users?q=demo',
    body: () => undefined,
    allow: ['admin'],
  },
  'view a user': {
    method: 'GET',
    path: () => `/api/admin/users/${ids.pendingUser}`,
    body: () => undefined,
    allow: ['admin'],
  },
  'deactivate a user': {
    method: 'PUT',
    path: () => `/api/admin/users/${ids.pendingUser}/status`,
    body: () => ({ active: false }),
    allow: ['admin'],
  },
  'read platform settings': {
    method: 'GET',
    path: () => '/api/admin/settings',
    body: () => undefined,
    allow: ['admin'],
  },
  'change platform settings': {
    method: 'PUT',
    path: () => '/api/admin/settings',
    body: () => ({ platform_fee_percent: 5 }),
    allow: ['admin'],
  },
  'list refunds': {
    method: 'GET',
    path: () => '/api/admin/refunds',
    body: () => undefined,
    allow: ['admin'],
  },
  'retry a refund': {
    method: 'POST',
    path: () => `/api/admin/refunds/${ids.refund}/retry`,
    body: () => undefined,
    allow: ['admin'],
  },
  'run the refund retry job': {
    method: 'POST',
    path: () => '/api/admin/refunds/retry_due',
    body: () => undefined,
    allow: ['admin'],
  },
  'set an item status (first five)': {
    method: 'PUT',
    path: () => `/api/order_items/${ids.item}/status`,
    body: () => ({ status: 'Vendor Approved' }),
    allow: ['vendor', 'pro', 'admin'],
  },
  'set an item status (Accept to Pick Up)': {
    method: 'PUT',
    path: () => `/api/order_items/${ids.item}/status`,
    body: () => ({ status: 'Accept to Pick Up' }),
    allow: ['admin'],
  },
  'propose a new price': {
    method: 'POST',
    path: () => `/api/order_items/${ids.item}/price_change`,
    body: () => ({ final_price: 3 }),
    allow: ['vendor'],
  },
  'cancel an item': {
    method: 'POST',
    path: () => `/api/order_items/${ids.item}/cancel`,
    body: () => undefined,
    allow: ['customer'],
  },
  'payout setup': {
    method: 'POST',
    path: () => '/api/payout/setup',
    body: () => ({
      account_holder_name: 'A B',
      routing_number: '110000000',
      account_number: '12345678',
    }),
    allow: ['pro', 'anotherPro', 'vendor', 'anotherVendor'],
  },
  'payout history': {
    method: 'GET',
    path: () => '/api/payout/history',
    body: () => undefined,
    allow: ['pro', 'anotherPro', 'vendor', 'anotherVendor'],
  },
  'run the payouts': {
    method: 'POST',
    path: () => '/api/admin/payouts/run',
    body: () => undefined,
    allow: ['admin'],
  },
  // Issue 12 item 2: each Pro curates their own showroom (the call names no other).
  "read one's showroom curation": {
    method: 'GET',
    path: () => '/api/showroom/curation',
    body: () => undefined,
    allow: ['pro', 'anotherPro'],
  },
  "save one's showroom curation": {
    method: 'PUT',
    path: () => '/api/showroom/curation',
    body: () => CURATION_EVERYTHING,
    allow: ['pro', 'anotherPro'],
  },
  'preview a showroom curation': {
    method: 'POST',
    path: () => '/api/showroom/curation/preview',
    body: () => ({ ...CURATION_EVERYTHING, vendor_mode: 'only', vendor_ids: [ids.vendor] }),
    allow: ['pro', 'anotherPro'],
  },
  'mark a notification read': {
    method: 'PUT',
    path: () => `/api/notification/${ids.notification}`,
    body: () => ({ pending: false }),
    allow: ['customer'],
  },
  'change an order address': {
    method: 'PUT',
    path: () => `/api/orders/${ids.order}/address`,
    body: () => ({
      shipping_address: { street: '1 A St', city: 'SF', state: 'CA', zip_code: '94105' },
    }),
    allow: ['customer'],
  },
};

describe('role x action matrix', () => {
  const cases = Object.keys(CALLS).flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(cases)('%s as %s', async (name, role) => {
    const call = CALLS[name] as Call;
    const { db } = server.deps.database;
    // Every case starts from the same item state.
    await db
      .update(t.orderItems)
      .set({ status: 'Waiting for approval', proposedPriceCents: null, proposedAt: null })
      .where(eq(t.orderItems.id, ids.item));
    // ... and the same money: held, not charged (issue 22: an item charged by an earlier case
    // would make the address final).
    await db
      .delete(t.paymentOperations)
      .where(
        and(eq(t.paymentOperations.orderId, ids.order), ne(t.paymentOperations.kind, 'authorize')),
      );
    await db
      .delete(t.refunds)
      .where(and(eq(t.refunds.orderId, ids.order), ne(t.refunds.id, ids.refund)));
    await db.delete(t.payoutLedger).where(eq(t.payoutLedger.orderItemId, ids.item));
    await db.update(t.users).set({ status: 'pending' }).where(eq(t.users.id, ids.pendingUser));
    await db.update(t.users).set({ status: 'pending' }).where(eq(t.users.id, ids.pendingPro));
    const token = role === 'anonymous' ? undefined : tokens[role];
    const res = await api.call(call.method, call.path(), { token, body: call.body() });
    expectMatrixAnswer(res, role, call.allow, call.ok);
  });
});

/**
 * Issue 15 item 6: an AI design proposal spends an AI account's credit, so only an AI token
 * (AuthorizationAI) may ask: every marketplace caller gets 401 (the Admin without the code 403,
 * as for every call), an AI token 200 (tested in ai-design.test.ts with its credit).
 */
describe('role x action matrix: the AI design proposal', () => {
  it.each(ROLES)('propose an AI design as %s', async (role) => {
    const token = role === 'anonymous' ? undefined : tokens[role];
    const res = await api.call('POST', '/api/AI/propose_design', {
      token,
      body: { floor_plan_id: 1, showroom: 'AB12CD34', budget: 100000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(role === 'adminWithoutCode' ? 403 : 401);
  });
});

/**
 * Issue 13: an Admin token that has not passed the one-time code may call only the code, the
 * verification resend, authuser and logout; every other call of the contract answers 403,
 * public ones included.
 */
describe('the Admin-without-code row, for every endpoint of the contract', () => {
  const BEFORE_CODE: Partial<Record<keyof typeof endpoints, number>> = {
    verifyOtp: 200,
    emailResend: 200,
    authUser: 200,
    logout: 200,
  };
  /** Real values for every path parameter, so no cell is a 404. */
  const param = (name: string) =>
    ({
      id: ids.item,
      projectId: ids.project,
      provider: 'google',
      token: 'x'.repeat(32),
    })[name] ?? 1;
  const all = Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][];

  it('lists every endpoint once', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all.map(([, e]) => `${e.method} ${e.path}`)).size).toBe(all.length);
  });

  it.each(all)('%s', async (name, endpoint) => {
    // A token of its own: logout must not end the others' cells.
    const token =
      name === 'logout' ? await login(server.url, 'admin@demo.test') : tokens.adminWithoutCode;
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, p: string) => String(param(p)));
    const res = await api.call(endpoint.method, path, {
      token,
      body: endpoint.method === 'GET' ? undefined : {},
    });
    const expected = BEFORE_CODE[name] ?? 403;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 403) {
      expect(res.body).toEqual({ message: 'Please verify your one-time code first.' });
    }
  });
});
