// Issue 13, the starts: demo data and known passwords never reach production (2), production
// refuses the sandbox card processor unless told (16), and `kill -TERM` to `pnpm start` stops
// the API server too (18). Real processes on fresh PGlite data directories (PGlite only: one
// data directory belongs to one process).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, PASSWORD } from './helpers.ts';
import {
  apiDir,
  freePort,
  removeAll,
  repoRoot,
  type ServerProcess,
  startServerProcess,
  stopServer,
  tempDir,
  tsxLoader,
  waitFor,
  waitReady,
} from './process.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  removeAll(dirs);
});

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function start(env: NodeJS.ProcessEnv & { PORT: string }): ServerProcess {
  const server = startServerProcess({ SEED_PRODUCTS: '60', ...env });
  children.push(server.child);
  return server;
}

/** One start that must refuse: its exit code (null if it started anyway) and output. */
async function refusedStart(env: NodeJS.ProcessEnv & { PORT: string }) {
  const server = start(env);
  const code = await Promise.race([
    server.exited,
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000)),
  ]);
  if (code === 'running') server.child.kill('SIGKILL');
  return { code: code === 'running' ? null : code, output: server.output() };
}

/** A data directory the demo (`pnpm start`) seeded, shared by the tests below. */
let demoDataDir = '';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('starting the marketplace', () => {
  it('item 18: kill -TERM to the `pnpm start` process stops the API, frees the port and the data directory', async () => {
    demoDataDir = join(tempDir('api-start-', dirs), 'data');
    const port = await freePort();
    const pnpm = spawn('pnpm', ['start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        PORT: String(port),
        DATA_DIR: demoDataDir,
        SEED_PRODUCTS: '60',
        NODE_ENV: 'development',
        HOST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(pnpm);
    let out = '';
    pnpm.stdout?.on('data', (d) => {
      out += d;
    });
    pnpm.stderr?.on('data', (d) => {
      out += d;
    });
    await waitFor(async () => {
      if (pnpm.exitCode !== null) throw new Error(`pnpm start exited:\n${out}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
      } catch {
        return false;
      }
    }, 300_000);
    // Item 1: without HOST the demo listens on this machine only.
    expect(out).toContain('bound to 127.0.0.1');
    const lock = join(demoDataDir, 'api.pid');
    expect(existsSync(lock)).toBe(true);

    pnpm.kill('SIGTERM'); // what a process supervisor does, to the pid it started
    await waitFor(async () => !(await listening(port)) && !existsSync(lock), 20_000);
    expect(await listening(port)).toBe(false);
    expect(existsSync(lock)).toBe(false);
    // Nothing of the API is left running on that data directory.
    const stray = spawnSync('pgrep', ['-f', demoDataDir], { encoding: 'utf8' }).stdout.trim();
    expect(stray).toBe('');
  }, 400_000);

  it('item 2: a production start refuses a database whose accounts still hold the demo password, naming the fix', async () => {
    expect(demoDataDir).not.toBe('');
    const refused = await refusedStart({
      PORT: String(await freePort()),
      DATA_DIR: demoDataDir,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Refusing to start with NODE_ENV=production: \d+ accounts \(admin@demo\.test, .*\) still sign in with the public demo password "demo-pass-123"/,
    );
    expect(refused.output).toContain('pnpm --filter @brand/api db:lock-demo-accounts');
    expect(existsSync(join(demoDataDir, 'api.pid'))).toBe(false);

    // The named fix works: lock them, then production starts and the demo password is dead.
    const fix = spawnSync(
      process.execPath,
      ['--import', tsxLoader, 'scripts/db.ts', 'lock-demo-accounts'],
      { cwd: apiDir, env: { ...process.env, DATA_DIR: demoDataDir }, encoding: 'utf8' },
    );
    expect(fix.status, `${fix.stdout}${fix.stderr}`).toBe(0);
    expect(fix.stdout).toMatch(/Locked \d+ account\(s\) .*admin@demo\.test/);
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: demoDataDir,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
    });
    await waitReady(server);
    const login = await client(server.url).post('/api/login', {
      email: 'admin@demo.test',
      password: PASSWORD,
    });
    expect(login.status).toBe(422);
    expect(await stopServer(server)).toBe(0);
  }, 300_000);

  it('item 2: a fresh production database gets reference data, not the demo accounts', async () => {
    const dataDir = join(tempDir('api-prod-', dirs), 'data');
    const port = await freePort();
    const server = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
    });
    await waitReady(server);
    const api = client(server.url);
    const login = await api.post('/api/login', { email: 'admin@demo.test', password: PASSWORD });
    expect(login.status).toBe(422);
    const settings = await api.get('/api/setting');
    expect(settings.status).toBe(200);
    expect(settings.body.data.tax_rates.CA).toBe(7.25);
    expect((await api.get('/api/visualization/shop_profile?showroom=AB12CD34')).body.data).toBe(
      null,
    );
    expect((await api.get('/dev/mailbox')).status).toBe(404);
    expect(server.output()).toContain('PAYMENTS=sandbox');
    expect(server.output()).toContain('SMTP_URL');
    expect(await stopServer(server)).toBe(0);

    // The operator makes the first Admin; the demo password is not accepted for it.
    const createAdmin = (password: string) =>
      spawnSync(
        process.execPath,
        ['--import', tsxLoader, 'scripts/db.ts', 'create-admin', 'owner@showroom.example'],
        {
          cwd: apiDir,
          env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
          encoding: 'utf8',
        },
      );
    expect(createAdmin(PASSWORD).status).toBe(1);
    const made = createAdmin('a-real-long-secret');
    expect(made.status, `${made.stdout}${made.stderr}`).toBe(0);
    const again = start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
    });
    await waitReady(again);
    const owner = await client(again.url).post('/api/login', {
      email: 'owner@showroom.example',
      password: 'a-real-long-secret',
    });
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.type).toBe('Admin');
    const token = owner.body.data.token as string;
    expect((await client(again.url).get('/api/notification', { token })).status).toBe(403);
    expect(await stopServer(again)).toBe(0);
  }, 300_000);

  it.each([
    [
      'item 16: production without PAYMENTS',
      { NODE_ENV: 'production' },
      /NODE_ENV=production needs PAYMENTS: "stripe" .*STRIPE_SECRET_KEY.* or "sandbox"/,
    ],
    [
      'item 2: SEED_DEMO=1 in production',
      { NODE_ENV: 'production', PAYMENTS: 'sandbox', SEED_DEMO: '1' },
      /SEED_DEMO=1 seeds accounts with the public demo password.*refused with NODE_ENV=production/,
    ],
    ['an unknown processor', { PAYMENTS: 'paypal' }, /PAYMENTS=paypal is not a processor/],
    ['PAYMENTS=stripe without its keys', { PAYMENTS: 'stripe' }, /PAYMENTS=stripe needs STRIPE_/],
    [
      'a STRIPE_CONNECT_WEBHOOK_SECRET that is not a signing secret',
      {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake0123456789',
        STRIPE_CONNECT_WEBHOOK_SECRET: 'connect-secret',
      },
      /STRIPE_CONNECT_WEBHOOK_SECRET does not look like a Stripe key/,
    ],
  ])(
    'refuses %s with a message naming the fix',
    async (_what, env, message) => {
      const dataDir = join(tempDir('api-refuse-', dirs), 'data');
      const refused = await refusedStart({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        ...env,
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(message);
      expect(refused.output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    },
    120_000,
  );
});
