import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCache, createReadCache } from '../src/services/read-cache.ts';
import { client, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

describe('createReadCache', () => {
  it('shares one load between concurrent misses and answers later calls from memory', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { n: loads };
    };
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('never stores a load that started before a clear', async () => {
    const cache = createReadCache();
    let release: (v: string) => void = () => {};
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep failures, expires entries after the TTL and evicts the least recent', async () => {
    let t = 0;
    const cache = createReadCache({ maxEntries: 2, ttlMs: 100, now: () => t });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    t = 150;
    expect(await cache.get('x', async () => 'later')).toBe('later');
    await cache.get('a', async () => 'a');
    await cache.get('x', async () => 'unused'); // touch x: a is now the oldest
    await cache.get('b', async () => 'b');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('b', async () => 'unused')).toBe('b');
  });
});

describe('catalog reads through the cache', () => {
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

  it('serves repeated reads from memory and shows a Pro settings change at once', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    // As the Pro, who sees the wholesale price beside the customer's (issue 10).
    const page = () =>
      api.post(
        '/api/visualization/products',
        { category: 1, showroom: 'AB12CD34' },
        { token: pro },
      );
    const before = (await page()).body.data.data[0];
    expect(catalogCache(server.deps.database).size).toBeGreaterThan(0);
    expect((await page()).body.data.data[0]).toEqual(before);

    const saved = await api.put(
      '/api/showroom/settings',
      { category_markups: [{ category_id: 1, markup_percent: 40 }] },
      { token: pro },
    );
    expect(saved.status).toBe(200);
    const after = (await page()).body.data.data[0];
    expect(after.customer_price).toBeCloseTo(Math.round(after.price * 140) / 100, 2);
    expect(after.customer_price).not.toBe(before.customer_price);

    const profile = () => api.get('/api/visualization/shop_profile?vsd_id=AB12CD34');
    expect((await profile()).body.data.profile.theme_color).not.toBe('#445566');
    await api.put('/api/showroom/settings', { theme_color: '#445566' }, { token: pro });
    expect((await profile()).body.data.profile.theme_color).toBe('#445566');
  });

  it('hides a showroom from search as soon as an admin suspends its Pro', async () => {
    const search = () => api.get('/api/visualization/showrooms?s=AB12CD34');
    expect((await search()).body.data.total).toBe(1);
    const admin = await loginAdmin(server.url);
    const pro = await login(server.url, 'pro@demo.test');
    const { id } = (await api.get('/api/authuser', { token: pro })).body.data;
    const status = (value: string) =>
      api.put(`/api/admin/users/${id}/approve`, { status: value }, { token: admin });
    expect((await status('Deactive')).status).toBe(200);
    expect((await search()).body.data.total).toBe(0);
    expect((await status('Approve')).status).toBe(200);
    expect((await search()).body.data.total).toBe(1);
  });
});
