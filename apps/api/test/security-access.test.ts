// Issue 13, the attacks on access: the local outbox from another machine (1), an Admin token
// before its one-time code (8), tokens that never expire (9), response headers (10) and chat
// files anyone holding the URL could read (14). Each test performs the attack.
import { TOKEN_ABSOLUTE_DAYS, TOKEN_IDLE_DAYS } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { sha256 } from '../src/auth/crypto.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { client, lastMail, login, pngHeader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const DAY = 86_400_000;
/** What @hono/node-server passes as the app's env: the request's socket. */
const socketFrom = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 51_000, remoteFamily: 'IPv4' } },
});

describe('item 1: the local outbox is not an open door', () => {
  it('`pnpm start` binds to 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses /dev/mailbox to a client on another machine, whatever it forwards', async () => {
    // The takeover of the issue: ask a reset link for the Admin, then read the outbox remotely.
    await api.post('/api/password/email', { email: 'admin@demo.test' });
    const app = createApp(server.deps);
    for (const headers of [
      {} as Record<string, string>,
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Real-IP': '127.0.0.1' },
      { Forwarded: 'for=127.0.0.1' },
    ]) {
      const res = await app.request('/dev/mailbox', { headers }, socketFrom('203.0.113.7'));
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const body = (await res.json()) as { message: string; data?: unknown };
      expect(body.message).toMatch(/only from this machine.*SMTP_URL/);
      expect(JSON.stringify(body)).not.toContain('password_reset');
    }
    // Trusting a proxy for rate limits never opens the outbox to forwarded addresses.
    const behindProxy = createApp({
      ...server.deps,
      config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '203.0.113.0/24' }),
    });
    const relayed = await behindProxy.request(
      '/dev/mailbox',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      socketFrom('203.0.113.7'),
    );
    expect(relayed.status).toBe(403);
  });

  it('answers a client on this machine, but not a request a local proxy relayed', async () => {
    const local = await api.get('/dev/mailbox');
    expect(local.status).toBe(200);
    expect(local.body.data.some((m: { to: string }) => m.to === 'admin@demo.test')).toBe(true);
    const relayed = await api.get('/dev/mailbox', {
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    });
    expect(relayed.status).toBe(403);
  });

  it('does not exist in production', async () => {
    const production = createApp({
      ...server.deps,
      config: loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }),
    });
    expect((await production.request('/dev/mailbox', {}, socketFrom('127.0.0.1'))).status).toBe(
      404,
    );
  });
});

describe('item 8: an Admin token before its one-time code', () => {
  it('reads neither notifications (applicants) nor the profile until the code is verified', async () => {
    const token = await login(server.url, 'admin@demo.test');
    for (const path of ['/api/notification', '/api/profile', '/api/orders', '/api/setting']) {
      const res = await api.get(path, { token });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: 'Please verify your one-time code first.' });
    }
    // The code, resend and authuser calls work; then everything does.
    expect((await api.get('/api/authuser', { token })).status).toBe(200);
    expect((await api.get('/api/email/resend', { token })).status).toBe(200);
    expect((await api.get('/api/login/verify_otp', { token })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMail(server.url, 'admin@demo.test')).text)?.[1];
    const verified = await api.get(`/api/login/verify_otp?otp=${code}`, { token });
    expect(verified.body.data.valid_otp).toBe(true);
    expect((await api.get('/api/notification', { token })).status).toBe(200);
    expect((await api.get('/api/profile', { token })).status).toBe(200);
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(200);
  });

  it('may log out before the code', async () => {
    const token = await login(server.url, 'admin@demo.test');
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(200);
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
  });
});

describe('item 9: tokens expire', () => {
  const at = (ms: number) => {
    server.clock.now = new Date(ms);
  };
  afterAll(() => {
    server.clock.now = new Date();
  });

  it(`after ${TOKEN_IDLE_DAYS} idle days: 401 Unauthenticated`, async () => {
    const start = Date.now();
    at(start);
    const token = await login(server.url, 'newcustomer@demo.test');
    at(start + TOKEN_IDLE_DAYS * DAY - 60_000);
    expect((await api.get('/api/authuser', { token })).status).toBe(200);
    // That use renewed it: another almost-7 days later it still works...
    at(start + 2 * TOKEN_IDLE_DAYS * DAY - 120_000);
    expect((await api.get('/api/authuser', { token })).status).toBe(200);
    // ...and 7 days without use end it.
    at(start + 3 * TOKEN_IDLE_DAYS * DAY);
    const expired = await api.get('/api/authuser', { token });
    expect(expired).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it(`after ${TOKEN_ABSOLUTE_DAYS} days however often it is used`, async () => {
    const start = Date.now();
    at(start);
    const token = await login(server.url, 'newcustomer@demo.test');
    for (let day = 5; day < TOKEN_ABSOLUTE_DAYS; day += 5) {
      at(start + day * DAY);
      expect((await api.get('/api/authuser', { token })).status, `day ${day}`).toBe(200);
    }
    at(start + TOKEN_ABSOLUTE_DAYS * DAY + 60_000);
    expect((await api.get('/api/authuser', { token })).status).toBe(401);
    expect((await api.get('/api/profile', { token })).status).toBe(401);
  });

  it('writes the last use at most every 10 minutes, not on every request', async () => {
    const start = Date.now();
    at(start);
    const token = await login(server.url, 'newcustomer@demo.test');
    const { db } = server.deps.database;
    const lastUsed = async () =>
      (
        await db
          .select()
          .from(t.tokens)
          .where(eq(t.tokens.tokenHash, sha256(token)))
      )[0]?.lastUsedAt;
    const issued = await lastUsed();
    at(start + 5 * 60_000);
    await api.get('/api/authuser', { token });
    await api.get('/api/authuser', { token });
    expect(await lastUsed()).toEqual(issued);
    at(start + 11 * 60_000);
    await api.get('/api/authuser', { token });
    expect((await lastUsed())?.getTime()).toBe(start + 11 * 60_000);
  });
});

describe('item 10: headers', () => {
  it('every API answer says nosniff and a referrer policy; no HSTS over http', async () => {
    for (const path of ['/api/setting', '/api/definitely-not-here', '/healthz']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const https = createApp({
      ...server.deps,
      config: { ...server.deps.config, publicUrl: 'https://showroom.example' },
    });
    const res = await https.request('/api/setting');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('item 14: chat files are for project members only', () => {
  it('answers members through signed short-lived links, and 403 to anyone else', async () => {
    const customer = await login(server.url, 'customer@demo.test');
    const pro = await login(server.url, 'pro@demo.test');
    const stranger = await login(server.url, 'newcustomer@demo.test');
    const projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    const form = new FormData();
    form.set('file', new File([pngHeader(400, 300)], 'floor-plan.png', { type: 'image/png' }));
    const up = await api.call('POST', `/api/projectChat/${projectId}/files`, {
      raw: form,
      token: customer,
    });
    expect(up.status).toBe(201);
    const url = up.body.data.files[0].url as string;
    expect(url).toMatch(/^\/storage\/chat\/\d+\/[\w-]+\.png\?expires=\d+&signature=[\w-]+$/);
    const bare = url.split('?')[0] as string;

    // The member's link works, and so does the link the Pro's chat view hands out.
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    const proView = await api.get(`/api/projectChat/${projectId}`, { token: pro });
    const proUrl = proView.body.data.room_files[0].url as string;
    expect((await fetch(`${server.url}${proUrl}`)).status).toBe(200);

    // Anyone holding the bare URL, or a forged or moved signature: 403 with a message.
    for (const attempt of [
      bare,
      `${bare}?expires=9999999999&signature=forged`,
      url.replace(/signature=[\w-]{4}/, 'signature=AAAA'),
      url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 600}`),
    ]) {
      const res = await fetch(`${server.url}${attempt}`);
      expect(res.status, attempt).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /not valid or has expired/,
      );
    }
    // Another customer cannot get a link at all.
    expect((await api.get(`/api/projectChat/${projectId}`, { token: stranger })).status).toBe(403);
    // The link stops working once expired.
    server.clock.now = new Date(Date.now() + 3 * 3600_000);
    try {
      expect((await fetch(`${server.url}${url}`)).status).toBe(403);
    } finally {
      server.clock.now = new Date();
    }
  });
});
