import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { searchProducts } from '../search/product-index.ts';
import type { ShowroomRow } from './pricing.ts';
import { markupFor, productSummary, unitOf } from './pricing.ts';

/** A page of a category's products at the showroom's customer prices, optionally by name. */
export async function categoryProducts(
  database: Database,
  showroom: ShowroomRow,
  input: { category: number; search?: string },
  page: { perPage: number; offset: number },
) {
  const { db } = database;
  const [category] = await db
    .select()
    .from(t.categories)
    .where(eq(t.categories.id, input.category));
  if (!category) throw notFound('Category not found.');
  if (input.search?.trim()) {
    // The engine of GET /api/search (issue 11), inside this category.
    const page1 = Math.floor(page.offset / page.perPage) + 1;
    const q = {
      q: input.search,
      showroom,
      categoryId: category.id,
      page: page1,
      perPage: page.perPage,
      // This answer has no place for a correction: do not compute one.
      didYouMean: false,
    };
    const { rows, total } = await searchProducts(database, q);
    return { data: rows, total };
  }
  // Retired products are off sale (issue 12).
  const where = and(eq(t.products.categoryId, category.id), isNull(t.products.retiredAt));
  const [rows, [total], markup] = await Promise.all([
    db
      .select()
      .from(t.products)
      .where(where)
      .orderBy(asc(t.products.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.products).where(where),
    markupFor(db, showroom, category.id),
  ]);
  return {
    data: rows.map((p) => productSummary(p, markup, unitOf(p, category))),
    total: total?.n ?? 0,
  };
}
