// Issue 12 item 2: a Pro's showroom curation, honoured by the listing, category filters,
// search, suggest, product pages, recommendations and the cart, on PGlite and PostgreSQL.
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, type Loose, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let pro = '';
let otherPro = '';
let customer = '';
let vendorId = 0;
let otherVendorId = 0;
/** A category with products of both vendors, and one product of each vendor in it. */
let categoryId = 0;
let vendorProduct: typeof t.products.$inferSelect;
let otherProduct: typeof t.products.$inferSelect;
let otherProduct2: typeof t.products.$inferSelect;

const EVERYTHING = {
  vendor_mode: 'all',
  vendor_ids: [],
  category_mode: 'all',
  category_ids: [],
  excluded_product_ids: [],
  added_product_ids: [],
};

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  pro = await login(server.url, 'pro@demo.test');
  otherPro = await login(server.url, 'basicpro@demo.test');
  customer = await login(server.url, 'customer@demo.test');
  const { db } = server.deps.database;
  const [v] = await db.select().from(t.users).where(eq(t.users.email, 'vendor@demo.test'));
  const [o] = await db.select().from(t.users).where(eq(t.users.email, 'othervendor@demo.test'));
  vendorId = v?.id ?? 0;
  otherVendorId = o?.id ?? 0;
  const [theirs] = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.vendorId, otherVendorId), isNull(t.products.retiredAt)))
    .limit(1);
  if (!theirs) throw new Error('othervendor has no product');
  categoryId = theirs.categoryId;
  const mine = await db
    .select()
    .from(t.products)
    .where(
      and(
        eq(t.products.vendorId, vendorId),
        eq(t.products.categoryId, categoryId),
        isNull(t.products.retiredAt),
      ),
    )
    .limit(1);
  const second = await db
    .select()
    .from(t.products)
    .where(
      and(
        eq(t.products.vendorId, otherVendorId),
        ne(t.products.id, theirs.id),
        isNull(t.products.retiredAt),
      ),
    )
    .limit(1);
  if (!mine[0] || !second[0]) throw new Error('seed lacks the products this test needs');
  vendorProduct = mine[0];
  otherProduct = theirs;
  otherProduct2 = second[0];
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});
beforeEach(async () => {
  const res = await api.put('/api/showroom/curation', EVERYTHING, { token: pro });
  expect(res.status).toBe(200);
});

const curate = (body: Record<string, unknown>) =>
  api.put('/api/showroom/curation', { ...EVERYTHING, ...body }, { token: pro });

async function listingIds(showroom = 'AB12CD34', extra: Record<string, unknown> = {}) {
  const res = await api.post('/api/visualization/products', {
    showroom,
    category: categoryId,
    per_page: 100,
    ...extra,
  });
  expect(res.status).toBe(200);
  return {
    ids: (res.body.data.data as { id: number }[]).map((p) => p.id),
    total: res.body.data.total as number,
    vendors: (res.body.filters.vendors as { id: number }[]).map((v) => v.id),
  };
}

async function searchIds(q: string, showroom = 'AB12CD34') {
  const res = await api.get(
    `/api/search?q=${encodeURIComponent(q)}&showroom=${showroom}&per_page=100`,
  );
  expect(res.status).toBe(200);
  return {
    ids: (res.body.data.data as { id: number }[]).map((p) => p.id),
    vendors: (res.body.data.facets.vendors as { id: number }[]).map((v) => v.id),
  };
}

async function onSaleCount(where?: ReturnType<typeof and>) {
  const { db } = server.deps.database;
  const [row] = await db
    .select({ n: count() })
    .from(t.products)
    .where(and(isNull(t.products.retiredAt), where));
  return row?.n ?? 0;
}

describe('GET/PUT /api/showroom/curation', () => {
  it('sells everything by default, with the vendors and categories to choose from', async () => {
    const res = await api.get('/api/showroom/curation', { token: pro });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject(EVERYTHING);
    expect(data.product_count).toBe(await onSaleCount());
    expect(data.total_products).toBe(data.product_count);
    expect(data.vendors.map((v: Loose) => v.id)).toEqual(
      expect.arrayContaining([vendorId, otherVendorId]),
    );
    expect(data.categories.map((c: Loose) => c.id)).toContain(categoryId);
  });

  it('saves "all vendors except X" with a product excluded and counts what the showroom sells', async () => {
    const res = await curate({
      vendor_ids: [otherVendorId],
      excluded_product_ids: [vendorProduct.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Showroom products saved.');
    const expected =
      (await onSaleCount(ne(t.products.vendorId, otherVendorId))) -
      (vendorProduct.retiredAt ? 0 : 1);
    expect(res.body.data.product_count).toBe(expected);
    expect(res.body.data.products.map((p: Loose) => p.id)).toEqual([vendorProduct.id]);
    const again = await api.get('/api/showroom/curation', { token: pro });
    expect(again.body.data).toMatchObject({
      vendor_mode: 'all',
      vendor_ids: [otherVendorId],
      excluded_product_ids: [vendorProduct.id],
      product_count: expected,
    });
  });

  it('previews a curation without saving it', async () => {
    const res = await api.post(
      '/api/showroom/curation/preview',
      { ...EVERYTHING, category_mode: 'only', category_ids: [categoryId] },
      { token: pro },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.product_count).toBe(
      await onSaleCount(eq(t.products.categoryId, categoryId)),
    );
    const saved = await api.get('/api/showroom/curation', { token: pro });
    expect(saved.body.data.category_mode).toBe('all');
  });

  it('answers 422 with field errors for bad input, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vendor_mode: 'some' }, 'vendor_mode', 'Please choose all or only.'],
      [
        { vendor_mode: 'only', vendor_ids: [] },
        'vendor_ids',
        'Please choose at least one vendor, or sell all vendors.',
      ],
      [
        { category_mode: 'only' },
        'category_ids',
        'Please choose at least one category, or sell all categories.',
      ],
      [{ vendor_ids: [999_999] }, 'vendor_ids', 'This vendor does not exist.'],
      // A Pro is not a vendor.
      [{ vendor_ids: [1] }, 'vendor_ids', 'This vendor does not exist.'],
      [{ category_ids: [999_999] }, 'category_ids', 'This category does not exist.'],
      [{ excluded_product_ids: [999_999] }, 'excluded_product_ids', 'This product does not exist.'],
      [
        { excluded_product_ids: [otherProduct.id], added_product_ids: [otherProduct.id] },
        'added_product_ids',
        'A product cannot be both excluded and added.',
      ],
      [{ vendor_ids: 'x' }, 'vendor_ids', 'Please choose at most 500.'],
    ];
    const { db } = server.deps.database;
    const [proUser] = await db.select().from(t.users).where(eq(t.users.email, 'pro@demo.test'));
    for (const [body, field, message] of cases) {
      const fixed =
        (body.vendor_ids as unknown[] | undefined)?.[0] === 1
          ? { ...body, vendor_ids: [proUser?.id ?? 1] }
          : body;
      const res = await curate(fixed);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const res = await api.put(
      '/api/showroom/curation',
      { vendor_mode: 'all', vendor_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { token: pro },
    );
    expect(res.status).toBe(422);
  });
});

describe('a curation is honoured at once', () => {
  it('by the listing and its vendor filter ("all vendors except X")', async () => {
    const before = await listingIds();
    expect(before.ids).toContain(otherProduct.id);
    expect(before.vendors).toContain(otherVendorId);
    await curate({ vendor_ids: [otherVendorId] });
    const after = await listingIds();
    expect(after.ids).not.toContain(otherProduct.id);
    expect(after.ids).toContain(vendorProduct.id);
    expect(after.vendors).not.toContain(otherVendorId);
    expect(after.total).toBe(
      await onSaleCount(
        and(eq(t.products.categoryId, categoryId), ne(t.products.vendorId, otherVendorId)),
      ),
    );
    // Another showroom still sells everything.
    expect((await listingIds('ZX98YW76')).ids).toContain(otherProduct.id);
  });

  it('by the listing: "only these categories", a single product excluded, one added back', async () => {
    await curate({
      category_mode: 'only',
      category_ids: [categoryId],
      excluded_product_ids: [vendorProduct.id],
    });
    expect((await listingIds()).ids).not.toContain(vendorProduct.id);
    expect((await listingIds()).ids).toContain(otherProduct.id);
    // A product of another category is off the listing of its category.
    const { db } = server.deps.database;
    const [elsewhere] = await db
      .select()
      .from(t.products)
      .where(and(ne(t.products.categoryId, categoryId), isNull(t.products.retiredAt)))
      .limit(1);
    if (!elsewhere) throw new Error('one category only');
    const res = await api.post('/api/visualization/products', {
      showroom: 'AB12CD34',
      category: elsewhere.categoryId,
      per_page: 100,
    });
    expect(res.body.data.total).toBe(0);
    // Added back: the single product sells though its category does not.
    await curate({
      category_mode: 'only',
      category_ids: [categoryId],
      added_product_ids: [elsewhere.id],
    });
    const again = await api.post('/api/visualization/products', {
      showroom: 'AB12CD34',
      category: elsewhere.categoryId,
      per_page: 100,
    });
    expect(again.body.data.data.map((p: Loose) => p.id)).toEqual([elsewhere.id]);
  });

  it("by the showroom's menu of categories (and a category of a product added back)", async () => {
    const { db } = server.deps.database;
    const [proUser] = await db.select().from(t.users).where(eq(t.users.email, 'pro@demo.test'));
    const menu = async () =>
      (
        (await api.get(`/api/menu_category_show_all/${proUser?.id}`)).body.data as {
          category_id: number;
        }[]
      ).map((m) => m.category_id);
    const all = await menu();
    expect(all.length).toBeGreaterThan(1);
    await curate({ category_mode: 'only', category_ids: [categoryId] });
    expect(await menu()).toEqual([categoryId]);
    const [elsewhere] = await db
      .select()
      .from(t.products)
      .where(and(ne(t.products.categoryId, categoryId), isNull(t.products.retiredAt)))
      .limit(1);
    await curate({
      category_mode: 'only',
      category_ids: [categoryId],
      added_product_ids: [elsewhere?.id ?? 0],
    });
    expect(await menu()).toEqual(
      all.filter((id) => id === categoryId || id === elsewhere?.categoryId),
    );
    await curate({ category_ids: [categoryId] });
    expect(await menu()).toEqual(all.filter((id) => id !== categoryId));
  });

  it('by search, a category search and suggest', async () => {
    const word = otherProduct.name.split(' ')[0] ?? otherProduct.name;
    expect((await searchIds(otherProduct.name)).ids).toContain(otherProduct.id);
    await curate({ vendor_ids: [otherVendorId], excluded_product_ids: [vendorProduct.id] });
    const found = await searchIds(otherProduct.name);
    expect(found.ids).not.toContain(otherProduct.id);
    expect(found.vendors).not.toContain(otherVendorId);
    expect((await searchIds(vendorProduct.name)).ids).not.toContain(vendorProduct.id);
    // Without a showroom (or in another) the product is still found.
    const everywhere = await api.get(
      `/api/search?q=${encodeURIComponent(otherProduct.name)}&per_page=100`,
    );
    expect(everywhere.body.data.data.map((p: Loose) => p.id)).toContain(otherProduct.id);
    // A category's search.
    const inCategory = await listingIds('AB12CD34', { search: word });
    expect(inCategory.ids).not.toContain(otherProduct.id);
    // Suggest: no suggestion leads to an excluded product.
    const sug = await api.get(
      `/api/search/suggest?q=${encodeURIComponent(otherProduct.name)}&showroom=AB12CD34`,
    );
    expect(sug.status).toBe(200);
    const { db } = server.deps.database;
    for (const s of sug.body.data as Loose[]) {
      if (s.type !== 'product') continue;
      const [p] = await db.select().from(t.products).where(eq(t.products.id, s.id));
      expect(p?.vendorId).not.toBe(otherVendorId);
      expect(s.id).not.toBe(vendorProduct.id);
    }
  });

  it('by search on a fresh server, whose first search waits for its index', async () => {
    // Issue 26: one engine. A fresh server's first search is answered by the index once built
    // (no second engine answers meanwhile), scoped like any other.
    const fresh = await startServer();
    try {
      const token = await login(fresh.url, 'pro@demo.test');
      const freshApi = client(fresh.url);
      await freshApi.put(
        '/api/showroom/curation',
        { ...EVERYTHING, vendor_ids: [otherVendorId] },
        { token },
      );
      const q = encodeURIComponent(otherProduct.name);
      const unscoped = await freshApi.get(`/api/search?q=${q}&per_page=100`);
      expect(unscoped.body.data.data.map((r: { id: number }) => r.id)).toContain(otherProduct.id);
      const scoped = await freshApi.get(`/api/search?q=${q}&showroom=AB12CD34&per_page=100`);
      expect(scoped.body.data.data.map((r: { id: number }) => r.id)).not.toContain(otherProduct.id);
      expect(scoped.body.data.facets.vendors.map((v: { id: number }) => v.id)).not.toContain(
        otherVendorId,
      );
      const sugg = await freshApi.get(`/api/search/suggest?q=${q}&showroom=AB12CD34`);
      expect(sugg.body.data.map((s: { id: number }) => s.id)).not.toContain(otherProduct.id);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('by product pages: a product outside the selection is a 404 in that showroom', async () => {
    const page = (pid: number, showroom = 'AB12CD34') =>
      api.get(`/api/public?pid=${pid}&showroom=${showroom}`);
    expect((await page(otherProduct.id)).status).toBe(200);
    await curate({ vendor_ids: [otherVendorId], added_product_ids: [otherProduct2.id] });
    expect((await page(otherProduct.id)).status).toBe(404);
    // Added back by hand: sold though its vendor is not.
    expect((await page(otherProduct2.id)).status).toBe(200);
    // No showroom: the marketplace's page.
    expect((await api.get(`/api/public?pid=${otherProduct.id}`)).status).toBe(200);
  });

  it('by recommendations (top products)', async () => {
    await curate({ vendor_ids: [otherVendorId] });
    const res = await api.post('/api/top_products/', {
      showroom: 'AB12CD34',
      category_id: categoryId,
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const { db } = server.deps.database;
    for (const p of res.body.data as Loose[]) {
      const [row] = await db.select().from(t.products).where(eq(t.products.id, p.id));
      expect(row?.vendorId).not.toBe(otherVendorId);
    }
  });

  it('by the cart: adding an excluded product is a 422 with a clear message', async () => {
    const project = await api.post(
      '/api/projectCart',
      { showroom: 'AB12CD34', name: 'Curated' },
      { token: customer },
    );
    const projectId = project.body.data.id;
    await curate({ excluded_product_ids: [otherProduct.id] });
    const add = (product_id: number) =>
      api.post(
        '/api/projectCart/sync_to_cart',
        { product_id, qty: 1, showroom: 'AB12CD34', project_id: projectId },
        { token: customer },
      );
    const res = await add(otherProduct.id);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ product_id: ['This product is not sold in this showroom.'] });
    expect((await add(vendorProduct.id)).status).toBe(200);
    const bulk = await api.post(
      '/api/projectCart/sync_to_bulk_cart',
      {
        showroom: 'AB12CD34',
        project_id: projectId,
        items: [
          { product_id: vendorProduct.id, qty: 1 },
          { product_id: otherProduct.id, qty: 1 },
        ],
      },
      { token: customer },
    );
    expect(bulk.status).toBe(422);
    expect(bulk.body.errors['items.1.product_id']).toEqual([
      'This product is not sold in this showroom.',
    ]);
  });

  it('by checkout: a line the Pro stopped selling after it was added is neither quoted nor charged', async () => {
    const project = await api.post(
      '/api/projectCart',
      { showroom: 'AB12CD34', name: 'Curated later' },
      { token: customer },
    );
    const projectId = project.body.data.id;
    const added = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: otherProduct.id, qty: 1, showroom: 'AB12CD34', project_id: projectId },
      { token: customer },
    );
    expect(added.status).toBe(200);
    const quote = () =>
      api.post('/api/checkout/quote', { project_id: projectId }, { token: customer });
    expect((await quote()).status).toBe(200);
    await curate({ excluded_product_ids: [otherProduct.id] });
    const refused = await quote();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.project_id).toEqual([
      `"${otherProduct.name}" is no longer sold: remove it from your cart to check out.`,
    ]);
    const order = await api.post(
      '/api/checkout',
      { idempotency_key: 'curated-away-1', project_id: projectId },
      { token: customer },
    );
    expect(order.status).toBe(422);
  });

  it('only in the curating showroom: another Pro saves their own', async () => {
    await curate({ vendor_ids: [otherVendorId] });
    const theirs = await api.get('/api/showroom/curation', { token: otherPro });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.vendor_ids).toEqual([]);
  });
});
