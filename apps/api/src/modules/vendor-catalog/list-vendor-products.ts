import type { VendorProductQuery } from '@brand/core/contract';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { escapeLike } from '../shared/index.ts';
import { vendorProductsJson } from './vendor-product-json.ts';

/**
 * A page of the caller's products, newest first: a vendor sees their own, an Admin everyone's.
 * `search` matches the name or the SKU (contains, case-insensitive); `status` active (default),
 * retired or all.
 */
export async function listVendorProducts(
  db: Db,
  user: UserRow,
  query: VendorProductQuery,
  page: { perPage: number; offset: number },
) {
  if (user.type !== 'Vendor' && user.type !== 'Admin') {
    throw forbidden('Only vendors have a catalogue.');
  }
  const where: SQL[] = [];
  if (user.type === 'Vendor') where.push(eq(t.products.vendorId, user.id));
  const status = query.status ?? 'active';
  if (status === 'active') where.push(isNull(t.products.retiredAt));
  if (status === 'retired') where.push(isNotNull(t.products.retiredAt));
  const search = query.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const match = or(ilike(t.products.name, like), ilike(t.products.vendorSku, like));
    if (match) where.push(match);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.products)
      .where(filter)
      .orderBy(desc(t.products.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.products).where(filter),
  ]);
  return { data: await vendorProductsJson(db, rows), total: total?.n ?? 0 };
}

/** Every category, by name: the choices of the product form. */
export async function categoryChoices(db: Db) {
  const rows = await db.select().from(t.categories).orderBy(asc(t.categories.name));
  return rows.map((c) => ({ id: c.id, name: c.name, unit: c.unit }));
}
