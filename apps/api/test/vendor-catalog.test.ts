// Issue 12 item 1: a vendor's catalogue (create, edit, retire, image), the streamed CSV import
// and the vendor's earnings in the payout ledger.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { retiredMessage } from '../src/modules/checkout/price-cart.ts';
import { payoutBalance } from '../src/modules/payouts/payout-balance.ts';
import { IMPORT_INTERRUPTED, IMPORT_STALE_MS } from '../src/modules/vendor-catalog/import-json.ts';
import {
  client,
  type Loose,
  login,
  loginAdmin,
  pngHeader,
  startServer,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let vendor = '';
let otherVendor = '';
let customer = '';
let admin = '';
let tileCategory = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  vendor = await login(server.url, 'vendor@demo.test');
  otherVendor = await login(server.url, 'othervendor@demo.test');
  customer = await login(server.url, 'customer@demo.test');
  admin = await loginAdmin(server.url);
  const [category] = await server.deps.database.db.select().from(t.categories).limit(1);
  tileCategory = category?.id ?? 0;
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const product = (extra: Record<string, unknown> = {}) => ({
  sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
  name: 'Quartzite Horizon Slab',
  category_id: tileCategory,
  description: 'Polished, book-matched.',
  price: 120.5,
  box_sqft: 12.5,
  sizes: [{ width_size: '12', height_size: '24' }],
  has_3d: true,
  ...extra,
});

const listing = (search?: string) =>
  api.post('/api/visualization/products', {
    category: tileCategory,
    showroom: 'AB12CD34',
    per_page: 50,
    ...(search ? { search } : {}),
  });

/** A multipart body with a CSV `file` part. */
function csvForm(csv: string, name = 'catalogue.csv') {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  return form;
}

async function importCsv(csv: string, key: string, token = vendor) {
  return api.call('POST', `/api/vendor/product_imports?key=${key}`, { token, raw: csvForm(csv) });
}

describe('given a vendor creating a product', () => {
  it('lists it at once in the showroom listing, search and the product page (caches dropped)', async () => {
    // Warm the catalog cache first: the new product must still appear.
    const name = 'Zephyrine Quartzite Slab';
    expect((await listing(name)).body.data.total).toBe(0);
    const created = await api.post('/api/vendor/products', product({ name }), { token: vendor });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name,
      price: 120.5,
      box_sqft: 12.5,
      has_3d: true,
      status: 'active',
      sizes: [{ width_size: '12', height_size: '24', length_size: null, pattern: null }],
    });
    const found = await listing(name);
    expect(found.body.data.data.map((p: Loose) => p.name)).toEqual([name]);
    // AB12CD34 marks up 15%: 120.50 -> 138.58 (rounded to the cent).
    expect(found.body.data.data[0].customer_price).toBe(138.58);
    const search = await api.get(`/api/search?q=${encodeURIComponent('zephyrine')}`);
    expect(search.body.data.data.map((p: Loose) => p.name)).toContain(name);
    const page = await api.get(`/api/public?pid=${created.body.data.hash}&showroom=AB12CD34`);
    expect(page.status).toBe(200);
    expect(page.body.data.product.name).toBe(name);
    const mine = await api.get('/api/vendor/products?search=zephyrine', { token: vendor });
    expect(mine.body.data.total).toBe(1);
  });

  it('answers 422 with field errors for bad input, never 500', async () => {
    const bad = await api.post(
      '/api/vendor/products',
      { ...product(), price: 'free', name: ' ' },
      { token: vendor },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['Please enter the product name.'],
      price: ['Please enter the price in dollars, e.g. 42.50.'],
    });
    const unknown = await api.post('/api/vendor/products', product({ category_id: 99_999 }), {
      token: vendor,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ category_id: ['This category does not exist.'] });
    const first = await api.post('/api/vendor/products', product({ sku: 'DUP-1' }), {
      token: vendor,
    });
    expect(first.status).toBe(201);
    const dup = await api.post('/api/vendor/products', product({ sku: 'DUP-1' }), {
      token: vendor,
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ sku: ['You already have a product with this SKU.'] });
    // Another vendor may use the same SKU.
    expect(
      (await api.post('/api/vendor/products', product({ sku: 'DUP-1' }), { token: otherVendor }))
        .status,
    ).toBe(201);
  });
});

describe('given a product of one vendor', () => {
  it('only its vendor or an Admin may change it', async () => {
    const created = await api.post('/api/vendor/products', product(), { token: vendor });
    const id = created.body.data.id;
    const edit = product({ name: 'Renamed Slab', price: 99 });
    const other = await api.put(`/api/vendor/products/${id}`, edit, { token: otherVendor });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This product belongs to another vendor.');
    expect((await api.put(`/api/vendor/products/${id}`, edit, { token: customer })).status).toBe(
      403,
    );
    expect((await api.put(`/api/vendor/products/${id}`, edit)).status).toBe(401);
    const own = await api.put(`/api/vendor/products/${id}`, edit, { token: vendor });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ name: 'Renamed Slab', price: 99 });
    const byAdmin = await api.put(
      `/api/vendor/products/${id}`,
      { ...edit, price: 98 },
      { token: admin },
    );
    expect(byAdmin.body.data.price).toBe(98);
    expect((await api.put('/api/vendor/products/99999999', edit, { token: vendor })).status).toBe(
      404,
    );
    // Another vendor's list does not show it.
    const theirs = await api.get('/api/vendor/products?search=Renamed', { token: otherVendor });
    expect(theirs.body.data.total).toBe(0);
  });

  it('keeps a size row (cart lines point at it) when the dimensions stay the same', async () => {
    const created = await api.post('/api/vendor/products', product(), { token: vendor });
    const sizeId = created.body.data.sizes[0].id;
    const again = await api.put(
      `/api/vendor/products/${created.body.data.id}`,
      product({ price: 10 }),
      { token: vendor },
    );
    expect(again.body.data.sizes[0].id).toBe(sizeId);
    const changed = await api.put(
      `/api/vendor/products/${created.body.data.id}`,
      product({ sizes: [{ width_size: '24', height_size: '48' }] }),
      { token: vendor },
    );
    expect(changed.body.data.sizes).toEqual([
      expect.objectContaining({ width_size: '24', height_size: '48' }),
    ]);
  });

  it('takes a retired product out of listings, search and pages, but not out of orders', async () => {
    const { db } = server.deps.database;
    // Product 1 (vendor@demo.test's) is in the customer's seeded cart: order it first.
    const project = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    const order = await api.post(
      '/api/checkout',
      { idempotency_key: 'vendor-retire-1', project_id: project },
      { token: customer },
    );
    expect(order.status).toBe(201);
    const [p1] = await db.select().from(t.products).where(eq(t.products.id, 1));
    if (!p1) throw new Error('no product 1');
    const words = p1.name.split(' ').slice(0, 3).join(' ');
    const inListing = async () =>
      (
        await api.post('/api/visualization/products', {
          category: p1.categoryId,
          showroom: 'AB12CD34',
          per_page: 100,
        })
      ).body.data.data.some((p: Loose) => p.id === 1);
    const inSearch = async () =>
      (
        await api.get(`/api/search?q=${encodeURIComponent(words)}&per_page=100`)
      ).body.data.data.some((p: Loose) => p.id === 1);
    expect(await inListing()).toBe(true);
    expect(await inSearch()).toBe(true);
    const retired = await api.post('/api/vendor/products/1/retire', undefined, { token: vendor });
    expect(retired.status).toBe(200);
    expect(retired.body.data.status).toBe('retired');
    expect(await inListing()).toBe(false);
    expect(await inSearch()).toBe(false);
    expect((await api.get(`/api/public?pid=${p1.hash}`)).status).toBe(404);
    const cart = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 1, qty: 1, showroom: 'AB12CD34', project_id: project },
      { token: customer },
    );
    expect(cart.status).toBe(422);
    const placed = await api.get(`/api/orders/${order.body.data.id}`, { token: customer });
    expect(placed.body.data.items.some((i: Loose) => i.product_id === 1)).toBe(true);
    const listed = await api.get('/api/vendor/products?status=retired', { token: vendor });
    expect(listed.body.data.data.map((p: Loose) => p.id)).toContain(1);
    expect(
      (await api.post('/api/vendor/products/1/restore', undefined, { token: otherVendor })).status,
    ).toBe(403);
    await api.post('/api/vendor/products/1/restore', undefined, { token: vendor });
    expect(await inListing()).toBe(true);
    expect(await inSearch()).toBe(true);
  });

  it('refuses to quote or charge a cart holding a product retired after it was added', async () => {
    const project = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    const add = await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 1, qty: 2, showroom: 'AB12CD34', project_id: project },
      { token: customer },
    );
    expect(add.status).toBe(200);
    const [p1] = await server.deps.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.id, 1));
    const message = `"${p1?.name}" is no longer sold: remove it from your cart to check out.`;
    const ordersBefore = (await api.get('/api/orders', { token: customer })).body.data.total;
    await api.post('/api/vendor/products/1/retire', undefined, { token: vendor });
    const quote = await api.post(
      '/api/checkout/quote',
      { project_id: project },
      { token: customer },
    );
    expect(quote.status).toBe(422);
    expect(quote.body.errors.project_id).toEqual([message]);
    const order = await api.post(
      '/api/checkout',
      { idempotency_key: 'vendor-retired-in-cart', project_id: project },
      { token: customer },
    );
    expect(order.status).toBe(422);
    expect(order.body.errors.project_id).toEqual([message]);
    expect((await api.get('/api/orders', { token: customer })).body.data.total).toBe(ordersBefore);
    // Back on sale, the same cart is quoted again.
    await api.post('/api/vendor/products/1/restore', undefined, { token: vendor });
    const again = await api.post(
      '/api/checkout/quote',
      { project_id: project },
      { token: customer },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.lines.some((l: Loose) => l.product_id === 1)).toBe(true);
  });

  it('names every retired product in one sentence', () => {
    expect(retiredMessage(['A'])).toBe(
      '"A" is no longer sold: remove it from your cart to check out.',
    );
    expect(retiredMessage(['A', 'B', 'C'])).toBe(
      '"A", "B" and "C" are no longer sold: remove them from your cart to check out.',
    );
  });

  it('takes an image by the spec rule, through the storage adapter', async () => {
    const created = await api.post('/api/vendor/products', product(), { token: vendor });
    const id = created.body.data.id;
    const upload = (bytes: Uint8Array, name: string, type: string, token = vendor) => {
      const form = new FormData();
      form.append('image', new Blob([bytes as BlobPart], { type }), name);
      return api.call('POST', `/api/vendor/products/${id}/image`, { token, raw: form });
    };
    const small = await upload(pngHeader(10, 10), 'tiny.png', 'image/png');
    expect(small.status).toBe(422);
    expect(small.body.errors.image[0]).toMatch(/at least/);
    const text = await upload(new TextEncoder().encode('hello'), 'notes.txt', 'text/plain');
    expect(text.status).toBe(422);
    expect((await upload(pngHeader(800, 600), 'slab.png', 'image/png', otherVendor)).status).toBe(
      403,
    );
    const ok = await upload(pngHeader(800, 600), 'slab.png', 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.data.image).toMatch(/^\/storage\/products\/\d+\/[\w-]+\.png$/);
    const key = ok.body.data.image.replace('/storage/', '');
    expect(await server.deps.storage.get(key)).not.toBeNull();
  });
});

const HEADER = 'sku,name,category,price,description,uom,box_sqft,sizes,has_3d';

function generatedCsv(rows: number, categoryName: string, price = (i: number) => 10 + (i % 500)) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `GEN-${i},"Generated Tile ${i}, matte",${categoryName},${price(i).toFixed(2)},"Line ${i} ""quoted""",,${(10 + (i % 7)).toFixed(1)},12x24|24x48,${i % 2}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe('given a CSV import', () => {
  it('imports a generated 10,000-row file in batches, and re-importing it changes nothing', async () => {
    const { db } = server.deps.database;
    const [category] = await db
      .select()
      .from(t.categories)
      .where(eq(t.categories.id, tileCategory));
    const csv = generatedCsv(10_000, category?.name ?? '');
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const first = await importCsv(csv, 'gen-10k-1');
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    console.log(
      `CSV import: 10,000 rows (${(csv.length / 1024).toFixed(0)} KB) in ${ms} ms; RSS before ${(rssBefore / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB`,
    );
    expect(first.status, JSON.stringify(first.body).slice(0, 500)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'done',
      percent: 100,
      rows_read: 10_000,
      created: 10_000,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      errors: [],
    });
    const [row] = await db
      .select()
      .from(t.products)
      .where(and(eq(t.products.vendorSku, 'GEN-42'), eq(t.products.categoryId, tileCategory)));
    expect(row).toMatchObject({
      name: 'Generated Tile 42, matte',
      description: 'Line 42 "quoted"',
      priceCents: 5200,
      boxSqft: 10,
      has3d: false,
    });
    const sizes = await db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, row?.id ?? 0));
    expect(sizes.map((s) => `${s.widthSize}x${s.heightSize}`)).toEqual(['12x24', '24x48']);

    const again = await importCsv(csv, 'gen-10k-2');
    expect(again.body.data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 10_000,
      rejected: 0,
    });
    const [same] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.id, row?.id ?? 0));
    expect(same?.updatedAt?.getTime()).toBe(row?.updatedAt?.getTime());

    // Three prices changed: three rows updated, the rest unchanged.
    const changed = generatedCsv(10_000, category?.name ?? '', (i) =>
      i === 1 || i === 500 || i === 9_999 ? 1 : 10 + (i % 500),
    );
    const third = await importCsv(changed, 'gen-10k-3');
    expect(third.body.data).toMatchObject({ created: 0, updated: 3, unchanged: 9_997 });
    const polled = await api.get('/api/vendor/product_imports/gen-10k-3', { token: vendor });
    expect(polled.body.data).toMatchObject({ status: 'done', percent: 100, updated: 3 });
    // Imported products are on sale at once.
    // AB12CD34's customer price of $1.00: $1.15.
    expect((await listing('Generated Tile 9999')).body.data.data[0]?.customer_price).toBe(1.15);
  }, 300_000);

  it('reports rejected rows with their line numbers and imports the rest', async () => {
    const csv = [
      'name,sku,price,category', // columns in any order
      `Good One,REJ-1,10.00,${tileCategory}`,
      `,REJ-2,10.00,${tileCategory}`,
      `Bad Price,REJ-3,ten,${tileCategory}`,
      'No Category,REJ-4,10.00,Moon Rocks',
      `Dup,REJ-1,11.00,${tileCategory}`,
      `Bad Sku,has space,11.00,${tileCategory}`,
      '',
      `Good Two,REJ-5,12.00,${tileCategory}`,
    ].join('\r\n');
    const res = await importCsv(csv, 'rejects-1');
    expect(res.body.data).toMatchObject({ status: 'done', created: 2, rejected: 5 });
    expect(res.body.data.errors).toEqual([
      { line: 3, messages: ['name: Please enter the product name.'] },
      { line: 4, messages: ['price: Please enter the price in dollars, e.g. 42.50.'] },
      { line: 5, messages: ['category: This category does not exist.'] },
      { line: 6, messages: ['sku: This SKU is already on line 2 of this file.'] },
      {
        line: 7,
        messages: ['sku: A SKU has 1 to 64 letters, digits, dots, dashes or underscores.'],
      },
    ]);
  });

  it('refuses a file without the required columns, a reused key, and other callers', async () => {
    const bad = await importCsv('title,cost\nA,1\n', 'header-1');
    expect(bad.body.data.status).toBe('failed');
    expect(bad.body.data.message).toMatch(/^The first line must name the columns/);
    const reused = await importCsv(`${HEADER}\n`, 'header-1');
    expect(reused.status).toBe(422);
    expect(reused.body.errors.key).toBeDefined();
    expect((await importCsv(`${HEADER}\n`, 'pro-1', customer)).status).toBe(403);
    const noFile = await api.call('POST', '/api/vendor/product_imports?key=nofile-1', {
      token: vendor,
      raw: new FormData(),
    });
    expect(noFile.status).toBe(422);
    // An import is its vendor's: another vendor polls a 404.
    expect(
      (await api.get('/api/vendor/product_imports/rejects-1', { token: otherVendor })).status,
    ).toBe(404);
  });

  it('reports an import whose process stopped (no heartbeat for a minute) as failed, once', async () => {
    const { db } = server.deps.database;
    const [me] = await db.select().from(t.users).where(eq(t.users.email, 'vendor@demo.test'));
    if (!me) throw new Error('no vendor');
    const ago = (ms: number) => new Date(server.clock.now.getTime() - ms);
    await db.insert(t.productImports).values([
      // Left by a killed process: started earlier, last heartbeat just over a minute ago.
      {
        vendorId: me.id,
        key: 'killed-1',
        status: 'running',
        fileName: 'a.csv',
        rowsRead: 1500,
        heartbeatAt: ago(IMPORT_STALE_MS + 5_000),
      },
      // Another instance is still running this one.
      {
        vendorId: me.id,
        key: 'alive-1',
        status: 'running',
        fileName: 'b.csv',
        heartbeatAt: ago(IMPORT_STALE_MS - 20_000),
      },
    ]);
    const killed = await api.get('/api/vendor/product_imports/killed-1', { token: vendor });
    expect(killed.status).toBe(200);
    expect(killed.body.data).toMatchObject({
      status: 'failed',
      message: IMPORT_INTERRUPTED,
      rows_read: 1500,
    });
    expect(killed.body.data.finished_at).not.toBeNull();
    const alive = await api.get('/api/vendor/product_imports/alive-1', { token: vendor });
    expect(alive.body.data).toMatchObject({ status: 'running', message: null, finished_at: null });
    // Marked once: a second read answers the same failure (finished_at unchanged).
    const again = await api.get('/api/vendor/product_imports/killed-1', { token: vendor });
    expect(again.body.data.finished_at).toBe(killed.body.data.finished_at);
  });
});

describe("given an order of a vendor's product", () => {
  it('records the share on capture as pending, available 46 business days after delivery', async () => {
    const { db } = server.deps.database;
    const project = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 2, qty: 3, showroom: 'AB12CD34', project_id: project },
      { token: customer },
    );
    const order = await api.post(
      '/api/checkout',
      { idempotency_key: 'vendor-earnings-1', project_id: project },
      { token: customer },
    );
    expect(order.status).toBe(201);
    const item = order.body.data.items.find((i: Loose) => i.product_id === 2);
    const [row] = await db.select().from(t.orderItems).where(eq(t.orderItems.id, item.id));
    if (!row) throw new Error('no item');
    const share = (row.finalPriceCents * row.qty) / 100;
    const balance = async () => (await api.get('/api/payout/balance', { token: vendor })).body.data;
    const before = await balance();
    await api.put(
      `/api/order_items/${item.id}/status`,
      { status: 'Vendor Approved' },
      { token: vendor },
    );
    const approved = await balance();
    expect(approved.pending).toBeCloseTo(before.pending + share, 2);
    expect(approved.available).toBe(before.available);
    // Approving again (after a step back) records the share once.
    await db
      .update(t.orderItems)
      .set({ status: 'Waiting for approval' })
      .where(eq(t.orderItems.id, item.id));
    await api.put(
      `/api/order_items/${item.id}/status`,
      { status: 'Vendor Approved' },
      { token: vendor },
    );
    expect((await balance()).pending).toBeCloseTo(approved.pending, 2);
    await db
      .update(t.orderItems)
      .set({ status: 'Out For Delivery' })
      .where(eq(t.orderItems.id, item.id));
    await api.put(`/api/order_items/${item.id}/status`, { status: 'Delivered' }, { token: admin });
    const delivered = await balance();
    expect(delivered.pending).toBeCloseTo(approved.pending, 2);
    expect(delivered.next_available_date).not.toBeNull();
    // 46 business days later (70 calendar days; the token would have expired: read it directly).
    const [me] = await db.select().from(t.users).where(eq(t.users.email, 'vendor@demo.test'));
    const later = await payoutBalance(
      db,
      me?.id ?? 0,
      new Date(server.clock.now.getTime() + 70 * 86_400_000),
    );
    expect(later.available).toBeCloseTo(before.available + share, 2);
    expect(later.paid).toBe(0);
  });

  it('takes the share back when an approved item is cancelled, netting to zero', async () => {
    const { db } = server.deps.database;
    const project = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    await api.post(
      '/api/projectCart/sync_to_cart',
      { product_id: 3, qty: 1, showroom: 'AB12CD34', project_id: project },
      { token: customer },
    );
    const order = await api.post(
      '/api/checkout',
      { idempotency_key: 'vendor-earnings-2', project_id: project },
      { token: customer },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const item = order.body.data.items.find((i: Loose) => i.product_id === 3);
    const balance = async () => (await api.get('/api/payout/balance', { token: vendor })).body.data;
    const before = await balance();
    await api.put(
      `/api/order_items/${item.id}/status`,
      { status: 'Vendor Approved' },
      { token: vendor },
    );
    expect((await balance()).pending).toBeGreaterThan(before.pending);
    const cancel = await api.post(`/api/order_items/${item.id}/cancel`, undefined, {
      token: customer,
    });
    expect(cancel.status).toBe(200);
    const after = await balance();
    expect(after.pending).toBeCloseTo(before.pending, 2);
    expect(after.available).toBeCloseTo(before.available, 2);
    expect(after.negative).toBe(0);
    const ledger = await db
      .select()
      .from(t.payoutLedger)
      .where(eq(t.payoutLedger.orderItemId, item.id));
    expect(ledger.map((l) => l.kind).sort()).toEqual(['sale', 'sale_reversal']);
  });
});
