import { createHash } from 'node:crypto';
import { BRAND_PARTNERS, CATALOGUE, productTypeOf } from '@brand/core/rules';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/crypto.ts';
import type { Database } from '../src/db/client.ts';
import { one } from '../src/db/one.ts';
import * as t from '../src/db/schema.ts';
import { CATEGORY_NAMES, DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index.ts';
import { freshDatabase } from './helpers.ts';

describe('the full demo seed', () => {
  let database: Database;
  let ms = 0;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.migrate();
    const started = Date.now();
    await seedIfEmpty(database);
    ms = Date.now() - started;
    console.log(`full seed took ${ms} ms`);
  }, 300_000);
  afterAll(() => database.close());

  const countOf = async (
    table: typeof t.products | typeof t.users | typeof t.floorPlans | typeof t.templates,
  ) => one(await database.db.select({ n: count() }).from(table)).n;

  it('has the catalog at the scale the home page claims', async () => {
    expect(await countOf(t.products)).toBeGreaterThan(25_000);
    expect(await countOf(t.floorPlans)).toBeGreaterThan(50);
    expect(await countOf(t.templates)).toBeGreaterThan(100);
    const cats = await database.db.select({ name: t.categories.name }).from(t.categories);
    expect(cats.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
  });

  it('has the demo accounts of DOMAIN.md with the shared password', async () => {
    const rows = await database.db.select().from(t.users);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(row, account.email).toBeDefined();
      expect(row).toMatchObject({ type: account.type, status: account.status });
      expect(row?.emailVerifiedAt !== null).toBe(account.verified);
    }
    const customer = one(rows.filter((r) => r.email === 'customer@demo.test'));
    expect(await verifyPassword(DEMO_PASSWORD, customer.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-pass-123', customer.passwordHash)).toBe(false);
  });

  it('has the two showrooms, the premium one themed', async () => {
    const rows = await database.db.select().from(t.showrooms);
    expect(rows.map((r) => r.vsdId).sort()).toEqual(['AB12CD34', 'ZX98YW76']);
    const premium = one(rows.filter((r) => r.vsdId === 'AB12CD34'));
    expect(premium.themeColor).toBe('#0F766E');
    expect(premium.businessLogo).toBe('/demo/logo/AB12CD34.svg');
    const [sub] = await database.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, premium.userId));
    expect(sub).toMatchObject({ plan: 'Premium', paidAmountCents: 19_900 });
  });

  it('gives tile and flooring a box_sqft and other categories a uom or none', async () => {
    const [tile] = await database.db
      .select({ boxSqft: t.products.boxSqft, uom: t.products.uom })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(eq(t.categories.name, 'Tile Flooring'))
      .limit(1);
    expect(tile?.boxSqft).toBeGreaterThan(0);
    const [turf] = await database.db
      .select({ boxSqft: t.products.boxSqft, uom: t.products.uom })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(eq(t.categories.name, 'Artificial Turf'))
      .limit(1);
    expect(turf).toEqual({ boxSqft: null, uom: 'Roll' });
  });

  it('is deterministic: the same first products every time', async () => {
    const first = await database.db.select().from(t.products).where(eq(t.products.id, 1));
    const other = await freshDatabase();
    try {
      await other.migrate();
      await seedIfEmpty(other, { products: 5, floorPlans: 1, templatesPerPlan: 1, scryptN: 1024 });
      const again = await other.db.select().from(t.products).where(eq(t.products.id, 1));
      expect(again).toEqual(first);
    } finally {
      await other.close();
    }
  }, 120_000);

  it("reads like a distributor's catalogue: each product a type of its category, priced in the type's band, with a SKU and a partner brand (issue 25)", async () => {
    const rows = await database.db
      .select({
        id: t.products.id,
        name: t.products.name,
        brand: t.products.brand,
        sku: t.products.vendorSku,
        priceCents: t.products.priceCents,
        boxSqft: t.products.boxSqft,
        category: t.categories.name,
      })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId));
    const skus = new Set<string>();
    const typesSeen = new Set<string>();
    // Checked row by row, reported at once (25,200 expect calls are slow on a loaded machine).
    const wrong: string[] = [];
    for (const row of rows) {
      const type = productTypeOf(row.category, row.name);
      const table = CATALOGUE.find((c) => c.category === row.category);
      if (!type || !table?.types.includes(type)) {
        wrong.push(`${row.id} ${row.name}: no type of ${row.category}`);
        continue;
      }
      typesSeen.add(`${row.category}/${type.name}`);
      // The price band: per square foot for tile and flooring (the box's coverage times it).
      const [low, high] = type.priceCents;
      const unit =
        type.perSqft && row.boxSqft ? (row.priceCents + 1) / row.boxSqft : row.priceCents;
      if (unit < low - 1 || unit > high + 1) wrong.push(`${row.name}: ${row.priceCents}`);
      if (!new RegExp(`^[A-Z]{2}-${type.code}-\\d{5}$`).test(row.sku ?? '')) {
        wrong.push(`${row.name}: SKU ${row.sku}`);
      }
      if (skus.has(row.sku ?? '')) wrong.push(`${row.name}: SKU ${row.sku} twice`);
      skus.add(row.sku ?? '');
      if (!(BRAND_PARTNERS as readonly string[]).includes(row.brand)) {
        wrong.push(`${row.name}: brand ${row.brand}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Every type of every category is in the demo.
    expect(typesSeen.size).toBe(CATALOGUE.reduce((n, c) => n + c.types.length, 0));
    // The examples: a knob $4-40, a vanity $300-2,500, a range $900-6,000.
    const band = (re: RegExp) => {
      const prices = rows.filter((r) => re.test(r.name)).map((r) => r.priceCents);
      return [Math.min(...prices), Math.max(...prices)];
    };
    const [knobLow = 0, knobHigh = 0] = band(/ Cabinet Knob /);
    expect(knobLow).toBeGreaterThanOrEqual(400);
    expect(knobHigh).toBeLessThanOrEqual(4_000);
    const [vanityLow = 0, vanityHigh = 0] = band(/ Vanity in /);
    expect(vanityLow).toBeGreaterThanOrEqual(30_000);
    expect(vanityHigh).toBeLessThanOrEqual(250_000);
    const [rangeLow = 0, rangeHigh = 0] = band(/ Range in /);
    expect(rangeLow).toBeGreaterThanOrEqual(90_000);
    expect(rangeHigh).toBeLessThanOrEqual(600_000);
  }, 120_000);

  it('keeps every other seeded fact as it was: product URLs, plans, templates, the demo cart', async () => {
    // Pinned from the catalogue before issue 25: the products' hashes (their URLs), the floor
    // plans and templates (names, styles, products, surfaces), the demo cart's lines.
    const first = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { h: string }[] }).rows[0]?.h ?? '';
    const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
    expect(
      digest(await first(sql`select string_agg(hash, ',' order by id) as h from products`)),
    ).toBe('591dd4511cf2dec7');
    expect(
      digest(await first(sql`select string_agg(name, '|' order by id) as h from floor_plans`)),
    ).toBe('41fe63dcf550a529');
    expect(
      digest(
        await first(
          sql`select string_agg(name || ':' || style || ':' || product_ids::text || ':' || surfaces::text, '|' order by id) as h from templates`,
        ),
      ),
    ).toBe('ee62c802f5df40ad');
    expect(
      await first(
        sql`select string_agg(product_id || '/' || size_id || '/' || qty, ',' order by id) as h from project_tans`,
      ),
    ).toBe('1/1/1,2/2/2,3/3/3');
  });

  it('seeds once: a second call changes nothing', async () => {
    const before = await countOf(t.users);
    await seedIfEmpty(database);
    expect(await countOf(t.users)).toBe(before);
  });
});
