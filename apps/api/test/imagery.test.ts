// Issue 17 items 1-3: the catalogue's images are drawings of the product (modules/imagery),
// never a flat field with a caption: no text, no script, cacheable, safe as uploads are.
import { productTypeOf } from '@brand/core/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { CATEGORY_NAMES } from '../src/seed/index.ts';
import { sanitizeSvg } from '../src/services/images.ts';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

/** What a generated drawing must never hold. */
function expectSafeDrawing(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toMatch(/<text|<tspan|<script|<foreignObject|<image|javascript:/i);
  expect(svg).not.toMatch(/\son[a-z]+=/i);
  expect(svg).not.toMatch(/href=|url\((?!#)/);
}

const elements = (svg: string) => (svg.match(/<[a-zA-Z]/g) ?? []).length;
const attributes = (svg: string) => (svg.match(/\s[a-zA-Z:-]+="/g) ?? []).length;

/** The sanitiser for uploads keeps every element and attribute of a generated drawing. */
async function expectSanitiserKeepsAll(svg: string) {
  const clean = await sanitizeSvg(new TextEncoder().encode(svg));
  expect(clean).not.toBeNull();
  // The sanitiser writes an XML declaration in front; the drawing itself must be unchanged.
  const text = new TextDecoder().decode(clean as Uint8Array).replace(/^<\?xml[^>]*\?>\s*/, '');
  expect(elements(text)).toBe(elements(svg));
  expect(attributes(text)).toBe(attributes(svg));
}

async function product(id: number) {
  const [row] = await server.deps.database.db
    .select({ id: t.products.id, name: t.products.name, image: t.products.image })
    .from(t.products)
    .where(eq(t.products.id, id));
  return row;
}

describe('product images', () => {
  it('seeds each product its own image path', async () => {
    expect((await product(1))?.image).toBe('/demo/products/1.svg');
    expect((await product(77))?.image).toBe('/demo/products/77.svg');
  });

  it('draws an SVG without text or script, cacheable with an ETag and a 304', async () => {
    const res = await get('/demo/products/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const svg = await res.text();
    expectSafeDrawing(svg);
    expect(svg.length).toBeLessThan(60_000);
    const again = await get('/demo/products/1.svg', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get('/demo/products/1.svg', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('draws every seeded category: safe, kept whole by the upload sanitiser, not a flat field', async () => {
    // Product i + 1 is in category i % 21: products 1..21 cover every category.
    for (let id = 1; id <= CATEGORY_NAMES.length; id++) {
      const svg = await (await get(`/demo/products/${id}.svg`)).text();
      expectSafeDrawing(svg);
      await expectSanitiserKeepsAll(svg);
      // Real drawing: many shapes, several colours.
      expect(elements(svg), `product ${id}`).toBeGreaterThanOrEqual(8);
      expect(new Set(svg.match(/#[0-9A-F]{6}/g)).size, `product ${id}`).toBeGreaterThan(3);
    }
  });

  it('differs between two products of the same category in different colours', async () => {
    const db = server.deps.database.db;
    const tiles = await db
      .select({ id: t.products.id, name: t.products.name })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(eq(t.categories.name, 'Tile Flooring'))
      .orderBy(asc(t.products.id));
    const colour = (name: string) => name.split(' ')[1];
    const first = tiles[0];
    const other = tiles.find((p) => colour(p.name) !== colour(first?.name ?? ''));
    expect(first && other).toBeTruthy();
    const a = await (await get(`/demo/products/${first?.id}.svg`)).text();
    const b = await (await get(`/demo/products/${other?.id}.svg`)).text();
    expect(a).not.toBe(b);
    // Each carries its own colour word's base colour (core's LOOK_COLORS), varied per tile.
    expect(a).not.toMatch(/stroke="#2F2E2C"/);
  });

  it('draws a fixture with no size on its product page', async () => {
    const db = server.deps.database.db;
    const rows = await db
      .select({
        category: t.categories.name,
        width: t.productSizes.widthSize,
        height: t.productSizes.heightSize,
        length: t.productSizes.lengthSize,
      })
      .from(t.productSizes)
      .innerJoin(t.products, eq(t.products.id, t.productSizes.productId))
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(inArray(t.categories.name, ['Appliances', 'Toilets', 'Tile Flooring', 'Countertop']));
    const appliances = rows.filter((r) => r.category === 'Appliances' || r.category === 'Toilets');
    expect(appliances.length).toBeGreaterThan(0);
    for (const r of appliances) expect([r.width, r.height, r.length]).toEqual([null, null, null]);
    expect(rows.some((r) => r.category === 'Tile Flooring' && r.width && r.length)).toBe(true);
    expect(rows.some((r) => r.category === 'Countertop' && r.width && r.height)).toBe(true);
  });

  it('seeds descriptions that agree with the name (type, finish and colour, as the facts show)', async () => {
    const rows = await server.deps.database.db
      .select({
        name: t.products.name,
        description: t.products.description,
        category: t.categories.name,
      })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .orderBy(asc(t.products.id))
      .limit(50);
    for (const row of rows) {
      // "Refrigerator from the Juniper Appliances Pro Series collection: french door,
      // stainless steel. SKU JA-REF-00001. Ships in 1 to 3 weeks."
      const type = productTypeOf(row.category, row.name);
      expect(row.description?.startsWith(`${type?.name} from the `), row.name).toBe(true);
      const details = row.description?.match(/collection: ([^.]+)\./)?.[1]?.split(', ') ?? [];
      expect(details.length, row.name).toBeGreaterThan(0);
      for (const detail of details) expect(row.name.toLowerCase()).toContain(detail);
      expect(row.description).toMatch(/Ships in 1 to 3 weeks\.$/);
    }
  });

  it('draws the sizes of srcset, more detail when larger; refuses another width', async () => {
    const small = await (await get('/demo/products/10.svg?w=320')).text();
    const large = await (await get('/demo/products/10.svg?w=1280')).text();
    expect(small).toContain('width="320" height="240"');
    expect(large).toContain('width="1280" height="960"');
    expect(elements(large)).toBeGreaterThan(elements(small));
    expect(await (await get('/demo/products/10.svg')).text()).toContain('width="400" height="300"');
    const bad = await get('/demo/products/10.svg?w=333');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['w']);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await get('/demo/products/999999.svg')).status).toBe(404);
    expect((await get('/demo/products/abc.svg')).status).toBe(404);
  });
});

describe('template and category images', () => {
  it('draws each template as its own room, with its products', async () => {
    const templates = await server.deps.database.db
      .select()
      .from(t.templates)
      .orderBy(asc(t.templates.id));
    expect(templates.length).toBeGreaterThan(2);
    const drawn = new Set<string>();
    for (const template of templates.slice(0, 4)) {
      expect(template.image).toBe(`/demo/templates/${template.id}.svg`);
      const res = await get(template.image);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeTruthy();
      const svg = await res.text();
      expectSafeDrawing(svg);
      await expectSanitiserKeepsAll(svg);
      expect(elements(svg)).toBeGreaterThan(30);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(4);
    expect((await get('/demo/templates/999999.svg')).status).toBe(404);
  });

  it('draws every category photo and its resized photo', async () => {
    const categories = await server.deps.database.db.select().from(t.categories);
    expect(categories).toHaveLength(CATEGORY_NAMES.length);
    const drawn = new Set<string>();
    for (const category of categories) {
      for (const path of [category.photo, category.resizedPhoto]) {
        const res = await get(path as string);
        expect(res.status, path as string).toBe(200);
        const svg = await res.text();
        expectSafeDrawing(svg);
        drawn.add(svg);
      }
    }
    expect(drawn.size).toBe(CATEGORY_NAMES.length);
    await expectSanitiserKeepsAll(drawn.values().next().value as string);
  });

  it('keeps the Pro logo as it is', async () => {
    const svg = await (await get('/demo/logo/AB12CD34.svg')).text();
    expect(svg).toContain('Demo Pro');
  });
});
