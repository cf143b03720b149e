// Issue 23, availability: no one request may stall the server. Each test performs the attack of
// its item: a product size that makes the catalogue drawing tile forever (1), forty sign-ins at
// once (2), a decompression bomb as an upload (3), a multipart body of 85,000 fields (4).
import { productLook } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { MAX_SURFACE_ELEMENTS, surfaceElements } from '../src/modules/imagery/draw-surface.ts';
import { drawingsMade } from '../src/modules/imagery/drawing-cache.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let vendor = '';
let tileCategory = 0;
let tileCategoryName = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  vendor = await login(server.url, 'vendor@demo.test');
  const [category] = await server.deps.database.db
    .select()
    .from(t.categories)
    .where(eq(t.categories.name, 'Tile Flooring'));
  tileCategory = category?.id ?? 0;
  tileCategoryName = category?.name ?? '';
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const elements = (svg: string) => (svg.match(/<[a-zA-Z]/g) ?? []).length;

describe('item 1: a product size that draws forever', () => {
  const product = (sizes: unknown) => ({
    sku: `SZ-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Textured White Mosaic Tile',
    category_id: tileCategory,
    price: 10,
    box_sqft: 10,
    sizes,
  });

  it.each([
    ['0.05', 'sizes.0.width_size', 'width'],
    ['1e-300', 'sizes.0.width_size', 'width'],
    ['241', 'sizes.0.width_size', 'width'],
    ['0', 'sizes.0.width_size', 'width'],
  ])('the form refuses a width of %s with a 422 naming the field', async (width, field, word) => {
    const res = await api.post(
      '/api/vendor/products',
      product([{ width_size: width, height_size: '12' }]),
      { token: vendor },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([
      `Please enter the ${word} in inches, from 0.25 to 240 (e.g. 12 or 0.5).`,
    ]);
  });

  it('the form takes the bounds themselves, 0.25 and 240', async () => {
    const res = await api.post(
      '/api/vendor/products',
      product([{ width_size: '0.25', height_size: '240' }]),
      { token: vendor },
    );
    expect(res.status).toBe(201);
  });

  it('the CSV import rejects the row, naming its line and the column', async () => {
    const csv = [
      'sku,name,category,price,sizes',
      `CSV-OK,Fine Tile,${tileCategoryName},10.00,12x24`,
      `CSV-TINY,Tiny Tile,${tileCategoryName},10.00,0.05x12`,
      `CSV-ZERO,Zero Tile,${tileCategoryName},10.00,12x24|12x24x0`,
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'sizes.csv');
    const res = await api.call('POST', '/api/vendor/product_imports?key=sizes-1', {
      token: vendor,
      raw: form,
    });
    expect(res.body.data).toMatchObject({ status: 'done', created: 1, rejected: 2 });
    const message =
      'sizes: Each size is width x height (x length) in inches, each from 0.25 to 240, e.g. 12x24.';
    expect(res.body.data.errors).toEqual([
      { line: 3, messages: [message] },
      { line: 4, messages: [message] },
    ]);
  });

  it('a size stored before the check (0.05 inch) draws a bounded image', async () => {
    const { db } = server.deps.database;
    const [created] = await db
      .insert(t.products)
      .values({
        hash: `tiny${Date.now().toString(36)}`,
        name: 'Textured White Mosaic Tile',
        brand: 'Demo',
        vendorId: 1,
        categoryId: tileCategory,
        priceCents: 1000,
        boxSqft: 10,
        minUnit: 1,
      })
      .returning();
    const id = created?.id ?? 0;
    await db.insert(t.productSizes).values({
      productId: id,
      widthSize: '0.05',
      heightSize: null,
      lengthSize: '0.05',
      priceCents: 1000,
    });
    const res = await fetch(`${server.url}/demo/products/${id}.svg?w=1280`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    // Before: 30 MB of tiles drawn in 9 s while /healthz waited.
    expect(elements(svg)).toBeLessThanOrEqual(MAX_SURFACE_ELEMENTS + 10);
    expect(svg.length).toBeLessThan(3 * 1024 * 1024);
  });

  it.each([
    'grid',
    'offset',
    'herringbone',
    'chevron',
    'hexagon',
    'basketweave',
    'ledger',
  ] as const)('a %s drawing of a 1e-300 inch unit stops at the element cap', (pattern) => {
    const base = productLook({ id: 3, name: 'Textured Oak', category: 'Tile Flooring' });
    for (const kind of ['tile', 'wood', 'stone', 'coping'] as const) {
      const look = {
        ...base,
        kind,
        pattern,
        unit: { width: 1e-300, length: 1e-300 },
        finish: 'textured' as const,
      };
      let calls = 0;
      const rnd = () => {
        calls++;
        return 0.5;
      };
      const svg = surfaceElements(look, { x: 0, y: 0, w: 400, h: 300 }, 1, rnd, 'full');
      expect(elements(svg)).toBeLessThanOrEqual(MAX_SURFACE_ELEMENTS + 10);
      expect(calls).toBeLessThan(20 * MAX_SURFACE_ELEMENTS);
    }
  });

  it('draws an image once: the same content is served from the cache', async () => {
    const first = await fetch(`${server.url}/demo/products/5.svg?w=640`);
    const etag = first.headers.get('etag');
    await first.text();
    const made = drawingsMade();
    const again = await fetch(`${server.url}/demo/products/5.svg?w=640`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toMatch(/^<svg/);
    expect(drawingsMade()).toBe(made);
    // Another width is another drawing; a template and a category are cached alike.
    await (await fetch(`${server.url}/demo/products/5.svg?w=320`)).text();
    expect(drawingsMade()).toBe(made + 1);
    for (const path of ['/demo/templates/1.svg', '/demo/categories/tile-flooring.svg']) {
      await (await fetch(`${server.url}${path}`)).text();
      const before = drawingsMade();
      await (await fetch(`${server.url}${path}`)).text();
      expect(drawingsMade()).toBe(before);
    }
  });
});
