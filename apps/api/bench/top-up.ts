// Tops the seeded catalogue up to `wanted` products (the scale figure of issue 11 and issue 26):
// copies of the seeded products cycled, each with a fresh hash, a finish word and a varied price,
// loaded the way a bulk load is done: in one transaction, the table's change notifications off,
// one INSERT ... SELECT. Used by bench/run.ts and bench/search-engine.ts (BENCH_PRODUCTS).
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function topUpProducts(database: Database, wanted: number) {
  const topUp = Date.now();
  const step = (what: string, since: number) =>
    console.log(
      `${database.kind}: top-up ${what} in ${((Date.now() - since) / 1000).toFixed(1)} s`,
    );
  await database.db.transaction(async (tx) => {
    const since = Date.now();
    await tx.execute(sql`ALTER TABLE products DISABLE TRIGGER USER`);
    await tx.execute(sql`
      WITH seeded AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM products),
      wanted AS (
        SELECT g, g % (SELECT count(*) FROM products) AS n
        FROM generate_series(1, greatest(${wanted}::int - (SELECT count(*) FROM products)::int, 0)) g),
      made AS (
        SELECT 'bench' || g AS hash,
               s.name || ' ' || (ARRAY['Matte','Gloss','Honed','Textured','Brushed'])[1 + g % 5] AS name,
               s.brand, s.description, s.vendor_id, s.category_id,
               s.price_cents + (g % 97) * 100 AS price_cents, s.uom, s.box_sqft, s.min_unit,
               g % 1000 AS popularity, s.has_3d
        FROM wanted w JOIN seeded s ON s.n = w.n)
      INSERT INTO products (hash, name, brand, description, vendor_id, category_id, price_cents,
                            uom, box_sqft, min_unit, popularity, has_3d)
      SELECT m.hash, m.name, m.brand, m.description, m.vendor_id, m.category_id, m.price_cents,
             m.uom, m.box_sqft, m.min_unit, m.popularity, m.has_3d
      FROM made m`);
    step('products inserted', since);
    await tx.execute(sql`ALTER TABLE products ENABLE TRIGGER USER`);
  });
  await database.db.execute(sql`ANALYZE products`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS count FROM products`),
  );
  console.log(
    `${database.kind}: topped up to ${count} products in ${((Date.now() - topUp) / 1000).toFixed(1)} s`,
  );
}
