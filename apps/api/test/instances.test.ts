// Two real API processes on one PostgreSQL database (issue 7, "Many instances on PostgreSQL"):
// the chat live stream, the login rate limit and checkout idempotency work across instances.
// Runs in the PostgreSQL half of `pnpm test` (scripts/test.mjs sets TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, PASSWORD, registration, SANDBOX_CARD, verifyEmail } from './helpers.ts';
import {
  freePort,
  removeAll,
  type ServerProcess,
  startServerProcess,
  stopServer,
  tempDir,
  waitFor,
  waitReady,
} from './process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.log(
    'two-instance test skipped: it needs PostgreSQL (one PGlite data directory belongs to one process); ' +
      'it runs in the PostgreSQL half of `pnpm --filter @brand/api test`.',
  );
}

const dirs: string[] = [];
const servers: ServerProcess[] = [];
let dbName = '';
let a: ServerProcess;
let b: ServerProcess;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function startInstance(url: string, port: number) {
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: tempDir('api-inst-', dirs),
  });
  servers.push(server);
  return server;
}

/** Reads server-sent events from `url` until `until` returns true for one of them. */
async function sse(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  async function next(
    until: (e: { event: string; data: string }) => boolean,
    ms: number,
  ): Promise<{ event: string; data: string }> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = events.find(until);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error(`no such event within ${ms} ms: ${buffer}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
        const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
        events.push({ event, data });
        end = buffer.indexOf('\n\n');
      }
    }
  }
  return { next, close: () => controller.abort() };
}

describe.skipIf(!baseUrl)('two API instances on one PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `t_inst_${randomBytes(5).toString('hex')}`;
    await admin((c) => c.query(`create database ${dbName}`));
    const u = new URL(baseUrl as string);
    u.pathname = `/${dbName}`;
    // Both start at once on an empty database: migrations and the seed run once between them.
    const [pa, pb] = [await freePort(), await freePort()];
    a = startInstance(u.toString(), pa);
    b = startInstance(u.toString(), pb);
    await Promise.all([waitReady(a, 240_000), waitReady(b, 240_000)]);
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) expect(await stopServer(s)).toBe(0);
    if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    removeAll(dirs);
  }, 60_000);

  it('both answer /readyz on PostgreSQL and the demo data exists once', async () => {
    for (const s of [a, b]) {
      const res = await client(s.url).get('/readyz');
      expect(res.body).toEqual({ status: 'ready', database: 'postgres' });
    }
    const u = new URL(baseUrl as string);
    u.pathname = `/${dbName}`;
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    try {
      const users = await c.query(
        `select count(*)::int as n from users where email = 'customer@demo.test'`,
      );
      expect(users.rows[0].n).toBe(1);
    } finally {
      await c.end();
    }
  });

  it('a chat message posted to instance A arrives on a live stream opened on instance B', async () => {
    const reg = await client(a.url).post(
      '/api/register',
      registration('chat-ab@example.test', SANDBOX_CARD),
    );
    expect(reg.status).toBe(201);
    const token = reg.body.data.token as string;
    // The token made on A works on B: sessions live in the database.
    const project = await client(b.url).post(
      '/api/projectCart',
      { showroom: 'AB12CD34', name: 'Two instances' },
      { token },
    );
    expect(project.status).toBe(201);
    const projectId = project.body.data.id as number;

    const stream = await sse(`${b.url}/api/projectChat/${projectId}/stream`, token);
    try {
      await stream.next((e) => e.event === 'ready', 10_000);
      const nonce = `across-${randomBytes(6).toString('hex')}`;
      const sent = await client(a.url).post(
        '/api/projectChat',
        { project_id: projectId, message: `hello from A ${nonce}` },
        { token },
      );
      expect(sent.status).toBe(201);
      const started = Date.now();
      const event = await stream.next(
        (e) => e.event === 'message' && e.data.includes(nonce),
        10_000,
      );
      const payload = JSON.parse(event.data);
      expect(payload.chat.id).toBe(sent.body.data.id);
      expect(payload.chat.message).toBe(`hello from A ${nonce}`);
      console.log(`chat A -> stream on B in ${Date.now() - started} ms`);
    } finally {
      stream.close();
    }
  });

  it('the sign-in backoff counts failures on both instances together (5, then 429)', async () => {
    const email = 'customer@demo.test';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push(
        (await client(instance.url).post('/api/login', { email, password: 'wrong-pass-1' })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    // The sixth attempt is refused on either instance, even with the right password.
    for (const instance of [b, a]) {
      const limited = await client(instance.url).post('/api/login', { email, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many attempts/);
    }
  });

  it('a per-address limit (the lead form: 10 an hour) counts on both instances together', async () => {
    // A fixed one-hour window: stay clear of its edge so all requests fall in one window.
    const intoWindow = (Date.now() / 1000) % 3600;
    if (intoWindow > 3590) await new Promise((r) => setTimeout(r, (3601 - intoWindow) * 1000));
    const lead = (instance: ServerProcess, n: number) => {
      const form = new FormData();
      form.set('full_name', 'Lee Lead');
      form.set('email', `lead-${n}@example.test`);
      form.set('phone_number', '(415) 555-0111');
      form.set('lead_type', 'Pop-Ups');
      return client(instance.url).call('POST', '/api/sample_request', { raw: form });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await lead(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    for (const instance of [a, b]) {
      const over = await lead(instance, 99);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).not.toBeNull();
    }
  });

  it('one idempotency key sent to both instances at once makes exactly one order', async () => {
    const reg = await client(b.url).post(
      '/api/register',
      registration('twice@example.test', SANDBOX_CARD),
    );
    expect(reg.status).toBe(201);
    const token = reg.body.data.token as string;
    await verifyEmail(a.url, 'twice@example.test');
    const project = await client(a.url).post(
      '/api/projectCart',
      { showroom: 'AB12CD34', name: 'One order' },
      { token },
    );
    const projectId = project.body.data.id as number;
    for (const id of [1, 2, 3]) {
      const added = await client(a.url).post(
        '/api/projectCart/sync_to_cart',
        { product_id: id, qty: 2, showroom: 'AB12CD34', project_id: projectId },
        { token },
      );
      expect(added.status).toBe(200);
    }
    const key = `both-${randomBytes(6).toString('hex')}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client(i % 2 === 0 ? a.url : b.url).post(
          '/api/checkout',
          { idempotency_key: key, project_id: projectId },
          { token, headers: { 'Idempotency-Key': key } },
        ),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const orders = await client(b.url).get('/api/orders', { token });
    expect(orders.body.data.total).toBe(1);
    expect(orders.body.data.data[0].items).toHaveLength(3);
  });

  it('a product written by plain SQL is found, renamed and gone on both instances within a second', async () => {
    // The first search builds each instance's index (the database answers until then).
    for (const s of [a, b]) await client(s.url).get('/api/search?q=slate');
    await waitFor(() => [a, b].every((s) => s.output().includes('Search index: ')), 120_000);
    const u = new URL(baseUrl as string);
    u.pathname = `/${dbName}`;
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    const namesOn = async (s: ServerProcess, q: string) =>
      ((await client(s.url).get(`/api/search?q=${q}`)).body.data.data as { name: string }[]).map(
        (p) => p.name,
      );
    /** Polls both instances for up to a second until `check` holds on each. */
    async function onBothWithinASecond(check: (s: ServerProcess) => Promise<boolean>) {
      const started = Date.now();
      for (const s of [a, b]) {
        let held = await check(s);
        while (!held && Date.now() - started <= 1_000) {
          await new Promise((r) => setTimeout(r, 20));
          held = await check(s);
        }
        expect(held, `not within a second on ${s.url}`).toBe(true);
      }
    }
    try {
      const inserted = await c.query(
        `INSERT INTO products (hash, name, brand, vendor_id, category_id, price_cents)
         SELECT 'inst' || floor(random() * 1e9)::text, 'Thistlemoor Onyx Slab', 'Arcadia',
           vendor_id, category_id, 54321 FROM products WHERE id = 1 RETURNING id`,
      );
      const id = inserted.rows[0].id as number;
      await onBothWithinASecond(async (s) =>
        (await namesOn(s, 'thistlemoor')).includes('Thistlemoor Onyx Slab'),
      );
      await c.query(`UPDATE products SET name = 'Brackenfold Onyx Slab' WHERE id = $1`, [id]);
      await onBothWithinASecond(
        async (s) =>
          (await namesOn(s, 'thistlemoor')).length === 0 &&
          (await namesOn(s, 'brackenfold')).includes('Brackenfold Onyx Slab'),
      );
      await c.query('DELETE FROM products WHERE id = $1', [id]);
      await onBothWithinASecond(async (s) => (await namesOn(s, 'brackenfold')).length === 0);
    } finally {
      await c.end();
    }
  }, 180_000);
});
