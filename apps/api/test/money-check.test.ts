// Issue 22 item 5: `pnpm --filter @brand/api money:check` on a real data directory (PGlite) or
// database (PostgreSQL pass): clean on the seeded demo and after a real order is charged and
// partly cancelled; it lists an order whose total was adjusted by hand and exits 1.
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { client, login, throwawayPostgres } from './helpers.ts';
import {
  apiDir,
  freePort,
  removeAll,
  type ServerProcess,
  startServerProcess,
  stopServer,
  tempDir,
  tsxLoader,
  waitReady,
} from './process.ts';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const s of servers) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await s.exited;
  }
  removeAll(dirs);
  for (const drop of drops) await drop();
});

function moneyCheck(env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, ['--import', tsxLoader, 'scripts/db.ts', 'money-check'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

it('is clean on the seeded demo and a real order, and lists an order that does not add up', async () => {
  const dataDir = tempDir('money-check-', dirs);
  const pg = await throwawayPostgres();
  if (pg) drops.push(pg.drop);
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  const start = async () => {
    const s = startServerProcess({ PORT: String(await freePort()), HOST: '127.0.0.1', ...env });
    servers.push(s);
    await waitReady(s);
    return s;
  };
  // The first start seeds the demo; the embedded database is read once the API stopped.
  await stopServer(await start());
  const seeded = moneyCheck(env);
  expect(seeded.output).toMatch(/money:check: all 0 order\(s\) in .* add up\./);
  expect(seeded.status).toBe(0);

  const server = await start();
  // A real order: two items, one approved (charged), the other cancelled.
  const api = client(server.url);
  const customer = await login(server.url, 'customer@demo.test');
  const project = await api.post('/api/projectCart', { showroom: 'AB12CD34' }, { token: customer });
  for (const product_id of [1, 2]) {
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id, qty: 1, showroom: 'AB12CD34', project_id: project.body.data.id },
      { token: customer },
    );
  }
  const placed = await api.post(
    '/api/checkout',
    { idempotency_key: 'money-check-1', project_id: project.body.data.id },
    { token: customer },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const [first, second] = placed.body.data.items;
  // Approved by its vendor (whichever of the two demo vendors sells it).
  const answers = [];
  for (const email of ['vendor@demo.test', 'othervendor@demo.test']) {
    const token = await login(server.url, email);
    answers.push(
      (
        await api.put(
          `/api/order_items/${first.id}/status`,
          { status: 'Vendor Approved' },
          { token },
        )
      ).status,
    );
  }
  expect(answers.sort()).toEqual([200, 403]);
  expect(
    (await api.post(`/api/order_items/${second.id}/cancel`, undefined, { token: customer })).status,
  ).toBe(200);
  await stopServer(server);

  const clean = moneyCheck(env);
  expect(clean.output).toMatch(/money:check: all 1 order\(s\) in .* add up\./);
  expect(clean.status).toBe(0);

  // The total adjusted by a delta, as the review saw it: listed, exit 1.
  const database = pg ? await openPostgres(pg.url) : await openPglite(`${dataDir}/pgdata`);
  await database.db
    .update(t.orders)
    .set({ totalCents: 2_122_322 })
    .where(eq(t.orders.id, placed.body.data.id));
  await database.close();
  const broken = moneyCheck(env);
  expect(broken.output).toContain(`${placed.body.data.number} (order ${placed.body.data.id}):`);
  expect(broken.output).toContain("The order's total is 2122322 cents");
  expect(broken.output).toMatch(/money:check: 1 of 1 order\(s\) in .* do not add up\./);
  expect(broken.status).toBe(1);
}, 300_000);
