import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let other = '';
let pro = '';
let projectId = 0;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
  pro = await login(server.url, 'pro@demo.test');
  projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

describe('project cart', () => {
  it('answers the seeded project cart with lines, prices and a subtotal', async () => {
    const res = await api.get(`/api/projectCart?project=${projectId}`, { token: customer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: projectId, is_cart: true, showroom: 'AB12CD34' });
    const lines = res.body.data.Project_tans;
    expect(lines.map((l: { qty: number }) => l.qty)).toEqual([1, 2, 3]);
    const sum = lines.reduce(
      (s: number, l: { line_total: number }) => s + Math.round(l.line_total * 100),
      0,
    );
    expect(Math.round(res.body.data.subtotal * 100)).toBe(sum);
  });
  it('refuses another customer (403) and a visitor (401)', async () => {
    expect((await api.get(`/api/projectCart?project=${projectId}`, { token: other })).status).toBe(
      403,
    );
    expect((await api.get(`/api/projectCart?project=${projectId}`)).status).toBe(401);
  });
  it('adds, merges, updates and removes lines', async () => {
    const add = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 50, qty: 2, showroom: 'AB12CD34', project_id: projectId },
      { token: customer },
    );
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('Product added to cart successfully.');
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 50, qty: 3, showroom: 'AB12CD34', project_id: projectId },
      { token: customer },
    );
    const cart = await api.get(`/api/projectCart?project=${projectId}`, { token: customer });
    const line = cart.body.data.Project_tans.find(
      (l: { product_id: number }) => l.product_id === 50,
    );
    expect(line.qty).toBe(5);
    const upd = await api.post(
      '/api/projectCart/update_cart',
      { id: line.id, qty: 1, project_id: projectId },
      { token: customer },
    );
    expect(upd.body.data.Project_tans.find((l: { id: number }) => l.id === line.id).qty).toBe(1);
    const del = await api.del(
      `/api/cart/destroy/${line.id}?showroom=AB12CD34&project_id=${projectId}`,
      { token: customer },
    );
    expect(del.status).toBe(200);
    expect(del.body.data.Project_tans.some((l: { id: number }) => l.id === line.id)).toBe(false);
  });
  it('keeps a visitor temporary cart by cart_id and attaches it to a project after sign-in', async () => {
    const first = await api.post('/api/projectCart/sync_to_cart', {
      product_id: 60,
      qty: 2,
      showroom: 'AB12CD34',
    });
    expect(first.status).toBe(200);
    const cartId = first.body.data.temp_project_id;
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.data.id).toBeNull();
    await api.post('/api/projectCart/sync_to_bulk_cart', {
      showroom: 'AB12CD34',
      temp_project_id: cartId,
      items: [{ product_id: 61, qty: 1 }],
    });
    const temp = await api.get(
      `/api/projectCart?temp_project_id=${cartId}&is_cart=1&showroom=AB12CD34`,
    );
    expect(temp.body.data.Project_tans.map((l: { product_id: number }) => l.product_id)).toEqual([
      60, 61,
    ]);

    const token = await login(server.url, 'newcustomer@demo.test');
    const created = await api.post(
      '/api/projectCart',
      { showroom: 'AB12CD34', name: 'Bath' },
      { token },
    );
    expect(created.status).toBe(201);
    const attach = await api.post(
      '/api/projectCart/update_project_cart',
      { re_temp_project_id: cartId, project_id: created.body.data.id },
      { token },
    );
    expect(attach.status).toBe(200);
    expect(attach.body.data.Project_tans.map((l: { product_id: number }) => l.product_id)).toEqual([
      60, 61,
    ]);
    const gone = await api.get(`/api/projectCart?temp_project_id=${cartId}`);
    expect(gone.body.data.Project_tans).toEqual([]);
  });
  it('starts a project only in a showroom (spec 1 §1: customers must enter a showroom ID)', async () => {
    const token = await login(server.url, 'newcustomer@demo.test');
    const count = async () => (await api.get('/api/projects', { token })).body.data.total;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(0);
    const none = await api.post('/api/projectCart', { name: 'No showroom' }, { token });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors ?? {})).toContain('showroom');
    const unknown = await api.post(
      '/api/projectCart',
      { showroom: 'ZZ00ZZ00', name: 'Unknown showroom' },
      { token },
    );
    expect(unknown.status).toBe(404);
    // Neither refusal started a project.
    expect(await count()).toBe(before);
  });

  it("merges a temporary cart into the customer's current project of that showroom, summing quantities", async () => {
    // The customer's current project in AB12CD34 is found, not created (issue 10 item 1).
    const current = await api.get('/api/projectCart?showroom=AB12CD34', { token: customer });
    expect(current.status).toBe(200);
    expect(current.body.data.id).toBe(projectId);
    type Line = { product_id: number; size_id: number | null; qty: number };
    const before = current.body.data.Project_tans as Line[];
    const kept = before[0];
    if (!kept) throw new Error('the seeded cart has no lines');
    // A visitor's cart: one product already in the project, one new.
    const temp = await api.post('/api/projectCart/sync_to_bulk_cart', {
      showroom: 'AB12CD34',
      items: [
        { product_id: kept.product_id, size_id: kept.size_id, qty: 3 },
        { product_id: 77, qty: 1 },
      ],
    });
    const cartId = temp.body.data.temp_project_id;
    const attach = await api.post(
      '/api/projectCart/update_project_cart',
      { re_temp_project_id: cartId, project_id: projectId },
      { token: customer },
    );
    expect(attach.status).toBe(200);
    const after = attach.body.data.Project_tans as Line[];
    const same = (a: Line, b: Line) => a.product_id === b.product_id && a.size_id === b.size_id;
    // The same product and price line: one line, the quantities summed.
    expect(after.filter((l) => same(l, kept))).toEqual([
      expect.objectContaining({ qty: kept.qty + 3 }),
    ]);
    const had77 = before.some((l) => l.product_id === 77 && l.size_id === null);
    expect(after.filter((l) => l.product_id === 77 && l.size_id === null)).toHaveLength(1);
    expect(after).toHaveLength(before.length + (had77 ? 0 : 1));
    // No second project was made for this showroom.
    const again = await api.get('/api/projectCart?showroom=AB12CD34', { token: customer });
    expect(again.body.data.id).toBe(projectId);
  });
  it('adds a temporary cart once when it is attached twice at the same moment (two tabs)', async () => {
    type Line = { product_id: number; size_id: number | null; qty: number };
    const qtyOf = (lines: Line[]) =>
      lines.find((l) => l.product_id === 77 && l.size_id === null)?.qty ?? 0;
    const before = qtyOf(
      (await api.get(`/api/projectCart?project=${projectId}`, { token: customer })).body.data
        .Project_tans,
    );
    const temp = await api.post('/api/projectCart/sync_to_cart', {
      product_id: 77,
      qty: 4,
      showroom: 'AB12CD34',
    });
    const cartId = temp.body.data.temp_project_id;
    const attach = () =>
      api.post(
        '/api/projectCart/update_project_cart',
        { re_temp_project_id: cartId, project_id: projectId },
        { token: customer },
      );
    const answers = await Promise.all([attach(), attach(), attach()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // One of them joined it; the others found it gone.
    expect(
      answers.filter((a) => a.body.message === 'Your cart has been saved to your project.'),
    ).toHaveLength(1);
    const after = await api.get(`/api/projectCart?project=${projectId}`, { token: customer });
    expect(qtyOf(after.body.data.Project_tans)).toBe(before + 4);
  });
  it('refuses a size of another product and an unknown product with 422', async () => {
    const res = await api.post('/api/projectCart/sync_to_cart', {
      product_id: 999999,
      qty: 1,
      showroom: 'AB12CD34',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.product_id).toEqual(['This product does not exist.']);
  });
  it('saves extra_info and answers it, as text', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const res = await api.put(
      `/api/projectCart/${projectId}`,
      { extra_info: html },
      { token: customer },
    );
    expect(res.status).toBe(200);
    expect(
      (await api.get(`/api/projectCart/${projectId}`, { token: customer })).body.data.extra_info,
    ).toBe(html);
    expect(
      (await api.put(`/api/projectCart/${projectId}`, { extra_info: 'x' }, { token: other }))
        .status,
    ).toBe(403);
  });
});

describe('checklist', () => {
  it('appends, replaces, updates and shares with the showroom Pro', async () => {
    const save = await api.post(
      '/api/projectChecklist',
      { project_id: projectId, items: [{ product_id: 3, qty: 2, note: 'for the island' }] },
      { token: customer },
    );
    expect(save.status).toBe(200);
    expect(save.body.data.project_checklist.items).toHaveLength(1);
    const more = await api.post(
      '/api/projectChecklist',
      { project_id: projectId, items: [{ product_id: 4, qty: 1 }], append_items: true },
      { token: customer },
    );
    expect(more.body.data.project_checklist.items).toHaveLength(2);
    const item = more.body.data.project_checklist.items[0];
    const upd = await api.put(
      `/api/projectChecklist/${item.id}`,
      { checked: true },
      { token: customer },
    );
    expect(upd.body.data.checked).toBe(true);
    expect(
      (await api.put(`/api/projectChecklist/${item.id}`, { checked: true }, { token: other }))
        .status,
    ).toBe(403);
    const share = await api.get(`/api/project/share_to_contractor/${projectId}`, {
      token: customer,
    });
    expect(share.status).toBe(200);
    const proNotes = await api.get('/api/notification?pending=1', { token: pro });
    expect(
      proNotes.body.data.data.some((n: { title: string }) => n.title === 'Checklist shared'),
    ).toBe(true);
    const proView = await api.get(`/api/projectChecklist/${projectId}`, { token: pro });
    expect(proView.body.data.project_checklist.shared_at).not.toBeNull();
    const replaced = await api.post(
      '/api/projectChecklist',
      { project_id: projectId, items: [], append_items: false },
      { token: customer },
    );
    expect(replaced.body.data.project_checklist.items).toEqual([]);
  });
});

describe('chat', () => {
  it('stores plain text, notifies the Pro and streams new messages live', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/projectChat/${projectId}/stream`, {
      headers: { Authorization: `Bearer ${pro}` },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body?.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const read = async (until: string) => {
      while (!seen.includes(until)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        seen += decoder.decode(chunk.value);
      }
    };
    await read('event: ready');
    const text = '<b>hello</b> & welcome';
    const sent = await api.post(
      '/api/projectChat',
      { project_id: projectId, message: text },
      { token: customer },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toBe(text);
    await read('event: message');
    expect(seen).toContain('welcome');
    expect(seen).toContain(`"project_id":${projectId}`);
    controller.abort();
    const chat = await api.get(`/api/projectChat/${projectId}`, { token: pro });
    expect(chat.body.data.Project_chats.at(-1).message).toBe(text);
    const notes = await api.get('/api/notification', { token: pro });
    expect(notes.body.data.pending_count).toBeGreaterThan(0);
    // The notification opens the project's chat on the site's /account.
    expect(notes.body.data.data.find((n: { kind: string }) => n.kind === 'chat_message').link).toBe(
      `/account?project=${projectId}`,
    );
    expect((await api.get(`/api/projectChat/${projectId}`, { token: other })).status).toBe(403);
  });
  it('uploads images with the minimum size rule and neutralises SVG', async () => {
    const png = (w: number, h: number) => {
      const b = new Uint8Array(33);
      b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      new DataView(b.buffer).setUint32(16, w);
      new DataView(b.buffer).setUint32(20, h);
      return b;
    };
    const small = new FormData();
    small.set('file', new File([png(50, 50)], 'small.png', { type: 'image/png' }));
    const tooSmall = await api.call('POST', `/api/projectChat/${projectId}/files`, {
      raw: small,
      token: customer,
    });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors.file[0]).toMatch(/at least 200 x 200/);
    const wrong = new FormData();
    wrong.set('file', new File(['MZ'], 'tool.exe'));
    expect(
      (
        await api.call('POST', `/api/projectChat/${projectId}/files`, {
          raw: wrong,
          token: customer,
        })
      ).status,
    ).toBe(422);
    const ok = new FormData();
    ok.set('file', new File([png(400, 300)], 'room.png', { type: 'image/png' }));
    ok.set('message', 'our room');
    const up = await api.call('POST', `/api/projectChat/${projectId}/files`, {
      raw: ok,
      token: customer,
    });
    expect(up.status).toBe(201);
    expect(up.body.data.files[0]).toMatchObject({ name: 'room.png', mime: 'image/png' });
    const svg = new FormData();
    svg.set(
      'file',
      new File(
        [
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect/></svg>',
        ],
        'x.svg',
        { type: 'image/svg+xml' },
      ),
    );
    const upSvg = await api.call('POST', `/api/projectChat/${projectId}/files`, {
      raw: svg,
      token: customer,
    });
    expect(upSvg.status).toBe(201);
    const served = await fetch(`${server.url}${upSvg.body.data.files[0].url}`);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await served.text();
    expect(body).not.toMatch(/script|onload/);
    const files = await api.get(`/api/projectChat?project=${projectId}&t=files`, { token: pro });
    expect(files.body.data.Project_chats).toEqual([]);
    expect(files.body.data.room_files.length).toBe(2);
  });
});

describe('hiring and notifications', () => {
  it('hires a designer who is notified and can then read the chat', async () => {
    const list = await api.get(`/api/hire_designer?project=${projectId}`, { token: customer });
    const basic = list.body.data.designers.find(
      (d: { company_name: string }) => d.company_name === 'Basic Remodel Co',
    );
    const hire = await api.post(
      '/api/hire_designer',
      { project: projectId, designer_id: basic.id },
      { token: customer },
    );
    expect(hire.status).toBe(201);
    expect(hire.body.data.designers.find((d: { id: number }) => d.id === basic.id).hired).toBe(
      true,
    );
    const designer = await login(server.url, 'basicpro@demo.test');
    const notes = await api.get('/api/notification?pending=1', { token: designer });
    const note = notes.body.data.data.find((n: { kind: string }) => n.kind === 'hire');
    expect(note).toBeTruthy();
    expect(note.link).toBe(`/account?project=${projectId}`);
    expect((await api.get(`/api/projectChat/${projectId}`, { token: designer })).status).toBe(200);
    const read = await api.put(
      `/api/notification/${note.id}`,
      { pending: false },
      { token: designer },
    );
    expect(read.body.data.pending).toBe(false);
    expect(
      (await api.put(`/api/notification/${note.id}`, { pending: false }, { token: customer }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.post(
          '/api/hire_designer',
          { project: projectId, designer_id: basic.id },
          { token: pro },
        )
      ).status,
    ).toBe(403);
  });
});

describe('project list', () => {
  type Listed = { id: number; role: string; showroom: string; customer: { name: string } };
  const ids = (rows: Listed[]) => rows.map((p) => p.id);
  it("lists the customer's own projects, newest first, paged", async () => {
    const res = await api.get('/api/projects?per_page=100', { token: customer });
    expect(res.status).toBe(200);
    const rows: Listed[] = res.body.data.data;
    expect(ids(rows)).toContain(projectId);
    expect(rows.every((p) => p.role === 'customer')).toBe(true);
    expect(ids(rows)).toEqual([...ids(rows)].sort((a, b) => b - a));
    expect(res.body.data.total).toBe(rows.length);
    const first = await api.get('/api/projects?per_page=1', { token: customer });
    expect(first.body.data.data).toHaveLength(1);
    expect(first.body.data.last_page).toBe(rows.length);
  });
  it("lists the showroom's projects for its Pro, with the customer, and a hired designer's", async () => {
    const forPro = await api.get('/api/projects?per_page=100', { token: pro });
    const row = (forPro.body.data.data as Listed[]).find((p) => p.id === projectId);
    expect(row).toMatchObject({ role: 'pro', showroom: 'AB12CD34' });
    expect(row?.customer.name).toBeTruthy();
    const designer = await login(server.url, 'basicpro@demo.test');
    const forDesigner = await api.get('/api/projects?per_page=100', { token: designer });
    // Hired in 'hiring and notifications' above.
    expect((forDesigner.body.data.data as Listed[]).find((p) => p.id === projectId)?.role).toBe(
      'designer',
    );
  });
  it('lists nothing of others and needs a sign-in', async () => {
    const res = await api.get('/api/projects?per_page=100', { token: other });
    expect(ids(res.body.data.data)).not.toContain(projectId);
    expect((await api.get('/api/projects')).status).toBe(401);
    expect((await api.get('/api/projects?page=0', { token: customer })).status).toBe(422);
  });
});
