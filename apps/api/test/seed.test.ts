import { count, eq } from 'drizzle-orm';
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

  it('seeds once: a second call changes nothing', async () => {
    const before = await countOf(t.users);
    await seedIfEmpty(database);
    expect(await countOf(t.users)).toBe(before);
  });
});
