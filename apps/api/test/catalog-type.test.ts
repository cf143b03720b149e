/**
 * POST /api/visualization/products' `type` (issue 29 item 3): a page of one product type of a
 * category, so the studio's Refrigerator surface is offered refrigerators, not appliances.
 */
import { productTypeOf } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, startServer, type TestServer } from './helpers.ts';

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

type Row = { id: number; name: string };
const page = async (extra: Record<string, unknown>) =>
  api.post('/api/visualization/products', { showroom: 'AB12CD34', per_page: 100, ...extra });

describe('POST /api/visualization/products: type', () => {
  it("answers only the category's products of the type, any case", async () => {
    const [category] = await server.deps.database.db
      .select()
      .from(t.categories)
      .where(eq(t.categories.name, 'Appliances'));
    const all = (await page({ category: category?.id })).body.data.data as Row[];
    const typeOf = (r: Row) => productTypeOf('Appliances', r.name)?.name;
    const fridges = all.filter((r) => typeOf(r) === 'Refrigerator');
    // The category mixes types: a filter by category alone would offer others.
    expect(fridges.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(fridges.length);
    for (const type of ['Refrigerator', 'refrigerator']) {
      const res = await page({ category: category?.id, type });
      expect(res.status).toBe(200);
      expect((res.body.data.data as Row[]).map((r) => r.id)).toEqual(fridges.map((r) => r.id));
      expect(res.body.data.total).toBe(fridges.length);
    }
    // "Range" is not "Range Hood".
    const ranges = (await page({ category: category?.id, type: 'Range' })).body.data.data as Row[];
    expect(ranges.map((r) => r.id)).toEqual(
      all.filter((r) => typeOf(r) === 'Range').map((r) => r.id),
    );
  });

  it('answers an empty page for a type the category has none of, or no type at all', async () => {
    for (const type of ['Subway Tile', 'Toaster']) {
      const res = await page({ category: 1, type });
      expect(res.status).toBe(200);
      expect(res.body.data.data).toEqual([]);
      expect(res.body.data.total).toBe(0);
    }
  });

  it('answers 422 naming the field for a type too long', async () => {
    const res = await page({ category: 1, type: 'x'.repeat(61) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? res.body.data?.errors ?? {})).toContain('type');
  });
});
