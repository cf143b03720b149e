/**
 * A Pro's showroom curation (issue 12 item 2): read it with what it means (the products it
 * sells out of all, the vendors and categories to choose from), preview a change, save one.
 */
import { CURATION_MESSAGES, type ShowroomCurationBody } from '@brand/core/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { type Curation, curationSql, loadCuration } from '../showrooms/index.ts';
import type { Showroom } from './settings-json.ts';

const vendorName = sql<string>`coalesce(nullif(${t.users.companyName}, ''), trim(${t.users.firstName} || ' ' || ${t.users.lastName}))`;

export function curationOfBody(body: ShowroomCurationBody): Curation {
  return {
    vendorMode: body.vendor_mode,
    vendorIds: [...body.vendor_ids].sort((a, b) => a - b),
    categoryMode: body.category_mode,
    categoryIds: [...body.category_ids].sort((a, b) => a - b),
    excludedProductIds: [...body.excluded_product_ids].sort((a, b) => a - b),
    addedProductIds: [...body.added_product_ids].sort((a, b) => a - b),
  };
}

/** Every id the curation names exists (422 naming the field and its first unknown id). */
async function checkIds(db: Db, c: Curation) {
  const unknown = async (
    ids: number[],
    field: string,
    message: string,
    known: (ids: number[]) => Promise<{ id: number }[]>,
  ) => {
    if (ids.length === 0) return;
    const found = new Set((await known(ids)).map((r) => r.id));
    const index = ids.findIndex((id) => !found.has(id));
    if (index >= 0) throw invalid(field, message);
  };
  await unknown(c.vendorIds, 'vendor_ids', CURATION_MESSAGES.vendorUnknown, (ids) =>
    db
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(inArray(t.users.id, ids), eq(t.users.type, 'Vendor'))),
  );
  await unknown(c.categoryIds, 'category_ids', CURATION_MESSAGES.categoryUnknown, (ids) =>
    db.select({ id: t.categories.id }).from(t.categories).where(inArray(t.categories.id, ids)),
  );
  await unknown(
    c.excludedProductIds,
    'excluded_product_ids',
    CURATION_MESSAGES.productUnknown,
    (ids) => db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, ids)),
  );
  await unknown(c.addedProductIds, 'added_product_ids', CURATION_MESSAGES.productUnknown, (ids) =>
    db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, ids)),
  );
}

/** The curation with its counts and names, as GET /api/showroom/curation answers it. */
export async function curationJson(db: Db, c: Curation) {
  const onSale = isNull(t.products.retiredAt);
  const scope = curationSql(c);
  const named = [...c.excludedProductIds, ...c.addedProductIds];
  const [[sold], [all], vendors, categories, products] = await Promise.all([
    db
      .select({ n: count() })
      .from(t.products)
      .where(scope ? and(onSale, scope) : onSale),
    db.select({ n: count() }).from(t.products).where(onSale),
    db
      .select({ id: t.users.id, name: vendorName, product_count: count(t.products.id) })
      .from(t.users)
      .leftJoin(t.products, and(eq(t.products.vendorId, t.users.id), onSale))
      .where(eq(t.users.type, 'Vendor'))
      .groupBy(t.users.id)
      .orderBy(vendorName, t.users.id),
    db
      .select({ id: t.categories.id, name: t.categories.name, product_count: count(t.products.id) })
      .from(t.categories)
      .leftJoin(t.products, and(eq(t.products.categoryId, t.categories.id), onSale))
      .groupBy(t.categories.id)
      .orderBy(t.categories.name, t.categories.id),
    named.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: t.products.id,
            name: t.products.name,
            vendor_name: vendorName,
            category_name: t.categories.name,
          })
          .from(t.products)
          .innerJoin(t.users, eq(t.users.id, t.products.vendorId))
          .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
          .where(inArray(t.products.id, named))
          .orderBy(t.products.name, t.products.id),
  ]);
  return {
    vendor_mode: c.vendorMode,
    vendor_ids: c.vendorIds,
    category_mode: c.categoryMode,
    category_ids: c.categoryIds,
    excluded_product_ids: c.excludedProductIds,
    added_product_ids: c.addedProductIds,
    product_count: sold?.n ?? 0,
    total_products: all?.n ?? 0,
    vendors,
    categories,
    products,
  };
}

export async function showroomCuration(db: Db, showroom: Showroom) {
  return curationJson(db, await loadCuration(db, showroom.id));
}

/** What a curation would sell, unsaved (checked as a save is). */
export async function previewCuration(db: Db, body: ShowroomCurationBody) {
  const c = curationOfBody(body);
  await checkIds(db, c);
  return curationJson(db, c);
}

/**
 * A Pro saves their curation: checks first, then the rules replaced in one transaction, then
 * every instance's catalog cache (listings, search scope, product pages) is told.
 */
export async function saveCuration(deps: Deps, showroom: Showroom, body: ShowroomCurationBody) {
  const { db } = deps.database;
  const c = curationOfBody(body);
  await checkIds(db, c);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.showroomCurations)
      .values({
        showroomId: showroom.id,
        vendorMode: c.vendorMode,
        categoryMode: c.categoryMode,
        updatedAt: deps.now(),
      })
      .onConflictDoUpdate({
        target: t.showroomCurations.showroomId,
        set: { vendorMode: c.vendorMode, categoryMode: c.categoryMode, updatedAt: deps.now() },
      });
    await tx
      .delete(t.showroomCurationRules)
      .where(eq(t.showroomCurationRules.showroomId, showroom.id));
    const rows = [
      ...c.vendorIds.map((refId) => ({ kind: 'vendor', refId })),
      ...c.categoryIds.map((refId) => ({ kind: 'category', refId })),
      ...c.excludedProductIds.map((refId) => ({ kind: 'exclude_product', refId })),
      ...c.addedProductIds.map((refId) => ({ kind: 'add_product', refId })),
    ].map((r) => ({ showroomId: showroom.id, ...r }));
    if (rows.length > 0) await tx.insert(t.showroomCurationRules).values(rows);
  });
  await catalogChanged(deps.database);
  return curationJson(db, c);
}
