import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { markupTable, productSummary, type ShowroomRow, unitOf } from '../product-rows/index.ts';

type Product = typeof t.products.$inferSelect;

/** Products as summaries at the showroom's customer prices. */
export async function summaries(db: Db, rows: Product[], showroom: ShowroomRow | null) {
  const markup = await markupTable(db, showroom);
  const cats = new Map((await db.select().from(t.categories)).map((cat) => [cat.id, cat]));
  return rows.map((p) =>
    productSummary(p, markup(p.categoryId), unitOf(p, cats.get(p.categoryId))),
  );
}

/**
 * The most popular products, of a category or all. `scope`: what the showroom sells (issue 12
 * item 2, showroom-scope.ts `curationSql`), null for everything; the same for the calls below.
 */
export async function topProducts(
  db: Db,
  categoryId: number | undefined,
  limit: number,
  scope: SQL | null = null,
) {
  return db
    .select()
    .from(t.products)
    .where(
      and(
        categoryId ? eq(t.products.categoryId, categoryId) : undefined,
        isNull(t.products.retiredAt),
        scope ?? undefined,
      ),
    )
    .orderBy(desc(t.products.popularity), asc(t.products.id))
    .limit(limit);
}

/**
 * What viewers of a product also viewed, filled with popular products of the same category
 * (ours: a cold start has no views).
 */
export async function alsoViewed(
  db: Db,
  input: { product_id?: number; category_id?: number },
  limit: number,
  scope: SQL | null = null,
) {
  let rows: Product[] = [];
  if (input.product_id) {
    const viewers = db
      .select({ k: t.productViews.viewerKey })
      .from(t.productViews)
      .where(eq(t.productViews.productId, input.product_id));
    const viewed = await db
      .selectDistinct({ id: t.productViews.productId })
      .from(t.productViews)
      .where(
        and(
          inArray(t.productViews.viewerKey, viewers),
          ne(t.productViews.productId, input.product_id),
        ),
      )
      .limit(limit);
    if (viewed.length) {
      const ids = viewed.map((v) => v.id);
      rows = await db
        .select()
        .from(t.products)
        .where(and(inArray(t.products.id, ids), isNull(t.products.retiredAt), scope ?? undefined));
    }
  }
  if (rows.length >= limit) return rows;
  const [product] = input.product_id
    ? await db.select().from(t.products).where(eq(t.products.id, input.product_id))
    : [];
  const categoryId = product?.categoryId ?? input.category_id;
  const have = new Set([input.product_id ?? 0, ...rows.map((r) => r.id)]);
  const more = await topProducts(db, categoryId, limit + have.size, scope);
  return [...rows, ...more.filter((p) => !have.has(p.id))].slice(0, limit);
}

/** The products named, in order; or a signed-in user's latest viewed. */
export async function recentlyViewed(
  db: Db,
  input: { product_ids?: number[]; limit?: number },
  userId: number | undefined,
  scope: SQL | null = null,
) {
  let ids = input.product_ids ?? [];
  if (ids.length === 0 && userId) {
    const views = await db
      .select({ id: t.productViews.productId, at: sql<string>`max(${t.productViews.viewedAt})` })
      .from(t.productViews)
      .where(eq(t.productViews.viewerKey, `user:${userId}`))
      .groupBy(t.productViews.productId)
      .orderBy(desc(sql`max(${t.productViews.viewedAt})`))
      .limit(input.limit ?? 10);
    ids = views.map((v) => v.id);
  }
  ids = ids.slice(0, input.limit ?? 50);
  const rows = ids.length
    ? await db
        .select()
        .from(t.products)
        .where(and(inArray(t.products.id, ids), isNull(t.products.retiredAt), scope ?? undefined))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}
