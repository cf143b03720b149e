import type { CatalogFilters, CatalogSort } from '@brand/core/contract';
import { markupPrice, productTypeOf, toCents } from '@brand/core/rules';
import { and, asc, count, desc, eq, inArray, isNull, max, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { catalogCache } from '../../services/read-cache.ts';
import type { ShowroomRow } from '../product-rows/index.ts';
import { markupFor, productSummary, unitOf } from '../product-rows/index.ts';
import { searchProducts } from '../search/index.ts';
import { dollars } from '../shared/index.ts';
import { curationSql, showroomScope } from '../showrooms/index.ts';

export type CategoryProductsInput = {
  category: number;
  search?: string | undefined;
  sort?: CatalogSort | undefined;
  vendor?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  type?: string | undefined;
};

/**
 * The customer price in cents as SQL, the same rounding as core's markupPrice (half away from
 * zero; prices are never negative): one markup applies to a whole category in a showroom.
 */
function customerCentsSql(markupPercent: number): SQL {
  const bp = Math.round(markupPercent * 100);
  return sql`(${t.products.priceCents} + round(${t.products.priceCents} * ${bp}::numeric / 10000))`;
}

/** Product order of each sort, always ending on the id so pages never overlap. */
function orderOf(sort: CatalogSort | undefined): SQL[] {
  // Byte order of the lower-cased name: the same on PostgreSQL and PGlite whatever the locale.
  const name = sql`lower(${t.products.name}) collate "C"`;
  switch (sort) {
    case 'price_asc':
      return [asc(t.products.priceCents), asc(t.products.id)];
    case 'price_desc':
      return [desc(t.products.priceCents), desc(t.products.id)];
    case 'name_asc':
      return [sql`${name} asc`, asc(t.products.id)];
    case 'name_desc':
      return [sql`${name} desc`, desc(t.products.id)];
    // Products carry no listing date: the serial id is the listing order.
    case 'newest':
      return [desc(t.products.id)];
    default:
      return [asc(t.products.id)];
  }
}

/**
 * The ids of a category's products of one type (core `productTypeOf` of the category and the
 * product's name, the type the search index knows), from the catalog cache: a vendor's product
 * save or import calls catalogChanged, which drops it.
 */
function idsOfType(
  database: Database,
  category: { id: number; name: string },
  type: string,
): Promise<number[]> {
  const wanted = type.trim().toLowerCase();
  return catalogCache(database).get(`category type ${category.id} ${wanted}`, async () => {
    const rows = await database.db
      .select({ id: t.products.id, name: t.products.name })
      .from(t.products)
      .where(and(eq(t.products.categoryId, category.id), isNull(t.products.retiredAt)));
    return rows
      .filter((p) => productTypeOf(category.name, p.name)?.name.toLowerCase() === wanted)
      .map((p) => p.id);
  });
}

/** The name a customer sees for a vendor: the company, else the person. */
const vendorName = sql<string>`coalesce(nullif(${t.users.companyName}, ''), trim(${t.users.firstName} || ' ' || ${t.users.lastName}))`;

/**
 * What the category's products can be filtered by in this showroom (issue 10), from the catalog
 * cache: the vendors' DISTINCT over a category's products with the vendor join cost most of an
 * uncached category search (issue 11). Keyed by category and markup; a vendor's product save,
 * import or image upload calls catalogChanged, which drops it, so a vendor's new product counts at
 * once (a renamed vendor company shows within the cache's 60 s expiry).
 */
function categoryFilters(
  database: Database,
  categoryId: number,
  markupPercent: number,
  curating: { id: number } | null,
): Promise<CatalogFilters> {
  // A curating showroom's filters are its own (its curation is cached the same way, and saving
  // one clears the cache); every other showroom shares the category's.
  const key = `category filters ${categoryId} ${markupPercent} ${curating?.id ?? 'all'}`;
  return catalogCache(database).get(key, async () =>
    loadCategoryFilters(
      database,
      categoryId,
      markupPercent,
      curating ? curationSql((await showroomScope(database, curating)).curation) : null,
    ),
  );
}

async function loadCategoryFilters(
  database: Database,
  categoryId: number,
  markupPercent: number,
  scope: SQL | null,
): Promise<CatalogFilters> {
  const { db } = database;
  const inCategory = and(
    eq(t.products.categoryId, categoryId),
    isNull(t.products.retiredAt),
    scope ?? undefined,
  );
  const [vendors, [range]] = await Promise.all([
    db
      .selectDistinct({ id: t.products.vendorId, name: vendorName })
      .from(t.products)
      .innerJoin(t.users, eq(t.users.id, t.products.vendorId))
      .where(inCategory)
      .orderBy(vendorName, t.products.vendorId),
    db
      .select({ low: min(t.products.priceCents), high: max(t.products.priceCents) })
      .from(t.products)
      .where(inCategory),
  ]);
  const price = (cents: number | null | undefined) =>
    cents === null || cents === undefined
      ? null
      : dollars(markupPrice(Number(cents), markupPercent));
  return { vendors, min_price: price(range?.low), max_price: price(range?.high) };
}

/**
 * A page of a category's products at the showroom's customer prices: by name (search), or
 * sorted and filtered by vendor and customer price range, all in SQL; with the category's
 * filters.
 */
export async function categoryProducts(
  database: Database,
  showroom: ShowroomRow,
  input: CategoryProductsInput,
  page: { perPage: number; offset: number },
) {
  const { db } = database;
  // The category and its markup in this showroom change only with catalog writes: cached.
  const { category, markup } = await catalogCache(database).get(
    `category markup ${showroom.id} ${showroom.markupBp} ${input.category}`,
    async () => {
      const [row] = await db.select().from(t.categories).where(eq(t.categories.id, input.category));
      return { category: row, markup: row ? await markupFor(db, showroom, row.id) : 0 };
    },
  );
  if (!category) throw notFound('Category not found.');
  // What the showroom sells (issue 12 item 2), as a condition of the same SQL (cached).
  const scope = await showroomScope(database, showroom);
  const curated = curationSql(scope.curation);
  // The filters come from the cache, or load beside the page's own queries.
  const filtersLoad = categoryFilters(database, category.id, markup, curated ? showroom : null);
  if (input.search?.trim()) {
    // The engine of GET /api/search (issue 11), inside this category, ranked by relevance.
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
    const [{ rows, total }, filters] = await Promise.all([
      searchProducts(database, q),
      filtersLoad,
    ]);
    return { data: rows, total, filters };
  }
  const customerCents = customerCentsSql(markup);
  // Retired products are off sale (issue 12).
  const conditions: SQL[] = [eq(t.products.categoryId, category.id), isNull(t.products.retiredAt)];
  if (curated) conditions.push(curated);
  if (input.vendor !== undefined) conditions.push(eq(t.products.vendorId, input.vendor));
  if (input.type !== undefined) {
    const ids = await idsOfType(database, category, input.type);
    conditions.push(ids.length ? inArray(t.products.id, ids) : sql`false`);
  }
  if (input.min_price !== undefined) {
    conditions.push(sql`${customerCents} >= ${toCents(input.min_price)}`);
  }
  if (input.max_price !== undefined) {
    conditions.push(sql`${customerCents} <= ${toCents(input.max_price)}`);
  }
  const where = and(...conditions);
  const [rows, [total], filters] = await Promise.all([
    db
      .select()
      .from(t.products)
      .where(where)
      .orderBy(...orderOf(input.sort))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.products).where(where),
    filtersLoad,
  ]);
  return {
    data: rows.map((p) => productSummary(p, markup, unitOf(p, category))),
    total: total?.n ?? 0,
    filters,
  };
}
