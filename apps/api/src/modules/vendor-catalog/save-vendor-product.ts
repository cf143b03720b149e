import {
  type VendorProductBody,
  type VendorSizeInput,
  VENDOR_CATALOG_MESSAGES as VM,
} from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { ProductRow } from '../product-rows/index.ts';
import { changeableProduct, requireVendor } from './product-access.ts';
import {
  newProductHash,
  type ProductFields,
  productColumns,
  sizeRows,
  vendorBrand,
  writeSizes,
} from './product-fields.ts';
import { productById } from './vendor-product-json.ts';

async function checkCategory(db: Db, categoryId: number) {
  const [category] = await db
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(eq(t.categories.id, categoryId));
  if (!category) throw invalid('category_id', VM.categoryUnknown);
}

async function checkSku(db: Db, vendorId: number, sku: string | null, exceptId?: number) {
  if (!sku) return;
  const [taken] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(
      and(
        eq(t.products.vendorId, vendorId),
        eq(t.products.vendorSku, sku),
        exceptId === undefined ? undefined : ne(t.products.id, exceptId),
      ),
    );
  if (taken) throw invalid('sku', VM.skuTaken);
}

const sizesOf = (rows: (typeof t.productSizes.$inferSelect)[]): VendorSizeInput[] =>
  rows.map((s) => ({
    width_size: s.widthSize,
    height_size: s.heightSize,
    length_size: s.lengthSize,
    pattern: s.pattern,
  }));

/** The body's fields over the product's current ones (a field left out keeps its value). */
function fieldsOf(body: VendorProductBody, current?: ProductFields): ProductFields {
  return {
    sku: body.sku === undefined ? (current?.sku ?? null) : body.sku || null,
    name: body.name,
    categoryId: body.category_id,
    description:
      body.description === undefined
        ? (current?.description ?? null)
        : body.description?.trim() || null,
    priceCents: toCents(body.price),
    uom: body.uom === undefined ? (current?.uom ?? null) : body.uom?.trim() || null,
    boxSqft: body.box_sqft === undefined ? (current?.boxSqft ?? null) : body.box_sqft,
    sizes: body.sizes ?? current?.sizes ?? [],
    has3d: body.has_3d ?? current?.has3d ?? false,
  };
}

/**
 * A vendor lists a new product. Checks (category exists, SKU free), then the product and its
 * sizes in one transaction, then every instance's catalog cache is dropped (the search index
 * hears the insert through migration 0004's trigger).
 */
export async function createVendorProduct(
  deps: Deps,
  user: UserRow,
  body: VendorProductBody,
): Promise<ProductRow> {
  const { db } = deps.database;
  const vendor = requireVendor(user);
  const fields = fieldsOf(body);
  await checkCategory(db, fields.categoryId);
  await checkSku(db, vendor.id, fields.sku);
  const brand = await vendorBrand(db, vendor.id);
  const now = deps.now();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t.products)
      .values({
        ...productColumns(fields, now),
        hash: newProductHash(),
        brand,
        vendorId: vendor.id,
        minUnit: 1,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    const sizes = sizeRows(created.id, fields);
    if (sizes.length) await tx.insert(t.productSizes).values(sizes);
    return created;
  });
  await catalogChanged(deps.database);
  return row;
}

/** The product's fields as stored now (with its sizes). */
export async function currentFields(db: Db, p: ProductRow): Promise<ProductFields> {
  const sizes = await db
    .select()
    .from(t.productSizes)
    .where(eq(t.productSizes.productId, p.id))
    .orderBy(asc(t.productSizes.id));
  return {
    sku: p.vendorSku,
    name: p.name,
    categoryId: p.categoryId,
    description: p.description,
    priceCents: p.priceCents,
    uom: p.uom,
    boxSqft: p.boxSqft,
    sizes: sizesOf(sizes),
    has3d: p.has3d,
  };
}

/**
 * The owning vendor (or an Admin) changes a product. Sizes sent replace the product's sizes
 * (the same dimensions keep their rows); every size is sold at the product's price. Orders already placed keep their own figures
 * (order items copy the name and prices).
 */
export async function updateVendorProduct(
  deps: Deps,
  user: UserRow,
  id: number,
  body: VendorProductBody,
): Promise<ProductRow> {
  const { db } = deps.database;
  const product = await changeableProduct(db, user, id);
  const before = await currentFields(db, product);
  const fields = fieldsOf(body, before);
  await checkCategory(db, fields.categoryId);
  await checkSku(db, product.vendorId, fields.sku, product.id);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.update(t.products).set(productColumns(fields, now)).where(eq(t.products.id, id));
    await writeSizes(tx, id, fields, before.sizes);
  });
  await catalogChanged(deps.database);
  return (await productById(db, id)) ?? product;
}

/**
 * Retire (take off sale) or restore a product. A retired product leaves showroom listings,
 * search and product pages; order items keep their copy of it.
 */
export async function setProductRetired(
  deps: Deps,
  user: UserRow,
  id: number,
  retired: boolean,
): Promise<ProductRow> {
  const { db } = deps.database;
  await changeableProduct(db, user, id);
  const now = deps.now();
  const [row] = await db
    .update(t.products)
    .set({ retiredAt: retired ? now : null, updatedAt: now })
    .where(eq(t.products.id, id))
    .returning();
  await catalogChanged(deps.database);
  if (!row) throw new Error('update returned nothing');
  return row;
}
