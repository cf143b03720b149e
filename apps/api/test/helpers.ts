import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import type { Deps } from '../src/env.ts';
import { type SeedOptions, seedIfEmpty } from '../src/seed/index.ts';
import { outboxMailer } from '../src/services/mailer.ts';
import type { PaymentProcessor } from '../src/services/payments.ts';
import type { PayoutProvider } from '../src/services/payouts.ts';
import { createProviders } from '../src/services/providers.ts';
import { type FileStorage, memoryStorage } from '../src/services/storage.ts';

/**
 * A throwaway database on TEST_DATABASE_URL's server: its URL, and `drop` to remove it. Null
 * without a server (the PGlite run).
 */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(server);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A PGlite dump made once per run by test/pglite-templates.ts (vitest's global setup), or
 * undefined outside it (the benches): `blank` (initdb only) or `small-seed` (SMALL_SEED).
 */
function pgliteTemplate(name: 'blank' | 'small-seed'): Promise<Blob | undefined> {
  const dir = process.env.TEST_PGLITE_TEMPLATES;
  if (!dir) return Promise.resolve(undefined);
  // Read once per test file (a dump is about 40 MB): a Blob is immutable, so every database of
  // the file can start from the same one.
  let template = templates.get(name);
  if (!template) {
    template = readFile(join(dir, `${name}.tar`)).then((tar) => new Blob([new Uint8Array(tar)]));
    templates.set(name, template);
  }
  return template;
}
const templates = new Map<string, Promise<Blob>>();

/**
 * A fresh database: in-memory PGlite, or a throwaway database on TEST_DATABASE_URL's server.
 * `seeded`: PGlite starts from the run's SMALL_SEED dump (already migrated and seeded; the
 * caller's migrate and seedIfEmpty then find nothing to do).
 */
export async function freshDatabase({
  seeded = false,
}: {
  seeded?: boolean;
} = {}): Promise<Database> {
  const throwaway = await throwawayPostgres();
  if (!throwaway) {
    return openPglite(undefined, {
      loadDataDir: await pgliteTemplate(seeded ? 'small-seed' : 'blank'),
    });
  }
  const database = await openPostgres(throwaway.url);
  const close = database.close;
  database.close = async () => {
    await close();
    await throwaway.drop();
  };
  return database;
}

export interface TestServer {
  url: string;
  deps: Deps;
  /** Response-schema mismatches seen so far (tests assert there are none). */
  drift: string[];
  /** A clock tests can move. */
  clock: { now: Date };
  close(): Promise<void>;
}

export const SMALL_SEED: SeedOptions = {
  products: 420,
  floorPlans: 6,
  templatesPerPlan: 2,
  scryptN: 1024,
};

export async function startServer(
  options: {
    seed?: SeedOptions;
    /**
     * The card processor (default: the sandbox on this database, or Stripe with `stripe`);
     * `base` is that default, for a test that wraps it.
     */
    payments?: (db: Database['db'], base: PaymentProcessor) => PaymentProcessor;
    /** The payout provider (default: the sandbox on this database, or Stripe with `stripe`). */
    payouts?: (db: Database['db'], base: PayoutProvider) => PayoutProvider;
    /**
     * Issue 27: PAYMENTS=stripe against this fake of the Stripe API (test/fake-stripe.ts):
     * its URL is STRIPE_API_BASE and its keys are the Stripe keys.
     */
    stripe?: {
      url: string;
      keys: { secretKey: string; publishableKey: string; webhookSecret: string };
    };
    storage?: FileStorage;
    env?: NodeJS.ProcessEnv;
    /** scrypt cost of new hashes and of the unknown-email check (default 1024: fast tests). */
    scryptN?: number;
    /** The built site and embed to serve, as main.ts does. */
    staticRoots?: Deps['staticRoots'];
    /** Config fields to set beside what `env` gives (e.g. the password hashing limits). */
    config?: Partial<Config>;
  } = {},
): Promise<TestServer> {
  const database = await freshDatabase({ seeded: options.seed === undefined });
  await database.migrate();
  await seedIfEmpty(database, options.seed ?? SMALL_SEED);
  const clock = { now: new Date() };
  const drift: string[] = [];
  const stripeEnv = options.stripe
    ? {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: options.stripe.keys.secretKey,
        STRIPE_PUBLISHABLE_KEY: options.stripe.keys.publishableKey,
        STRIPE_WEBHOOK_SECRET: options.stripe.keys.webhookSecret,
        STRIPE_API_BASE: options.stripe.url,
      }
    : {};
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...stripeEnv, ...options.env }),
    scryptN: options.scryptN ?? SMALL_SEED.scryptN ?? 1024,
    ...options.config,
  };
  const providers = createProviders(config, database.db);
  const deps: Deps = {
    config,
    database,
    mailer: outboxMailer(database.db),
    storage: options.storage ?? memoryStorage(),
    payments: options.payments
      ? options.payments(database.db, providers.payments)
      : providers.payments,
    payouts: options.payouts ? options.payouts(database.db, providers.payouts) : providers.payouts,
    stripe: providers.stripe,
    now: () => clock.now,
    staticRoots: options.staticRoots,
    checkResponses: (endpoint, errors) => {
      drift.push(`${endpoint.method} ${endpoint.path}: ${JSON.stringify(errors)}`);
    },
  };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    drift,
    clock,
    async close() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely and assert on them.
export type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny JSON client over real HTTP. */
export function client(base: string) {
  async function call<T = Loose>(
    method: string,
    path: string,
    init: {
      token?: string;
      ai?: string;
      body?: unknown;
      headers?: Record<string, string>;
      raw?: BodyInit;
    } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.ai) headers.AuthorizationAI = `Bearer ${init.ai}`;
    let body: BodyInit | undefined = init.raw;
    if (init.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    call,
    get: <T = Loose>(path: string, init?: Parameters<typeof call>[2]) => call<T>('GET', path, init),
    post: <T = Loose>(path: string, body?: unknown, init?: Parameters<typeof call>[2]) =>
      call<T>('POST', path, { ...init, body }),
    put: <T = Loose>(path: string, body?: unknown, init?: Parameters<typeof call>[2]) =>
      call<T>('PUT', path, { ...init, body }),
    del: <T = Loose>(path: string, init?: Parameters<typeof call>[2]) =>
      call<T>('DELETE', path, init),
  };
}

export const PASSWORD = 'demo-pass-123';

/** A valid customer registration (spec 1 §3) for `email`; `extra` adds or overrides fields. */
export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  full_name: 'Jamie Rivera Lopez',
  email,
  password: 'long-enough-1',
  country_code: '+1',
  phone_number: '(415) 555-0199',
  zip_code: '94110',
  agree: true,
  i_accept: true,
  shipping_street: '1 Main St',
  shipping_city: 'Oakland',
  shipping_state: 'CA',
  shipping_zip_code: '94607',
  ...extra,
});

/** The card and billing fields of a registration with the sandbox's test Visa. */
export const SANDBOX_CARD = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Jamie Rivera',
  exp_date: '12/34',
  cvv: '123',
  pay_street: '1 Main St',
  pay_state: 'CA',
  pay_city: 'Oakland',
  pay_zip_code: '94607',
};

/** The first 33 bytes of a PNG of `width` x `height` (enough for the server's size check). */
export function pngHeader(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** Signs in and answers the token. */
export async function login(base: string, email: string, password = PASSWORD): Promise<string> {
  const res = await client(base).post('/api/login', { email, password });
  if (res.status !== 200)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** The newest mail to `to` from the dev mailbox. */
export async function lastMail(
  base: string,
  to: string,
): Promise<{ subject: string; text: string }> {
  const res = await client(base).get('/dev/mailbox');
  const mail = (res.body.data as { to: string; subject: string; text: string }[]).find(
    (m) => m.to === to,
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * Opens the verification link mailed to `email` (checkout needs a verified email, issue 13).
 * `headers` lets a test behind TRUST_PROXY say which client it is.
 */
export async function verifyEmail(base: string, email: string) {
  const mail = await lastMail(base, email);
  const link = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const res = await client(base).get(`/api/email/verify/${link}`);
  if (res.status !== 200)
    throw new Error(`verify ${email}: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Signs an admin in and passes the one-time code. */
export async function loginAdmin(base: string): Promise<string> {
  const token = await login(base, 'admin@demo.test');
  const api = client(base);
  await api.get('/api/login/verify_otp', { token });
  const mail = await lastMail(base, 'admin@demo.test');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const res = await api.get(`/api/login/verify_otp?otp=${code}`, { token });
  if (res.body?.data?.valid_otp !== true)
    throw new Error(`otp failed: ${JSON.stringify(res.body)}`);
  return token;
}
