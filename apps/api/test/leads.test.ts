// Issue 28 items 4 and 5: leads reach their Pro (list, contacted, a formula-safe CSV, a mail for
// each), admins read every showroom's, and the embed's activity is counted per day without
// personal data, with the orders its hand-offs brought.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { statsDay } from '../src/modules/embed-stats/count-embed-event.ts';
import { client, lastMail, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens = { pro: '', basicPro: '', admin: '', customer: '' };
let showroomId = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  tokens.pro = await login(server.url, 'pro@demo.test');
  tokens.basicPro = await login(server.url, 'basicpro@demo.test');
  tokens.customer = await login(server.url, 'customer@demo.test');
  tokens.admin = await loginAdmin(server.url);
  const [showroom] = await server.deps.database.db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.vsdId, 'AB12CD34'));
  showroomId = showroom?.id ?? 0;
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

/** A visitor sends the "Save up to 30%" form in AB12CD34. */
async function sendLead(fullName: string, email: string) {
  const form = new FormData();
  form.set('full_name', fullName);
  form.set('email', email);
  form.set('phone_number', '(415) 555-0111');
  form.set('shop_profile_id', String(showroomId));
  const res = await api.call('POST', '/api/sample_request', { raw: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('leads reach the Pro', () => {
  it('mails the Pro, lists the lead for them only, and marks it contacted', async () => {
    await sendLead('Lee Lead', 'lee@example.test');
    const mail = await lastMail(server.url, 'pro@demo.test');
    expect(mail.subject).toBe('New lead from your showroom: Lee Lead');
    expect(mail.text).toContain('Email: lee@example.test');
    expect(mail.text).toContain('/account?section=leads');

    const list = await api.get('/api/showroom/leads', { token: tokens.pro });
    expect(list.status).toBe(200);
    const lead = list.body.data.data.find((l: { email: string }) => l.email === 'lee@example.test');
    expect(lead).toMatchObject({ full_name: 'Lee Lead', contacted_at: null });
    // Another Pro neither sees nor marks it; a customer has no leads.
    const theirs = await api.get('/api/showroom/leads', { token: tokens.basicPro });
    expect(theirs.body.data.data.some((l: { id: number }) => l.id === lead.id)).toBe(false);
    const steal = await api.put(
      `/api/showroom/leads/${lead.id}`,
      { contacted: true },
      { token: tokens.basicPro },
    );
    expect(steal.status).toBe(404);
    expect((await api.get('/api/showroom/leads', { token: tokens.customer })).status).toBe(403);

    const marked = await api.put(
      `/api/showroom/leads/${lead.id}`,
      { contacted: true },
      { token: tokens.pro },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.data.contacted_at).not.toBeNull();
    const open = await api.get('/api/showroom/leads?contacted=0', { token: tokens.pro });
    expect(open.body.data.data.some((l: { id: number }) => l.id === lead.id)).toBe(false);
    const done = await api.get('/api/showroom/leads?contacted=1', { token: tokens.pro });
    expect(done.body.data.data.some((l: { id: number }) => l.id === lead.id)).toBe(true);
    const bad = await api.put(
      `/api/showroom/leads/${lead.id}`,
      { contacted: 'maybe' },
      { token: tokens.pro },
    );
    expect(bad.status).toBe(422);
  });

  it('exports a CSV whose cells never run as formulas', async () => {
    await sendLead('=HYPERLINK("http://evil.example","Click")', 'formula@example.test');
    const res = await api.get('/api/showroom/leads/export', { token: tokens.pro });
    expect(res.status).toBe(200);
    const { csv, filename, count } = res.body.data;
    expect(filename).toBe('leads-AB12CD34.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Received","Name","Email","Phone","Form","Showroom","Contacted"');
    expect(lines).toHaveLength(count + 1);
    const row = lines.find((l: string) => l.includes('formula@example.test'));
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(row).toMatch(/^"\d\d\.\d\d\.\d{4}"/);
    // Every cell is quoted: none starts with a formula character.
    for (const line of lines) {
      for (const cell of line.split('","')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it("shows admins every showroom's leads, narrowed by showroom; nobody else", async () => {
    const all = await api.get('/api/admin/leads', { token: tokens.admin });
    expect(all.status).toBe(200);
    expect(all.body.data.data[0]).toHaveProperty('showroom');
    expect(all.body.data.data.some((l: { showroom: string }) => l.showroom === 'AB12CD34')).toBe(
      true,
    );
    const none = await api.get('/api/admin/leads?showroom=ZX98YW76', { token: tokens.admin });
    expect(none.body.data.data).toEqual([]);
    expect((await api.get('/api/admin/leads', { token: tokens.pro })).status).toBe(403);
    const csv = await api.get('/api/admin/leads/export?showroom=AB12CD34', {
      token: tokens.admin,
    });
    expect(csv.body.data.filename).toBe('leads-AB12CD34.csv');
    expect(csv.body.data.count).toBeGreaterThanOrEqual(2);
  });
});

describe("the embed's analytics", () => {
  it('counts views, opens, adds and hand-offs per day, and the orders hand-offs brought', async () => {
    const send = (showroom: string, event: string) =>
      api.post('/api/embed/events', { showroom, event });
    for (const event of ['view', 'view', 'view', 'product_open', 'add_to_cart', 'handoff']) {
      expect((await send('AB12CD34', event)).status).toBe(201);
    }
    expect((await send('AB12CD34', 'purchase')).status).toBe(422);
    // An unknown showroom is counted nowhere (and answers the same).
    expect((await send('QQ00QQ00', 'view')).status).toBe(201);

    // An order placed from the hand-off counts as the embed's.
    const customer = tokens.customer;
    const project = await api.post(
      '/api/projectCart',
      { showroom: 'AB12CD34' },
      { token: customer },
    );
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 1, qty: 1, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token: customer },
    );
    const placed = await api.post(
      '/api/checkout',
      { idempotency_key: 'embed-order-1', project_id: project.body.data.id, source: 'embed' },
      { token: customer },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const stats = await api.get('/api/showroom/embed_stats?days=7', { token: tokens.pro });
    expect(stats.status).toBe(200);
    expect(stats.body.data).toHaveLength(7);
    const today = stats.body.data.at(-1);
    expect(today).toEqual({
      date: statsDay(server.clock.now),
      view: 3,
      product_open: 1,
      add_to_cart: 1,
      handoff: 1,
      orders: 1,
    });
    // Nothing personal is kept: the table has a count per showroom, day and kind only.
    const rows = await server.deps.database.db.select().from(t.embedStats);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'day', 'event', 'showroomId']);
    expect((await api.get('/api/showroom/embed_stats?days=0', { token: tokens.pro })).status).toBe(
      422,
    );
    expect((await api.get('/api/showroom/embed_stats', { token: tokens.customer })).status).toBe(
      403,
    );
  });
});
