import { createHash, randomBytes } from 'node:crypto';
import type { VendorSizeInput } from '@brand/core/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** A product's fields as stored, from the form or a CSV row. */
export interface ProductFields {
  sku: string | null;
  name: string;
  categoryId: number;
  description: string | null;
  priceCents: number;
  uom: string | null;
  boxSqft: number | null;
  sizes: VendorSizeInput[];
  has3d: boolean;
}

const clean = (s: string | null | undefined) => {
  const v = s?.trim();
  return v ? v : null;
};

/** Sizes without empty parts; a size with no part at all is dropped. */
export function cleanSizes(sizes: readonly VendorSizeInput[]) {
  return sizes
    .map((s) => ({
      width_size: clean(s.width_size),
      height_size: clean(s.height_size),
      length_size: clean(s.length_size),
      pattern: clean(s.pattern),
    }))
    .filter((s) => s.width_size || s.height_size || s.length_size || s.pattern);
}

/**
 * What a product's content hashes to: the same fields give the same hash, so a re-imported row
 * whose hash is stored changes nothing (issue 12: idempotent by SKU).
 */
export function contentHash(f: ProductFields): string {
  const canonical = JSON.stringify([
    f.name,
    f.categoryId,
    f.description ?? '',
    f.priceCents,
    f.uom ?? '',
    f.boxSqft ?? '',
    cleanSizes(f.sizes).map((s) => [s.width_size, s.height_size, s.length_size, s.pattern]),
    f.has3d,
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 32);
}

/** A new product's public hash (the id the product pages use): random, 12 characters. */
export const newProductHash = () => randomBytes(9).toString('base64url');

/** The brand shown for a vendor's new product: their company, else their name. */
export async function vendorBrand(db: Db, vendorId: number) {
  const [u] = await db.select().from(t.users).where(eq(t.users.id, vendorId));
  if (!u) return 'Vendor';
  return u.companyName?.trim() || `${u.firstName} ${u.lastName}`.trim() || 'Vendor';
}

/** The columns of `products` that these fields set. */
export function productColumns(f: ProductFields, now: Date) {
  return {
    vendorSku: f.sku,
    name: f.name,
    categoryId: f.categoryId,
    description: f.description,
    priceCents: f.priceCents,
    uom: f.uom,
    boxSqft: f.boxSqft,
    has3d: f.has3d,
    importHash: contentHash(f),
    updatedAt: now,
  };
}

/** Size rows of a product: each size at the product's price and square feet per box. */
export function sizeRows(productId: number, f: ProductFields) {
  return cleanSizes(f.sizes).map((s) => ({
    productId,
    widthSize: s.width_size,
    heightSize: s.height_size,
    lengthSize: s.length_size,
    pattern: s.pattern,
    boxSqft: f.boxSqft,
    priceCents: f.priceCents,
  }));
}

/**
 * Writes a changed product's sizes: the same dimensions keep their rows (cart lines point at
 * them by id) with the new price; other dimensions replace the rows.
 */
export async function writeSizes(
  tx: Pick<Db, 'update' | 'delete' | 'insert'>,
  productId: number,
  next: ProductFields,
  before: readonly VendorSizeInput[],
) {
  const same = JSON.stringify(cleanSizes(next.sizes)) === JSON.stringify(cleanSizes(before));
  if (same) {
    await tx
      .update(t.productSizes)
      .set({ priceCents: next.priceCents, boxSqft: next.boxSqft })
      .where(eq(t.productSizes.productId, productId));
    return;
  }
  await tx.delete(t.productSizes).where(eq(t.productSizes.productId, productId));
  const rows = sizeRows(productId, next);
  if (rows.length) await tx.insert(t.productSizes).values(rows);
}
