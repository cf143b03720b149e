import type { FloorTemplate } from '@brand/core/contract';
import { templateStyleScores } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

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

describe('GET /api/visualization/showrooms', () => {
  it('finds a showroom by its exact 8-character ID, case-insensitively', async () => {
    const res = await api.get('/api/visualization/showrooms?s=ab12cd34');
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      { id: expect.any(Number), company_name: 'Demo Pro Renovations', vsd_id: 'AB12CD34' },
    ]);
    expect(res.body.data).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
  });
  it('finds showrooms by company name prefix', async () => {
    const res = await api.get('/api/visualization/showrooms?s=Basic');
    expect(res.body.data.data.map((r: { vsd_id: string }) => r.vsd_id)).toEqual(['ZX98YW76']);
  });
  it.each(['', 'ZZZZZZZZ', '%', "' or 1=1 --"])('answers an empty list for %j', async (s) => {
    const res = await api.get(`/api/visualization/showrooms?s=${encodeURIComponent(s)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([]);
  });
});

describe('GET /api/visualization/shop_profile', () => {
  it('answers the profile with theme and the 21 categories', async () => {
    const res = await api.get('/api/visualization/shop_profile?showroom=AB12CD34');
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      vsd_id: 'AB12CD34',
      theme_color: '#0F766E',
      latest_subscription: { plan: 'Premium', paid_amount: 199, subscription_status: 'active' },
    });
    expect(res.body.data.category).toHaveLength(21);
    const byVsd = await api.get('/api/visualization/shop_profile?vsd_id=ZX98YW76');
    expect(byVsd.body.data.profile).toMatchObject({
      vsd_id: 'ZX98YW76',
      theme_color: null,
      custom_addon: null,
    });
  });
  it('answers data null with the spec message when not found', async () => {
    const res = await api.get('/api/visualization/shop_profile?showroom=QQQQQQQQ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: null,
      message: 'No Showroom Found, Please Enter Correct Showroom Id.',
    });
  });
  it('answers 422 without showroom or vsd_id', async () => {
    expect((await api.get('/api/visualization/shop_profile')).status).toBe(422);
  });
});

describe('GET /api/menu_category_show_all/:id', () => {
  it('lists the showroom categories by the Pro user id', async () => {
    const profile = await api.get('/api/visualization/shop_profile?showroom=AB12CD34');
    const res = await api.get(`/api/menu_category_show_all/${profile.body.data.profile.user_id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(21);
    expect(res.body.data[0]).toMatchObject({ category_id: res.body.data[0].category.id });
  });
  it('answers 404 for a user without a showroom', async () => {
    expect((await api.get('/api/menu_category_show_all/999999')).status).toBe(404);
  });
});

describe('POST /api/visualization/products', () => {
  it('pages a category with customer prices at the Pro markup (15% in AB12CD34, 10% in ZX98YW76)', async () => {
    const premium = await api.post('/api/visualization/products', {
      category: 20,
      showroom: 'AB12CD34',
    });
    expect(premium.status).toBe(200);
    expect(premium.body.data.data).toHaveLength(10);
    expect(premium.body.data.total).toBe(20);
    const first = premium.body.data.data[0];
    // A visitor gets no vendor price (issue 10): it comes from the database here.
    expect(first.price).toBe(first.customer_price);
    const [row] = await server.deps.database.db
      .select({ cents: t.products.priceCents })
      .from(t.products)
      .where(eq(t.products.id, first.id));
    const vendorPrice = (row?.cents ?? 0) / 100;
    expect(first.customer_price).toBeCloseTo(Math.round(vendorPrice * 100 * 1.15) / 100, 2);
    expect(first.unit).toBe('Box');
    expect(first.box_sqft).toBeGreaterThan(0);
    const basic = await api.post('/api/visualization/products', {
      category: 20,
      showroom: 'ZX98YW76',
    });
    expect(basic.body.data.data[0].customer_price).toBeCloseTo(
      Math.round(vendorPrice * 100 * 1.1) / 100,
      2,
    );
    const page2 = await api.post('/api/visualization/products', {
      category: 20,
      showroom: 'AB12CD34',
      page: 2,
    });
    expect(page2.body.data.data[0].id).not.toBe(first.id);
    expect(page2.body.data.prev_page_url).toContain('page=1');
  });
  it('answers 404 for an unknown showroom', async () => {
    const res = await api.post('/api/visualization/products', {
      category: 1,
      showroom: 'QQQQQQQQ',
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/visualization/products: sort, filters, paging (issue 10)', () => {
  type Row = { id: number; name: string; customer_price: number };
  const list = async (extra: Record<string, unknown>) => {
    const res = await api.post('/api/visualization/products', {
      category: 20,
      showroom: 'AB12CD34',
      per_page: 100,
      ...extra,
    });
    expect(res.status).toBe(200);
    return res.body as {
      data: { data: Row[]; total: number; last_page: number };
      filters: { vendors: { id: number; name: string }[]; min_price: number; max_price: number };
    };
  };
  const prices = (rows: Row[]) => rows.map((r) => r.customer_price);

  it('sorts by price, name and newest, every row once', async () => {
    const plain = await list({});
    const ids = plain.data.data.map((r) => r.id).sort((a, b) => a - b);
    const up = await list({ sort: 'price_asc' });
    expect(prices(up.data.data)).toEqual([...prices(up.data.data)].sort((a, b) => a - b));
    expect(up.data.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    const down = await list({ sort: 'price_desc' });
    expect(prices(down.data.data)).toEqual([...prices(down.data.data)].sort((a, b) => b - a));
    expect(prices(down.data.data)[0]).toBeGreaterThan(prices(up.data.data)[0] ?? 0);
    const names = (await list({ sort: 'name_asc' })).data.data.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const namesDown = (await list({ sort: 'name_desc' })).data.data.map((r) =>
      r.name.toLowerCase(),
    );
    expect(namesDown).toEqual([...names].reverse());
    const newest = (await list({ sort: 'newest' })).data.data.map((r) => r.id);
    expect(newest).toEqual([...ids].reverse());
  });

  it('pages a sort without overlap', async () => {
    const all = (await list({ sort: 'price_asc' })).data.data.map((r) => r.id);
    const first = await list({ sort: 'price_asc', per_page: 7, page: 1 });
    const second = await list({ sort: 'price_asc', per_page: 7, page: 2 });
    const third = await list({ sort: 'price_asc', per_page: 7, page: 3 });
    expect(first.data.last_page).toBe(3);
    const paged = [...first.data.data, ...second.data.data, ...third.data.data].map((r) => r.id);
    expect(paged).toEqual(all);
  });

  it('answers the filters and filters by vendor and customer price range', async () => {
    const { filters, data } = await list({});
    const db = server.deps.database.db;
    const rows = await db
      .select({ id: t.products.id, vendorId: t.products.vendorId })
      .from(t.products)
      .where(eq(t.products.categoryId, 20));
    const vendorIds = [...new Set(rows.map((r) => r.vendorId))].sort((a, b) => a - b);
    expect(filters.vendors.map((v) => v.id).sort((a, b) => a - b)).toEqual(vendorIds);
    // The company name, in name order.
    expect(filters.vendors.map((v) => v.name)).toEqual(['Othervendor Supply', 'Vendor Supply']);
    expect(filters.min_price).toBe(Math.min(...prices(data.data)));
    expect(filters.max_price).toBe(Math.max(...prices(data.data)));

    const other = filters.vendors.find((v) => v.name === 'Othervendor Supply');
    const byVendor = await list({ vendor: other?.id });
    const expected = rows.filter((r) => r.vendorId === other?.id).map((r) => r.id);
    expect(byVendor.data.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.sort((a, b) => a - b),
    );
    expect(byVendor.data.total).toBe(expected.length);

    const sorted = prices(data.data).sort((a, b) => a - b);
    const low = sorted[5] ?? 0;
    const high = sorted[14] ?? 0;
    const ranged = await list({ min_price: low, max_price: high });
    expect(ranged.data.total).toBe(sorted.filter((p) => p >= low && p <= high).length);
    for (const p of prices(ranged.data.data)) {
      expect(p).toBeGreaterThanOrEqual(low);
      expect(p).toBeLessThanOrEqual(high);
    }
    // Bounds are inclusive, on the customer price (not the vendor's).
    const exact = await list({ min_price: low, max_price: low });
    expect(prices(exact.data.data)).toContain(low);
    const none = await list({ min_price: 999999 });
    expect(none.data).toMatchObject({ data: [], total: 0 });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ vendor: 'x' }, 'vendor'],
    [{ min_price: -1 }, 'min_price'],
    [{ max_price: 1.234 }, 'max_price'],
    [{ min_price: 50, max_price: 10 }, 'max_price'],
  ])('answers 422 for %j', async (extra, field) => {
    const res = await api.post('/api/visualization/products', {
      category: 20,
      showroom: 'AB12CD34',
      ...extra,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});

describe('GET /api/public', () => {
  it('answers a product by id or hash with its sizes and category', async () => {
    const byId = await api.get('/api/public?pid=1&showroom=AB12CD34');
    expect(byId.status).toBe(200);
    const { product, category } = byId.body.data;
    expect(product.sizes.length).toBeGreaterThan(0);
    expect(category.id).toBe(product.category_id);
    const byHash = await api.get(`/api/public?pid=${product.hash}&cid=${product.category_id}`);
    expect(byHash.body.data.product.id).toBe(1);
    expect(
      (await api.get(`/api/public?pid=${product.hash}&cid=${product.category_id + 1}`)).status,
    ).toBe(404);
  });
  it('answers 404 for an unknown product', async () => {
    expect((await api.get('/api/public?pid=doesnotexist')).status).toBe(404);
  });
});

describe('suggestion lists', () => {
  it('top_products answers the most popular first', async () => {
    const res = await api.post('/api/top_products/', { category_id: 3, limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data.every((p: { category_id: number }) => p.category_id === 3)).toBe(true);
  });
  it('recently_viewed keeps the order of the ids it is given, and remembers views of a signed-in user', async () => {
    const res = await api.post('/api/recently_viewed/', { product_ids: [5, 2, 9] });
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([5, 2, 9]);
    const token = await login(server.url, 'newcustomer@demo.test');
    await api.get('/api/public?pid=7', { token });
    await api.get('/api/public?pid=8', { token });
    const mine = await api.post('/api/recently_viewed/', {}, { token });
    expect(
      mine.body.data
        .map((p: { id: number }) => p.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([7, 8]);
  });
  it('customer_also_viewed answers other products viewed by the same people', async () => {
    const token = await login(server.url, 'customer@demo.test');
    await api.get('/api/public?pid=11', { token });
    await api.get('/api/public?pid=40', { token });
    const res = await api.post('/api/customer_also_viewed/', { product_id: 11, limit: 3 });
    expect(res.body.data.map((p: { id: number }) => p.id)).toContain(40);
    expect(res.body.data.map((p: { id: number }) => p.id)).not.toContain(11);
  });
});

describe('settings, floor plans, templates, leads, demo images', () => {
  it('GET /api/setting answers the fee, tax rates and AK/HI surcharge', async () => {
    const res = await api.get('/api/setting');
    expect(res.body.data).toMatchObject({
      platform_fee_percent: 5,
      shipping_surcharge: { AK: 149, HI: 149 },
      currency: 'USD',
    });
    expect(res.body.data.tax_rates.CA).toBe(7.25);
  });
  it('lists floor plans and templates, paginated and filtered', async () => {
    const plans = await api.get('/api/floor_plans?room_type=Kitchen');
    expect(plans.status).toBe(200);
    expect(
      plans.body.data.data.every((p: { room_type: string }) => p.room_type === 'Kitchen'),
    ).toBe(true);
    const one = await api.get(`/api/floor_plans/${plans.body.data.data[0].id}`);
    expect(one.body.data.id).toBe(plans.body.data.data[0].id);
    const templates = await api.get(`/api/floor_templates?floor_plan_id=${one.body.data.id}`);
    expect(templates.body.data.data.length).toBeGreaterThan(0);
    expect((await api.get('/api/floor_plans/99999')).status).toBe(404);
  });
  it('lists each template with its style scores, from its products and their categories (issue 26)', async () => {
    const rows = await server.deps.database.db
      .select({
        id: t.products.id,
        name: t.products.name,
        category: t.categories.name,
        boxSqft: t.products.boxSqft,
      })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId));
    const products = new Map(rows.map((r) => [r.id, r]));
    const lists = await Promise.all(
      (await api.get('/api/floor_plans?per_page=50')).body.data.data.map(
        async (plan: { id: number }) =>
          (await api.get(`/api/floor_templates?floor_plan_id=${plan.id}`)).body.data.data,
      ),
    );
    const templates: (FloorTemplate & { style_scores: unknown })[] = lists.flat();
    expect(templates.length).toBeGreaterThan(5);
    const uses = (tpl: FloorTemplate, category?: string) =>
      tpl.product_ids.flatMap((id) => {
        const p = products.get(id);
        return p ? [category === undefined ? p : { ...p, category }] : [];
      });
    for (const tpl of templates) {
      expect(tpl.style_scores).toEqual(templateStyleScores(tpl, uses(tpl)));
    }
    // The categories count: named alone, some products read another kind or finish.
    expect(
      templates.filter(
        (tpl) =>
          JSON.stringify(tpl.style_scores) !==
          JSON.stringify(templateStyleScores(tpl, uses(tpl, ''))),
      ).length,
    ).toBeGreaterThan(0);
  });
  it('POST /api/sample_request stores a lead from multipart fields', async () => {
    const form = new FormData();
    form.set('full_name', 'Lee Lead');
    form.set('email', 'lee@example.test');
    form.set('phone_number', '(415) 555-0111');
    form.set('lead_type', 'Pop-Ups');
    const res = await api.call('POST', '/api/sample_request', { raw: form });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const bad = new FormData();
    bad.set('full_name', 'Lee');
    const invalid = await api.call('POST', '/api/sample_request', { raw: bad });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'phone_number']);
  });
  it('draws the demo images', async () => {
    const res = await fetch(`${server.url}/demo/logo/AB12CD34.svg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});

describe("a category's filters from the catalog cache (issue 11 item 1)", () => {
  it('answers the cached filters, and counts a vendor product saved since at once', async () => {
    const filters = async (search?: string) => {
      const res = await api.post('/api/visualization/products', {
        category: 20,
        showroom: 'AB12CD34',
        ...(search ? { search } : {}),
      });
      expect(res.status).toBe(200);
      return res.body.filters as { vendors: { id: number }[]; max_price: number };
    };
    const before = await filters();
    // A search in the category answers the same filters (the same cache entry).
    expect(await filters('tile')).toEqual(before);
    const vendor = await login(server.url, 'vendor@demo.test');
    const created = await api.post(
      '/api/vendor/products',
      {
        sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
        name: 'Cache Check Marble Slab',
        category_id: 20,
        description: 'A product priced above every other one.',
        price: 90000,
        box_sqft: 12.5,
        sizes: [{ width_size: '12', height_size: '24' }],
        has_3d: true,
      },
      { token: vendor },
    );
    expect(created.status).toBeLessThan(300);
    const after = await filters();
    // 90,000 at AB12CD34's 15% markup.
    expect(after.max_price).toBe(103500);
    expect(after.max_price).toBeGreaterThan(before.max_price);
    expect((await filters('marble')).max_price).toBe(103500);
    await server.deps.database.db.delete(t.products).where(eq(t.products.id, created.body.data.id));
  });
});
