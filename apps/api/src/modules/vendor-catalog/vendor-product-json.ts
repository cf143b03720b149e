import type { VendorProduct } from '@brand/core/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { ProductRow } from '../product-rows/index.ts';
import { unitOf } from '../product-rows/index.ts';
import { dollars, iso } from '../shared/index.ts';

/** Products as their vendor sees them: SKU, status, sizes and the category's name. */
export async function vendorProductsJson(db: Db, rows: ProductRow[]): Promise<VendorProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
  const [sizes, categories] = await Promise.all([
    db
      .select()
      .from(t.productSizes)
      .where(inArray(t.productSizes.productId, ids))
      .orderBy(asc(t.productSizes.id)),
    db.select().from(t.categories).where(inArray(t.categories.id, categoryIds)),
  ]);
  const categoryOf = new Map(categories.map((c) => [c.id, c]));
  return rows.map((p) => {
    const category = categoryOf.get(p.categoryId);
    return {
      id: p.id,
      hash: p.hash,
      sku: p.vendorSku,
      name: p.name,
      brand: p.brand,
      category_id: p.categoryId,
      category_name: category?.name ?? null,
      description: p.description,
      price: dollars(p.priceCents),
      unit: unitOf(p, category),
      uom: p.uom,
      box_sqft: p.boxSqft,
      sizes: sizes
        .filter((s) => s.productId === p.id)
        .map((s) => ({
          id: s.id,
          width_size: s.widthSize,
          height_size: s.heightSize,
          length_size: s.lengthSize,
          pattern: s.pattern,
        })),
      has_3d: p.has3d,
      image: p.image,
      status: p.retiredAt ? 'retired' : 'active',
      updated_at: p.updatedAt ? iso(p.updatedAt) : null,
    };
  });
}

export async function vendorProductJson(db: Db, row: ProductRow): Promise<VendorProduct> {
  const [json] = await vendorProductsJson(db, [row]);
  if (!json) throw new Error(`product ${row.id} vanished`);
  return json;
}

/** A product by id, for writing: fresh from the database. */
export async function productById(db: Db, id: number) {
  const [row] = await db.select().from(t.products).where(eq(t.products.id, id));
  return row;
}
