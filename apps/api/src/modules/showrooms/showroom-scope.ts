/**
 * What a showroom sells (issue 12 item 2): its curation, read once per showroom and kept in the
 * catalog cache (a curation change calls catalogChanged, so every instance drops it at once),
 * and the two forms every read applies it in: a predicate on a product (search index, product
 * page, cart) and a SQL condition on `products` (listings, counts, the SQL search).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { catalogCache } from '../../services/read-cache.ts';

export interface Curation {
  vendorMode: 'all' | 'only';
  vendorIds: number[];
  categoryMode: 'all' | 'only';
  categoryIds: number[];
  excludedProductIds: number[];
  addedProductIds: number[];
}

/** A showroom that curates nothing: sells every product on sale. */
export const EVERYTHING: Curation = {
  vendorMode: 'all',
  vendorIds: [],
  categoryMode: 'all',
  categoryIds: [],
  excludedProductIds: [],
  addedProductIds: [],
};

export function sellsEverything(c: Curation): boolean {
  return (
    c.vendorMode === 'all' &&
    c.vendorIds.length === 0 &&
    c.categoryMode === 'all' &&
    c.categoryIds.length === 0 &&
    c.excludedProductIds.length === 0
  );
}

/** The showroom's curation from the database (no row: everything). */
export async function loadCuration(db: Db, showroomId: number): Promise<Curation> {
  const [[head], rules] = await Promise.all([
    db.select().from(t.showroomCurations).where(eq(t.showroomCurations.showroomId, showroomId)),
    db
      .select()
      .from(t.showroomCurationRules)
      .where(eq(t.showroomCurationRules.showroomId, showroomId)),
  ]);
  if (!head) return EVERYTHING;
  const of = (kind: string) =>
    rules
      .filter((r) => r.kind === kind)
      .map((r) => r.refId)
      .sort((a, b) => a - b);
  return {
    vendorMode: head.vendorMode === 'only' ? 'only' : 'all',
    vendorIds: of('vendor'),
    categoryMode: head.categoryMode === 'only' ? 'only' : 'all',
    categoryIds: of('category'),
    excludedProductIds: of('exclude_product'),
    addedProductIds: of('add_product'),
  };
}

/** A curation as a fast predicate on a product (sets built once). */
export interface Scope {
  readonly curation: Curation;
  readonly everything: boolean;
  sells(product: { id: number; vendorId: number; categoryId: number }): boolean;
  /** Does the category rule let the category's products through (menus, suggestions)? */
  sellsCategory(categoryId: number): boolean;
}

export function scopeOf(curation: Curation): Scope {
  const vendors = new Set(curation.vendorIds);
  const categories = new Set(curation.categoryIds);
  const excluded = new Set(curation.excludedProductIds);
  const added = new Set(curation.addedProductIds);
  const vendorOnly = curation.vendorMode === 'only';
  const categoryOnly = curation.categoryMode === 'only';
  const everything = sellsEverything(curation);
  return {
    curation,
    everything,
    sells(p) {
      if (everything || added.has(p.id)) return true;
      if (excluded.has(p.id)) return false;
      if (vendors.has(p.vendorId) !== vendorOnly) return false;
      return categories.has(p.categoryId) === categoryOnly;
    },
    sellsCategory(categoryId) {
      return everything || categories.has(categoryId) === categoryOnly;
    },
  };
}

const ALL_SCOPE = scopeOf(EVERYTHING);

/** The showroom's scope, cached with the catalog (null showroom: the whole catalogue). */
export function showroomScope(
  database: Database,
  showroom: { id: number } | null | undefined,
): Promise<Scope> {
  if (!showroom) return Promise.resolve(ALL_SCOPE);
  return catalogCache(database).get(`showroom scope ${showroom.id}`, async () =>
    scopeOf(await loadCuration(database.db, showroom.id)),
  );
}

function idList(ids: number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

/**
 * The curation as a condition on a products table (alias `p` in raw SQL, or the drizzle table),
 * or null when it sells everything. The lists are a showroom's own few hundred ids at most.
 */
export function curationSql(curation: Curation, alias?: string): SQL | null {
  if (sellsEverything(curation)) return null;
  const col = (name: 'id' | 'vendor_id' | 'category_id') =>
    alias
      ? sql.raw(`${alias}.${name}`)
      : name === 'id'
        ? sql`${t.products.id}`
        : name === 'vendor_id'
          ? sql`${t.products.vendorId}`
          : sql`${t.products.categoryId}`;
  const parts: SQL[] = [];
  if (curation.excludedProductIds.length > 0)
    parts.push(sql`${col('id')} NOT IN (${idList(curation.excludedProductIds)})`);
  const listed = (column: SQL, mode: 'all' | 'only', ids: number[]) => {
    if (ids.length === 0) {
      if (mode === 'only') parts.push(sql`FALSE`);
      return;
    }
    parts.push(
      mode === 'only' ? sql`${column} IN (${idList(ids)})` : sql`${column} NOT IN (${idList(ids)})`,
    );
  };
  listed(col('vendor_id'), curation.vendorMode, curation.vendorIds);
  listed(col('category_id'), curation.categoryMode, curation.categoryIds);
  const rules = parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`;
  if (curation.addedProductIds.length === 0) return sql`(${rules})`;
  return sql`((${rules}) OR ${col('id')} IN (${idList(curation.addedProductIds)}))`;
}
