// Issues 11 and 26: the in-process product index (src/modules/search: the pure index, the sync
// adapter, the query module) answers GET /api/search and /suggest, the one engine, and a
// product created, changed or retired by any writer (here plain SQL) is found, or gone,
// within a second. Two instances on one PostgreSQL: test/instances.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { productIndex } from '../src/modules/search/product-index.ts';
import { client, type Loose, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  await productIndex(server.deps.database).start();
}, 60_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const names = (res: Loose) => (res.body.data.data as { name: string }[]).map((p) => p.name);
const search = (q: string) => api.get(`/api/search?q=${encodeURIComponent(q)}`);

/** Polls `check` for up to a second; answers how long it took to hold. */
async function withinASecond(check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1_000) throw new Error('not within a second');
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

describe('given the built index, GET /api/search', () => {
  it('holds every product of the catalogue', async () => {
    const [row] = rowsOf<{ n: number }>(
      await server.deps.database.db.execute(sql`select count(*)::int as n from products`),
    );
    expect(productIndex(server.deps.database).stats.documents).toBe(row?.n);
  });

  it("puts a product's exact name first, and fixes a dropped or swapped letter", async () => {
    const { db } = server.deps.database;
    const [target] = await db.select().from(t.products).where(sql`${t.products.id} = 123`);
    const exact = await search(target?.name ?? '');
    expect(exact.body.data.data[0]).toMatchObject({ id: 123 });
    for (const q of ['dishwaser', 'dishwahser']) {
      const top = names(await search(q)).slice(0, 3);
      expect(top.length).toBeGreaterThan(0);
      for (const name of top) expect(name).toMatch(/ Dishwasher /);
    }
  });

  it('ranks word matches (name, then category, then description) before near matches', async () => {
    const res = await api.get('/api/search?q=marble&per_page=100');
    const rows = res.body.data.data as { name: string }[];
    // Every product named "... Marble ..." comes before any found another way.
    const firstOther = rows.findIndex((r) => !/\bMarble\b/.test(r.name));
    if (firstOther >= 0)
      expect(rows.slice(firstOther).every((r) => !/\bMarble\b/.test(r.name))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('pages a broad query consistently in every sort (page 2 of 10 = rows 11-20 of 100)', async () => {
    for (const sort of ['relevance', 'price_asc', 'price_desc', 'name']) {
      const all = await api.get(`/api/search?q=supply&sort=${sort}&per_page=100`);
      const page2 = await api.get(`/api/search?q=supply&sort=${sort}&per_page=10&page=2`);
      expect(all.body.data.total).toBeGreaterThan(100);
      const ids = (res: Loose) => (res.body.data.data as { id: number }[]).map((p) => p.id);
      expect(ids(page2)).toEqual(ids(all).slice(10, 20));
    }
  });

  it('counts in each facet exactly what choosing it answers (vendor, price, category)', async () => {
    const { database } = server.deps;
    const [showroom] = await database.db
      .select()
      .from(t.showrooms)
      .where(sql`${t.showrooms.vsdId} = 'AB12CD34'`);
    const queries = await productIndex(database).current();
    const markup = () => 15;
    const base = { q: 'marble', showroom: showroom ?? null, page: 1, perPage: 100 };
    const all = queries.search(base, markup);
    expect(all.total).toBeGreaterThan(0);
    for (const vendor of all.facets.vendors) {
      expect(queries.search({ ...base, vendorIds: [vendor.id] }, markup).total).toBe(vendor.count);
    }
    for (const category of all.facets.categories) {
      expect(queries.search({ ...base, categoryId: category.id }, markup).total).toBe(
        category.count,
      );
    }
    for (const bucket of all.facets.prices) {
      const priced = queries.search(
        {
          ...base,
          priceMinCents: Math.round(bucket.min * 100),
          priceMaxCents: bucket.max === null ? undefined : Math.round(bucket.max * 100),
        },
        markup,
      );
      expect(priced.total).toBe(bucket.count);
    }
  });

  it('answers an empty set with a "did you mean"', async () => {
    const res = await search('slaet');
    expect(res.body.data).toMatchObject({ total: 0, data: [], did_you_mean: 'slate' });
  });

  it('answers searches without a marker, a notification or a query of its own', async () => {
    // Issue 26: on PostgreSQL every keystroke used to send a NOTIFY marker and wait for it (up
    // to 500 ms). The index now trusts its notifications (a heartbeat checks the connection once
    // a second): 100 searches, each a new text, send nothing.
    const { database } = server.deps;
    await productIndex(database).current();
    const publish = database.pubsub.publish.bind(database.pubsub);
    const execute = database.db.execute.bind(database.db);
    let published = 0;
    let executed = 0;
    database.pubsub.publish = (channel, payload) => {
      if (channel === 'product_search') published++;
      return publish(channel, payload);
    };
    database.db.execute = ((query: Parameters<typeof execute>[0]) => {
      executed++;
      return execute(query);
    }) as typeof database.db.execute;
    try {
      const started = Date.now();
      for (let i = 0; i < 100; i++) {
        const res = await search(`marble q${i.toString(36)}x`);
        expect(res.status).toBe(200);
      }
      // The heartbeat may have gone round meanwhile: one marker a second at most.
      expect(published).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1_000) + 1);
      expect(executed).toBe(0);
    } finally {
      database.pubsub.publish = publish;
      database.db.execute = execute;
    }
  });

  it('finds a product inserted, renamed and deleted by plain SQL within a second', async () => {
    const { db } = server.deps.database;
    const inserted = await db.execute(sql`
      INSERT INTO products (hash, name, brand, vendor_id, category_id, price_cents)
      SELECT 'idx' || floor(random() * 1e9)::text, 'Quillowen Basalt Slab', 'Arcadia', vendor_id, category_id, 12345
      FROM products WHERE id = 1 RETURNING id`);
    const id = rowsOf<{ id: number }>(inserted)[0]?.id;
    await withinASecond(async () =>
      names(await search('quillowen')).includes('Quillowen Basalt Slab'),
    );
    await db.execute(sql`UPDATE products SET name = 'Marrowind Basalt Slab' WHERE id = ${id}`);
    await withinASecond(async () => (await search('quillowen')).body.data.total === 0);
    await withinASecond(async () =>
      names(await search('marrowind')).includes('Marrowind Basalt Slab'),
    );
    const suggested = await api.get('/api/search/suggest?q=marrowi');
    expect(suggested.body.data).toContainEqual(
      expect.objectContaining({ id, text: 'Marrowind Basalt Slab' }),
    );
    await db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    await withinASecond(async () => (await search('marrowind')).body.data.total === 0);
  });

  it('forgets a memoised suggestion when a product it names changes', async () => {
    const { db } = server.deps.database;
    const suggest = async () =>
      (await api.get('/api/search/suggest?q=thistlewor')).body.data as { text: string }[];
    const inserted = await db.execute(sql`
      INSERT INTO products (hash, name, brand, vendor_id, category_id, price_cents)
      SELECT 'idx' || floor(random() * 1e9)::text, 'Thistleworth Onyx Slab', 'Arcadia', vendor_id, category_id, 12345
      FROM products WHERE id = 1 RETURNING id`);
    const id = rowsOf<{ id: number }>(inserted)[0]?.id;
    await withinASecond(async () =>
      (await suggest()).some((s) => s.text === 'Thistleworth Onyx Slab'),
    );
    // Asked again: the same answer (from the memo).
    expect((await suggest()).map((s) => s.text)).toContain('Thistleworth Onyx Slab');
    await db.execute(sql`UPDATE products SET name = 'Thistleworth Jade Slab' WHERE id = ${id}`);
    await withinASecond(async () =>
      (await suggest()).some((s) => s.text === 'Thistleworth Jade Slab'),
    );
    expect((await suggest()).map((s) => s.text)).not.toContain('Thistleworth Onyx Slab');
    await db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    await withinASecond(async () => (await suggest()).length === 0);
  });

  it("finds a category's products by its new name within a second of a rename", async () => {
    const { db } = server.deps.database;
    const [cat] = await db
      .select()
      .from(t.categories)
      .where(sql`${t.categories.name} = 'Stacked Stone'`);
    await db.execute(sql`UPDATE categories SET name = 'Ledgerwall Stone' WHERE id = ${cat?.id}`);
    try {
      await withinASecond(async () => {
        const res = await search('ledgerwall');
        return (
          res.body.data.total > 0 && res.body.data.facets.categories[0]?.name === 'Ledgerwall Stone'
        );
      });
    } finally {
      await db.execute(sql`UPDATE categories SET name = 'Stacked Stone' WHERE id = ${cat?.id}`);
    }
  });
});
