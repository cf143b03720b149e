/**
 * Issue 30 item 3 (spec 1 §1 "Vendors collaborate with other users"): the Pro or the customer
 * invites a vendor of the project's items into its chat; the vendor reads and posts there only;
 * removal revokes. Runs on PGlite and PostgreSQL (scripts/test.mjs); the concurrent invites race
 * for real on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let other = '';
let pro = '';
let basicPro = '';
let vendor = '';
let projectId = 0;
let vendorId = 0;
let otherVendorId = 0;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
  pro = await login(server.url, 'pro@demo.test');
  basicPro = await login(server.url, 'basicpro@demo.test');
  vendor = await login(server.url, 'vendor@demo.test');
  projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
  const idOf = async (email: string) =>
    (await server.deps.database.db.select().from(t.users).where(eq(t.users.email, email)))[0]?.id ??
    0;
  vendorId = await idOf('vendor@demo.test');
  otherVendorId = await idOf('othervendor@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const vendorsPath = () => `/api/projectChat/${projectId}/vendors`;

describe('vendors in a project chat', () => {
  it("lists the project's vendors by company name for the customer and the Pro only", async () => {
    const mine = await api.get(vendorsPath(), { token: customer });
    expect(mine.status).toBe(200);
    const ids = mine.body.data.vendors.map((v: { id: number }) => v.id);
    expect(ids).toContain(vendorId);
    expect(ids).not.toContain(otherVendorId);
    expect(mine.body.data.vendors[0]).toMatchObject({ invited: false });
    expect(typeof mine.body.data.vendors[0].company_name).toBe('string');
    expect((await api.get(vendorsPath(), { token: pro })).status).toBe(200);
    for (const token of [other, basicPro, vendor]) {
      expect((await api.get(vendorsPath(), { token })).status).toBe(403);
    }
  });

  it('refuses a vendor without items (422), and anyone but the customer or Pro (403)', async () => {
    const none = await api.post(vendorsPath(), { vendor_id: otherVendorId }, { token: customer });
    expect(none.status).toBe(422);
    expect(none.body.errors.vendor_id[0]).toMatch(/sells no item/);
    const notVendor = await api.post(vendorsPath(), { vendor_id: 1 }, { token: customer });
    expect(notVendor.status).toBe(422);
    for (const token of [other, basicPro, vendor]) {
      const res = await api.post(vendorsPath(), { vendor_id: vendorId }, { token });
      expect(res.status).toBe(403);
    }
    // Before an invitation the vendor sees nothing of the chat.
    expect((await api.get(`/api/projectChat/${projectId}`, { token: vendor })).status).toBe(403);
  });

  it('the customer invites; the vendor is notified, reads and posts in that chat only', async () => {
    const res = await api.post(vendorsPath(), { vendor_id: vendorId }, { token: customer });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vendor invited to the chat.');
    const row = res.body.data.vendors.find((v: { id: number }) => v.id === vendorId);
    expect(row.invited).toBe(true);
    const notes = await api.get('/api/notification', { token: vendor });
    const note = notes.body.data.data.find((n: { link: string }) =>
      n.link?.endsWith(`project=${projectId}`),
    );
    expect(note).toBeTruthy();
    const chats = await api.get('/api/vendor/chats', { token: vendor });
    expect(chats.status).toBe(200);
    expect(chats.body.data.chats.map((c: { project_id: number }) => c.project_id)).toEqual([
      projectId,
    ]);
    expect((await api.get(`/api/projectChat/${projectId}`, { token: vendor })).status).toBe(200);
    const sent = await api.post(
      '/api/projectChat',
      { project_id: projectId, message: 'The tiles ship next week.' },
      { token: vendor },
    );
    expect(sent.status).toBe(201);
    const seen = await api.get(`/api/projectChat/${projectId}`, { token: customer });
    expect(seen.body.data.Project_chats.at(-1)).toMatchObject({
      message: 'The tiles ship next week.',
    });
    // The chat's rules hold for the vendor too (length).
    const long = await api.post(
      '/api/projectChat',
      { project_id: projectId, message: 'x'.repeat(100_000) },
      { token: vendor },
    );
    expect(long.status).toBe(422);
    // Only that project: another project's chat stays closed.
    const otherProject = await api.post(
      '/api/projectCart',
      { name: 'Second room', showroom: 'AB12CD34' },
      { token: customer },
    );
    const secondId = otherProject.body.data?.id ?? otherProject.body.data?.project?.id;
    expect(secondId).toBeGreaterThan(0);
    expect(secondId).not.toBe(projectId);
    expect((await api.get(`/api/projectChat/${secondId}`, { token: vendor })).status).toBe(403);
    // Only the customer and Pro see the list; customers and Pros of other projects do not.
    expect((await api.get('/api/vendor/chats', { token: customer })).status).toBe(403);
  });

  it('the Pro may invite too; a repeat keeps one membership', async () => {
    const again = await api.post(vendorsPath(), { vendor_id: vendorId }, { token: pro });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This vendor is already in the chat.');
  });

  it('removal revokes the vendor; only the customer or Pro may remove', async () => {
    const path = `${vendorsPath()}/${vendorId}`;
    expect((await api.call('DELETE', path, { token: other })).status).toBe(403);
    expect((await api.call('DELETE', path, { token: vendor })).status).toBe(403);
    const removed = await api.call('DELETE', path, { token: pro });
    expect(removed.status).toBe(200);
    expect(removed.body.data.vendors.find((v: { id: number }) => v.id === vendorId).invited).toBe(
      false,
    );
    expect((await api.get(`/api/projectChat/${projectId}`, { token: vendor })).status).toBe(403);
    const post = await api.post(
      '/api/projectChat',
      { project_id: projectId, message: 'still here?' },
      { token: vendor },
    );
    expect(post.status).toBe(403);
    expect((await api.get('/api/vendor/chats', { token: vendor })).body.data.chats).toEqual([]);
  });

  it('concurrent invites create one membership and one notification', async () => {
    const before = (await api.get('/api/notification', { token: vendor })).body.data.data.length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post(vendorsPath(), { vendor_id: vendorId }, { token: i % 2 ? pro : customer }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.body.message === 'Vendor invited to the chat.')).toHaveLength(1);
    const chats = (await api.get('/api/vendor/chats', { token: vendor })).body.data.chats;
    expect(chats).toHaveLength(1);
    const after = (await api.get('/api/notification', { token: vendor })).body.data.data.length;
    expect(after).toBe(before + 1);
  });
});
