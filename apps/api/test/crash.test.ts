// The crash test of issue 7: 20 clients place orders (checkout with an idempotency key) and post
// chat messages while the real server process is killed with SIGKILL at a random moment; it
// restarts on the same data directory; every request that got a 2xx is there exactly once.
// Five rounds on one data directory. The figures go to apps/api/.reliability/crash-test.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  client,
  type Loose,
  type Reply,
  registration,
  SANDBOX_CARD,
  verifyEmail,
} from './helpers.ts';
import {
  apiDir,
  freePort,
  removeAll,
  type ServerProcess,
  startServerProcess,
  stopServer,
  tempDir,
  waitFor,
  waitReady,
} from './process.ts';

const CLIENTS = 20;
const ROUNDS = 5;
const RESTART_LIMIT_MS = 10_000;
/** Orders acknowledged in a round before the kill may come. */
const MIN_ORDERS = 10;
const dirs: string[] = [];
let running: ServerProcess | undefined;
afterAll(async () => {
  if (running) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  removeAll(dirs);
});

interface Customer {
  email: string;
  token: string;
  projectId: number;
  /** idempotency key -> order id, for every checkout that got a 2xx. */
  orders: Map<string, number>;
  /** Keys sent whose answer never came (the server died): retried after the restart. */
  pending: Set<string>;
  /** nonce -> message id, for every chat message that got a 2xx. */
  messages: Map<string, number>;
  /** Nonces sent whose answer never came. */
  unsure: Set<string>;
}

interface Round {
  round: number;
  killed_after_ms: number;
  restart_ms: number;
  /** Acknowledged in this round (before the kill, plus retries after the restart). */
  orders_acknowledged_this_round: number;
  messages_acknowledged_this_round: number;
  /** Every acknowledgement so far (all rounds), and how many of them the restarted server has. */
  orders_acknowledged: number;
  orders_found: number;
  orders_found_twice: number;
  orders_retried_after_restart: number;
  messages_acknowledged: number;
  messages_found: number;
  messages_found_twice: number;
  requests_failed_by_the_kill: number;
}

let serial = 0;
const nextId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

/** One checkout with `key`; answers the order id on a 2xx, undefined when the server died. */
async function checkout(base: string, c: Customer, key: string): Promise<number | undefined> {
  const api = client(base);
  let res: Reply;
  try {
    res = await api.post(
      '/api/checkout',
      { idempotency_key: key, project_id: c.projectId },
      { token: c.token, headers: { 'Idempotency-Key': key } },
    );
  } catch {
    return undefined; // connection reset: no answer
  }
  if (res.status === 200 || res.status === 201) return res.body.data.id as number;
  // Anything else (a 4xx or 5xx from a live server) is a bug.
  throw new Error(`checkout ${key}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A client's loop: cart line, checkout, chat message, until `stop` is set or the server dies. */
async function work(base: string, c: Customer, state: { stop: boolean; failed: number }) {
  const api = client(base);
  let product = 1 + (c.projectId % 50);
  while (!state.stop) {
    try {
      const added = await api.post(
        '/api/projectCart/sync_to_cart',
        { product_id: product, qty: 1, showroom: 'AB12CD34', project_id: c.projectId },
        { token: c.token },
      );
      if (added.status !== 200)
        throw new Error(`cart: ${added.status} ${JSON.stringify(added.body)}`);
    } catch (err) {
      if ((err as Error).message.startsWith('cart:')) throw err;
      state.failed++;
      return;
    }
    product = 1 + ((product + 7) % 50);
    const key = nextId('crash-order');
    c.pending.add(key);
    const id = await checkout(base, c, key);
    if (id === undefined) {
      state.failed++;
      return;
    }
    c.pending.delete(key);
    c.orders.set(key, id);

    const nonce = nextId('nonce');
    c.unsure.add(nonce);
    let sent: Reply;
    try {
      sent = await api.post(
        '/api/projectChat',
        { project_id: c.projectId, message: `crash test ${nonce}` },
        { token: c.token },
      );
    } catch {
      state.failed++;
      return;
    }
    if (sent.status !== 201) throw new Error(`chat: ${sent.status} ${JSON.stringify(sent.body)}`);
    c.unsure.delete(nonce);
    c.messages.set(nonce, sent.body.data.id);
  }
}

async function allOrders(base: string, c: Customer): Promise<number[]> {
  const api = client(base);
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/orders?page=${page}&per_page=50`, { token: c.token });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.data.map((o: Loose) => o.id as number));
    if (page >= res.body.data.last_page) return ids;
  }
}

async function allMessages(base: string, c: Customer): Promise<{ id: number; text: string }[]> {
  const api = client(base);
  const found: { id: number; text: string }[] = [];
  let before = '';
  for (;;) {
    const res = await api.get(`/api/projectChat?project=${c.projectId}${before}`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data.Project_chats as { id: number; message: string }[];
    found.push(...rows.map((m) => ({ id: m.id, text: m.message })));
    if (rows.length < 50) return found;
    before = `&before=${rows[0]?.id}`;
  }
}

function countBy<T>(values: T[]) {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGKILL under load (PGlite)', () => {
  it(`${ROUNDS} rounds: ${CLIENTS} clients, kill -9, restart within 10 s, every 2xx there exactly once`, async () => {
    const dataDir = join(tempDir('api-crash-', dirs), 'data');
    const port = await freePort();
    // Behind a (loopback) proxy: each customer registers from an address of its own, within the
    // per-address registration limit.
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
    };
    running = startServerProcess(env);
    await waitReady(running);
    const base = running.url;
    const api = client(base);

    // 20 fresh customers (saved card and address), each with a project in showroom AB12CD34.
    const customers: Customer[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const email = `crash-${i}@example.test`;
      const reg = await api.post('/api/register', registration(email, SANDBOX_CARD), {
        headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      const token = reg.body.data.token as string;
      await verifyEmail(base, email);
      const project = await api.post(
        '/api/projectCart',
        { showroom: 'AB12CD34', name: `Crash ${i}` },
        { token },
      );
      expect(project.status, JSON.stringify(project.body)).toBe(201);
      customers.push({
        email,
        token,
        projectId: project.body.data.id,
        orders: new Map(),
        pending: new Set(),
        messages: new Map(),
        unsure: new Set(),
      });
    }

    const rounds: Round[] = [];
    let ordersBefore = 0;
    let messagesBefore = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const state = { stop: false, failed: 0 };
      const workers = customers.map((c) => work(base, c, state));
      // Kill at a random moment once the load really runs: after at least MIN_ORDERS orders of
      // this round were acknowledged (however slow the machine), then 0-2 s more.
      const loadStarted = Date.now();
      const ackedSoFar = () => customers.reduce((n, c) => n + c.orders.size, 0);
      const atStart = ackedSoFar();
      await Promise.race([
        waitFor(() => ackedSoFar() - atStart >= MIN_ORDERS, 120_000),
        Promise.all(workers).then(() => {
          throw new Error('the clients stopped before the kill');
        }),
      ]);
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 2000)));
      const killAfter = Date.now() - loadStarted;
      const server = running;
      server.child.kill('SIGKILL');
      await server.exited;
      state.stop = true;
      await Promise.all(workers);

      // Restart on the same directory: listening and ready within 10 s.
      const restarted = Date.now();
      running = startServerProcess(env);
      await waitReady(running, 60_000);
      const restartMs = Date.now() - restarted;
      expect(running.output()).not.toContain('First start');

      // A real client retries what got no answer with the same key: never a second order.
      let retried = 0;
      for (const c of customers) {
        for (const key of [...c.pending]) {
          const id = await checkout(base, c, key);
          expect(id).toBeDefined();
          c.pending.delete(key);
          c.orders.set(key, id as number);
          retried++;
        }
      }

      let ordersAcked = 0;
      let ordersFound = 0;
      let ordersTwice = 0;
      let messagesAcked = 0;
      let messagesFound = 0;
      let messagesTwice = 0;
      for (const c of customers) {
        const ids = await allOrders(base, c);
        const counts = countBy(ids);
        ordersAcked += c.orders.size;
        for (const id of c.orders.values()) {
          const n = counts.get(id) ?? 0;
          if (n >= 1) ordersFound++;
          if (n > 1) ordersTwice++;
        }
        // No order the customer did not ask for: one order per key, and nothing else.
        expect(new Set(c.orders.values()).size).toBe(c.orders.size);
        expect(ids.length).toBe(c.orders.size);

        const messages = await allMessages(base, c);
        const byNonce = countBy(messages.map((m) => /crash test (\S+)/.exec(m.text)?.[1] ?? ''));
        messagesAcked += c.messages.size;
        for (const nonce of c.messages.keys()) {
          const n = byNonce.get(nonce) ?? 0;
          if (n >= 1) messagesFound++;
          if (n > 1) messagesTwice++;
        }
        // A message whose answer was lost may or may not be there, but never twice.
        for (const nonce of c.unsure) expect(byNonce.get(nonce) ?? 0).toBeLessThanOrEqual(1);
        expect(messages.length).toBeLessThanOrEqual(c.messages.size + c.unsure.size);
      }
      const figures: Round = {
        round,
        killed_after_ms: killAfter,
        restart_ms: restartMs,
        orders_acknowledged_this_round: ordersAcked - ordersBefore,
        messages_acknowledged_this_round: messagesAcked - messagesBefore,
        orders_acknowledged: ordersAcked,
        orders_found: ordersFound,
        orders_found_twice: ordersTwice,
        orders_retried_after_restart: retried,
        messages_acknowledged: messagesAcked,
        messages_found: messagesFound,
        messages_found_twice: messagesTwice,
        requests_failed_by_the_kill: state.failed,
      };
      rounds.push(figures);
      ordersBefore = ordersAcked;
      messagesBefore = messagesAcked;
      console.log(`crash round ${JSON.stringify(figures)}`);
      expect(restartMs).toBeLessThan(RESTART_LIMIT_MS);
      expect(ordersFound).toBe(ordersAcked);
      expect(ordersTwice).toBe(0);
      expect(messagesFound).toBe(messagesAcked);
      expect(messagesTwice).toBe(0);
      // The load really ran into the kill.
      expect(state.failed).toBeGreaterThan(0);
    }
    expect(customers.reduce((n, c) => n + c.orders.size, 0)).toBeGreaterThanOrEqual(
      ROUNDS * MIN_ORDERS,
    );

    // Stop cleanly and look at the data directory itself: one order per idempotency key.
    expect(await stopServer(running)).toBe(0);
    running = undefined;
    const pg = await PGlite.create(join(dataDir, 'pgdata'));
    try {
      const rows = await pg.query<{ key: string; n: number }>(
        `select idempotency_key as key, count(*)::int as n from orders
         where idempotency_key like 'crash-order-%' group by 1`,
      );
      const inDb = new Map(rows.rows.map((r) => [r.key, r.n]));
      const acked = customers.flatMap((c) => [...c.orders.keys()]);
      expect(acked.filter((k) => inDb.get(k) !== 1)).toEqual([]);
      expect(inDb.size).toBe(acked.length);
    } finally {
      await pg.close();
    }

    const outDir = join(apiDir, '.reliability');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, 'crash-test.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          clients: CLIENTS,
          restart_limit_ms: RESTART_LIMIT_MS,
          rounds,
        },
        null,
        2,
      )}\n`,
    );
  }, 300_000);
});
