import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, TEST_CLIENT } from '../scripts/oidc-test-issuer.mjs';
import { loadConfig } from '../src/config.ts';
import { client, PASSWORD, startServer, type TestServer } from './helpers.ts';

/**
 * Social sign-in end to end (docs/decisions/social-sign-in.md): a real OpenID Connect issuer
 * (oidc-provider, scripts/oidc-test-issuer.mjs) on a free port, the API configured for it as
 * the generic provider, and every redirect followed by hand with fetch.
 */
const CALLBACK = 'http://localhost:3000/api/auth/oidc/oidc/callback';

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  issuer = await startTestIssuer({ redirectUris: [CALLBACK] });
  server = await startServer({
    env: {
      OIDC_ISSUER_URL: issuer.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_NAME: 'Demo ID',
    },
  });
  api = client(server.url);
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
  await issuer.close();
});

/** A browser's cookies at the issuer, by name (the issuer's paths are all under its origin). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const value = pair.slice(at + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') {
        this.cookies.delete(pair.slice(0, at));
      } else this.cookies.set(pair.slice(0, at), value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const manual = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
const location = (res: Response) => {
  const to = res.headers.get('location');
  if (!to) throw new Error(`no redirect from ${res.url}: ${res.status}`);
  return to;
};

/**
 * Starts at the API, signs in at the issuer as `email` and comes back to the API's callback
 * (with `tamper` changing the callback URL or the state cookie first): the callback's redirect.
 */
async function signInAs(
  email: string,
  tamper: { query?: (q: URLSearchParams) => void; cookie?: (c: string) => string } = {},
) {
  const start = await manual(`${server.url}/api/auth/oidc/oidc/start?redirect=/cart`);
  expect(start.status).toBe(302);
  const stateCookie = start.headers.getSetCookie().find((c) => c.startsWith('oidc_state='));
  expect(stateCookie).toMatch(/HttpOnly/i);
  expect(stateCookie).toMatch(/SameSite=Lax/i);
  expect(stateCookie).toMatch(/Max-Age=600/);
  const cookie = stateCookie?.split(';')[0] ?? '';
  const authorize = new URL(location(start));
  expect(authorize.origin).toBe(issuer.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();

  const jar = new Jar();
  let res = await manual(authorize.href);
  jar.take(res);
  const interaction = new URL(location(res), issuer.issuer).href;
  res = await manual(interaction, { headers: { cookie: jar.header() } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Test issuer (not a real provider)');
  res = await manual(interaction, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  jar.take(res);
  // The issuer resumes the authorization request, then sends the browser to the callback.
  let next = new URL(location(res), issuer.issuer);
  while (next.origin === issuer.issuer) {
    res = await manual(next.href, { headers: { cookie: jar.header() } });
    jar.take(res);
    next = new URL(location(res), issuer.issuer);
  }
  expect(`${next.origin}${next.pathname}`).toBe(CALLBACK);
  tamper.query?.(next.searchParams);
  const back = await manual(`${server.url}${next.pathname}${next.search}`, {
    headers: { cookie: tamper.cookie ? tamper.cookie(cookie) : cookie },
  });
  expect(back.status).toBe(302);
  // The state cookie is spent whatever the outcome.
  expect(back.headers.getSetCookie().join()).toMatch(/oidc_state=;/);
  return location(back);
}

const codeOf = (to: string) => {
  expect(to).toMatch(/^\/auth\/callback#/);
  return new URLSearchParams(to.split('#')[1]).get('code') ?? '';
};

describe('social sign-in with a configured OpenID Connect issuer', () => {
  it('lists the configured provider and nothing secret', async () => {
    const res = await api.get('/api/auth/oidc/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ id: 'oidc', name: 'Demo ID' }] });
    const start = await api.post('/api/sociallogin/oidc');
    expect(start.status).toBe(200);
    expect(start.body.data).toEqual({ url: '/api/auth/oidc/oidc/start' });
  });

  it('signs a verified email in to its existing account (the demo customer)', async () => {
    const to = await signInAs('Customer@Demo.test');
    const redirect = new URLSearchParams(to.split('#')[1]).get('redirect');
    expect(redirect).toBe('/cart');
    const res = await api.post('/api/auth/oidc/exchange', { code: codeOf(to) });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: 'customer@demo.test', type: 'User' });
    const me = await api.get('/api/authuser', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('customer@demo.test');
    expect(me.body.data.total_projects).toBe(1);
    // Linking changed nothing else: the password still signs in.
    const pw = await api.post('/api/login', { email: 'customer@demo.test', password: PASSWORD });
    expect(pw.status).toBe(200);
  });

  it('creates a verified Customer for a new verified email, with no password that works', async () => {
    const to = await signInAs('new.social@example.test');
    const res = await api.post('/api/auth/oidc/exchange', { code: codeOf(to) });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      email: 'new.social@example.test',
      type: 'User',
      status: 'Active',
      first_name: 'Test',
      last_name: 'new.social',
    });
    expect(res.body.data.user.email_verified_at).toBeTruthy();
    const again = await api.post('/api/auth/oidc/exchange', {
      code: codeOf(await signInAs('new.social@example.test')),
    });
    expect(again.body.data.user.id).toBe(res.body.data.user.id);
    const pw = await api.post('/api/login', {
      email: 'new.social@example.test',
      password: 'none$social-sign-in',
    });
    expect(pw.status).toBe(422);
  });

  it('refuses an email the provider has not verified, and links nothing', async () => {
    expect(await signInAs('unverified.person@example.test')).toBe('/login?error=unverified');
    const pw = await api.post('/api/login', {
      email: 'unverified.person@example.test',
      password: 'x',
    });
    expect(pw.status).toBe(422);
  });

  it('refuses accounts whose status does not sign in, and Admins', async () => {
    expect(await signInAs('deactivated@demo.test')).toBe('/login?error=deactivated');
    expect(await signInAs('pending@demo.test')).toBe('/login?error=pending');
    expect(await signInAs('admin@demo.test')).toBe('/login?error=admin');
  });

  it('refuses a tampered state, a tampered state cookie and a missing one', async () => {
    expect(await signInAs('customer@demo.test', { query: (q) => q.set('state', 'forged') })).toBe(
      '/login?error=state',
    );
    expect(
      await signInAs('customer@demo.test', {
        cookie: (c) => c.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
      }),
    ).toBe('/login?error=state');
    expect(await signInAs('customer@demo.test', { cookie: () => '' })).toBe('/login?error=state');
  });

  it('refuses a replayed one-time code and an expired one', async () => {
    const code = codeOf(await signInAs('customer@demo.test'));
    expect((await api.post('/api/auth/oidc/exchange', { code })).status).toBe(200);
    const replay = await api.post('/api/auth/oidc/exchange', { code });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toEqual([
      'This sign-in link has expired. Please sign in again.',
    ]);
    const late = codeOf(await signInAs('customer@demo.test'));
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    try {
      expect((await api.post('/api/auth/oidc/exchange', { code: late })).status).toBe(422);
    } finally {
      server.clock.now = new Date();
    }
  });

  it('turns a form_post callback (Apple) into the same callback as a GET navigation', async () => {
    const res = await manual(`${server.url}/api/auth/oidc/oidc/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c1', state: 's1', user: '{"name":{}}' }),
    });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/api/auth/oidc/oidc/callback?code=c1&state=s1');
  });

  it('answers 404 for an unconfigured provider and 422 for a malformed one', async () => {
    expect((await api.post('/api/sociallogin/google')).status).toBe(404);
    expect((await manual(`${server.url}/api/auth/oidc/google/start`)).status).toBe(404);
    expect(
      (await manual(`${server.url}/api/auth/oidc/google/callback?code=x&state=y`)).status,
    ).toBe(404);
    const bad = await api.post('/api/sociallogin/Not_Valid');
    expect(bad.status).toBe(422);
    expect((await manual(`${server.url}/api/auth/oidc/Not_Valid/start`)).status).toBe(422);
    expect((await api.post('/api/auth/oidc/exchange', {})).status).toBe(422);
  });
});

describe('with no provider configured', () => {
  it('lists none and answers 404 for every provider', async () => {
    const bare = await startServer();
    try {
      const c = client(bare.url);
      expect((await c.get('/api/auth/oidc/providers')).body).toEqual({ data: [] });
      expect((await c.post('/api/sociallogin/google')).status).toBe(404);
      expect((await c.post('/api/sociallogin/oidc')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the settings', () => {
  const generic = {
    OIDC_ISSUER_URL: 'https://id.example.com/',
    OIDC_CLIENT_ID: 'id',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_NAME: 'Example ID',
  };

  it('turns on only the providers whose variables are all set', () => {
    expect(loadConfig({}).oidc.providers).toEqual([]);
    const config = loadConfig({
      ...generic,
      OIDC_GOOGLE_CLIENT_ID: 'g',
      OIDC_GOOGLE_CLIENT_SECRET: 'gs',
    });
    expect(config.oidc.providers.map((p) => [p.id, p.name, p.issuer])).toEqual([
      ['google', 'Google', 'https://accounts.google.com'],
      ['oidc', 'Example ID', 'https://id.example.com'],
    ]);
  });

  it('refuses half a pair, a generic issuer without its name, and plain http off this machine', () => {
    expect(() => loadConfig({ OIDC_APPLE_CLIENT_ID: 'a' })).toThrow(
      /OIDC_APPLE_CLIENT_ID and OIDC_APPLE_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ ...generic, OIDC_NAME: '' })).toThrow(/OIDC_NAME/);
    expect(() => loadConfig({ ...generic, OIDC_ISSUER_URL: 'http://id.example.com' })).toThrow(
      /must be https/,
    );
    expect(() =>
      loadConfig({
        ...generic,
        OIDC_ISSUER_URL: 'http://127.0.0.1:4011',
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
      }),
    ).toThrow(/must be https/);
    expect(
      loadConfig({ ...generic, OIDC_ISSUER_URL: 'http://127.0.0.1:4011' }).oidc.providers,
    ).toHaveLength(1);
    expect(() => loadConfig({ OIDC_STATE_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
