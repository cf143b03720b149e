import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastMail, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let pro = '';
let basic = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  pro = await login(server.url, 'pro@demo.test');
  basic = await login(server.url, 'basicpro@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

describe('showroom settings', () => {
  it('answers the settings and refuses markup under 10', async () => {
    const res = await api.get('/api/showroom/settings', { token: pro });
    expect(res.body.data).toMatchObject({
      vsd_id: 'AB12CD34',
      markup_percent: 15,
      theming_entitled: true,
    });
    const low = await api.put('/api/showroom/settings', { markup_percent: 9 }, { token: pro });
    expect(low.status).toBe(422);
    const ok = await api.put(
      '/api/showroom/settings',
      { markup_percent: 20, category_markups: [{ category_id: 1, markup_percent: 30 }] },
      { token: pro },
    );
    expect(ok.body.data).toMatchObject({
      markup_percent: 20,
      category_markups: [{ category_id: 1, markup_percent: 30 }],
    });
    // The Pro reads their wholesale prices beside the customer's (issue 10).
    const products = await api.post(
      '/api/visualization/products',
      { category: 1, showroom: 'AB12CD34' },
      { token: pro },
    );
    const p = products.body.data.data[0];
    expect(p.customer_price).toBeCloseTo(Math.round(p.price * 130) / 100, 2);
  });
  it('keeps the theme to entitled Pros', async () => {
    expect(
      (await api.put('/api/showroom/settings', { theme_color: '#112233' }, { token: basic }))
        .status,
    ).toBe(403);
    expect(
      (await api.put('/api/showroom/settings', { theme_color: '#112233' }, { token: pro })).body
        .data.theme_color,
    ).toBe('#112233');
    const customer = await login(server.url, 'customer@demo.test');
    expect((await api.get('/api/showroom/settings', { token: customer })).status).toBe(403);
  });
  it('issues coupons up to the markup only, and withdraws them', async () => {
    const over = await api.post(
      '/api/showroom/coupons',
      { code: 'BIG50OFF', percent: 50 },
      { token: pro },
    );
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(['percent']);
    const ok = await api.post(
      '/api/showroom/coupons',
      { code: 'spring10', percent: 10 },
      { token: pro },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ code: 'SPRING10', percent: 10 });
    expect(
      (await api.del(`/api/showroom/coupons/${ok.body.data.id}`, { token: basic })).status,
    ).toBe(404);
    expect((await api.del(`/api/showroom/coupons/${ok.body.data.id}`, { token: pro })).status).toBe(
      200,
    );
  });
});

describe('CORS for the embed', () => {
  it('allows any origin until the Pro sets an allow-list, then only those domains', async () => {
    const ask = (origin: string) =>
      fetch(`${server.url}/api/visualization/shop_profile?showroom=AB12CD34`, {
        headers: { Origin: origin },
      });
    expect((await ask('https://anyone.example')).headers.get('access-control-allow-origin')).toBe(
      'https://anyone.example',
    );
    await api.put(
      '/api/showroom/settings',
      { allowed_domains: ['pro-site.example', '*.pro-site.example'] },
      { token: pro },
    );
    expect(
      (await ask('https://anyone.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    expect((await ask('https://pro-site.example')).headers.get('access-control-allow-origin')).toBe(
      'https://pro-site.example',
    );
    expect(
      (await ask('https://www.pro-site.example')).headers.get('access-control-allow-origin'),
    ).toBe('https://www.pro-site.example');
    const preflight = await fetch(`${server.url}/api/visualization/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://x.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    // Another showroom without a list stays open.
    const other = await fetch(`${server.url}/api/visualization/shop_profile?showroom=ZX98YW76`, {
      headers: { Origin: 'https://anyone.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBe('https://anyone.example');
  });
});

describe('AI design account', () => {
  it('registers, signs in with its own token, and verifies its email', async () => {
    const reg = await api.post('/api/AI/design', {
      action: 'register',
      name: 'Ava',
      email: 'ava@example.test',
      password: 'long-enough-1',
    });
    expect(reg.status).toBe(201);
    const ai = reg.body.data.token;
    expect((await api.get('/api/AI/get_user', { ai })).body.data).toMatchObject({
      email: 'ava@example.test',
      credits: 10,
    });
    expect((await api.post('/api/AI/get_credits', undefined, { ai })).body.data.credits).toBe(10);
    // The marketplace token is not an AI token.
    const market = await login(server.url, 'customer@demo.test');
    expect((await api.get('/api/AI/get_user', { token: market })).status).toBe(401);
    const token = /verify=([A-Za-z0-9_-]+)/.exec(
      (await lastMail(server.url, 'ava@example.test')).text,
    )?.[1];
    expect((await api.get(`/api/AI/design/email/verify/${token}`)).status).toBe(200);
    const signin = await api.post('/api/AI/design', {
      action: 'login',
      email: 'ava@example.test',
      password: 'long-enough-1',
    });
    expect(signin.body.data.user.email_verified_at).not.toBeNull();
    expect(
      (
        await api.post('/api/AI/design', {
          action: 'login',
          email: 'ava@example.test',
          password: 'wrong-pass-1',
        })
      ).status,
    ).toBe(422);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every contract endpoint', async () => {
    const { endpoints } = await import('@brand/core/contract');
    const doc = (await api.get('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.0.3');
    for (const e of Object.values(endpoints)) {
      const path = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${e.path}`).toBeDefined();
    }
    expect(
      doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined();
  });
});
