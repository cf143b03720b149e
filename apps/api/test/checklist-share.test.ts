import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

/**
 * The living checklist (issue 10 item 4, spec 2 §2.6 and §6): the customer adds to and removes
 * from a project's checklist; shares it with the showroom's Pro; that Pro shares it with
 * another contractor, who may then read it.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
let project = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  for (const email of [
    'customer@demo.test',
    'newcustomer@demo.test',
    'pro@demo.test',
    'basicpro@demo.test',
    'vendor@demo.test',
  ]) {
    tokens[email] = await login(server.url, email);
  }
  const cart = await api.get('/api/projectCart?showroom=AB12CD34', {
    token: tokens['customer@demo.test'],
  });
  project = cart.body.data.id;
  expect(project).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const as = (email: string) => ({ token: tokens[email] });
const share = (email: string, vsd?: string) =>
  api.get(
    `/api/project/share_to_contractor/${project}${vsd === undefined ? '' : `?vsd_id=${vsd}`}`,
    as(email),
  );
const read = (email: string) => api.get(`/api/projectChecklist/${project}`, as(email));
const notificationsOf = async (email: string) => {
  const [user] = await server.deps.database.db
    .select()
    .from(t.users)
    .where(eq(t.users.email, email));
  return server.deps.database.db
    .select()
    .from(t.notifications)
    .where(eq(t.notifications.userId, user?.id ?? 0));
};

describe('the checklist of a project', () => {
  it('cannot be shared while empty', async () => {
    const res = await share('customer@demo.test');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      project_id: ['Add products to the checklist before sharing it.'],
    });
    const byPro = await share('pro@demo.test', 'ZX98YW76');
    expect(byPro.status).toBe(422);
  });

  it('gets items appended (Add to checklist), and loses one when saved without it (Remove)', async () => {
    const add = (product: number) =>
      api.post(
        '/api/projectChecklist',
        { project_id: project, items: [{ product_id: product, qty: 2 }], append_items: true },
        as('customer@demo.test'),
      );
    expect((await add(1)).status).toBe(200);
    const second = await add(2);
    expect(second.status).toBe(200);
    const items = second.body.data.project_checklist.items;
    expect(items.map((i: { product_id: number }) => i.product_id)).toEqual([1, 2]);
    expect(items[0]).toMatchObject({ qty: 2, checked: false, note: null });
    // The customer's price only (issue 10 item 6).
    expect(items[0].product.price).toBe(items[0].product.customer_price);

    const removed = await api.post(
      '/api/projectChecklist',
      { project_id: project, items: [{ product_id: 2, qty: 2 }], append_items: false },
      as('customer@demo.test'),
    );
    expect(
      removed.body.data.project_checklist.items.map((i: { product_id: number }) => i.product_id),
    ).toEqual([2]);
  });

  it('is added to by its customer only', async () => {
    const body = { project_id: project, items: [{ product_id: 3, qty: 1 }] };
    for (const email of ['newcustomer@demo.test', 'pro@demo.test', 'vendor@demo.test']) {
      expect((await api.post('/api/projectChecklist', body, as(email))).status).toBe(403);
    }
    const unknown = await api.post(
      '/api/projectChecklist',
      { project_id: project, items: [{ product_id: 999999, qty: 1 }] },
      as('customer@demo.test'),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'items.0.product_id': ['This product does not exist.'] });
  });

  it("is shared by its customer with the showroom's Pro, who is notified and reads it", async () => {
    const before = (await notificationsOf('pro@demo.test')).length;
    const res = await share('customer@demo.test');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Checklist shared with your contractor.');
    const notes = await notificationsOf('pro@demo.test');
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)?.link).toBe(`/visualize/checklist?project=${project}`);
    expect((await read('pro@demo.test')).status).toBe(200);
  });

  it('is shared by that Pro with another contractor, who may then read it (spec 2 §6)', async () => {
    expect((await read('basicpro@demo.test')).status).toBe(403);
    const before = (await notificationsOf('basicpro@demo.test')).length;
    const res = await share('pro@demo.test', 'ZX98YW76');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Checklist shared with .+\.$/);
    const notes = await notificationsOf('basicpro@demo.test');
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)?.link).toBe(`/visualize/checklist?project=${project}`);
    const readByOther = await read('basicpro@demo.test');
    expect(readByOther.status).toBe(200);
    expect(readByOther.body.data.project_checklist.items).toHaveLength(1);
    // Sharing again keeps one share.
    expect((await share('pro@demo.test', 'zx98yw76')).status).toBe(200);
    const shares = await server.deps.database.db
      .select()
      .from(t.checklistShares)
      .where(eq(t.checklistShares.projectId, project));
    expect(shares).toHaveLength(1);
    // Reading is all: the other contractor changes nothing.
    const item = readByOther.body.data.project_checklist.items[0];
    const put = await api.put(
      `/api/projectChecklist/${item.id}`,
      { qty: 9 },
      as('basicpro@demo.test'),
    );
    expect(put.status).toBe(403);
  });

  it('is refused to anyone but the showroom Pro, and for anyone but another contractor', async () => {
    // Another contractor (not this showroom's Pro), the customer, a vendor: 403.
    for (const email of ['basicpro@demo.test', 'customer@demo.test', 'vendor@demo.test']) {
      const res = await share(email, 'AB12CD34');
      expect(res.status, email).toBe(403);
    }
    // The Pro's own showroom, an unknown one, a malformed ID: 422 on vsd_id.
    const own = await share('pro@demo.test', 'AB12CD34');
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({
      vsd_id: ['Please enter the showroom ID of another contractor.'],
    });
    const unknown = await share('pro@demo.test', 'QQQQQQQQ');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      vsd_id: ['No Showroom Found, Please Enter Correct Showroom Id.'],
    });
    expect((await share('pro@demo.test', 'ab1')).status).toBe(422);
    // Without vsd_id, the Pro is not the customer: 403.
    expect((await share('pro@demo.test')).status).toBe(403);
    // Anonymous: 401.
    expect(
      (await api.get(`/api/project/share_to_contractor/${project}?vsd_id=ZX98YW76`)).status,
    ).toBe(401);
  });
});
