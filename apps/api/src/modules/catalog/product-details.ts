import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { notFound } from '../../errors.ts';
import {
  categoryJson,
  markupFor,
  productSummary,
  type ShowroomRow,
  sizeJson,
  unitOf,
} from '../product-rows/index.ts';

/** A product by id or hash (404 when it is not in the category named, or retired: issue 12). */
export async function findProduct(db: Db, pid: string, categoryId: number | undefined) {
  const isId = /^\d+$/.test(pid);
  const [product] = await db
    .select()
    .from(t.products)
    .where(
      isId
        ? or(eq(t.products.id, Number(pid)), eq(t.products.hash, pid))
        : eq(t.products.hash, pid),
    )
    .limit(1);
  if (
    !product ||
    product.retiredAt ||
    (categoryId !== undefined && product.categoryId !== categoryId)
  )
    throw notFound();
  return product;
}

/**
 * A product page: its price lines (sizes) at the showroom's customer prices, images and
 * category. A signed-in viewer's visit is recorded for "recently viewed" and "also viewed".
 */
export async function productDetails(
  db: Db,
  product: typeof t.products.$inferSelect,
  showroom: ShowroomRow | null,
  viewer: UserRow | null,
) {
  const [[category], sizes, markup] = await Promise.all([
    db.select().from(t.categories).where(eq(t.categories.id, product.categoryId)),
    db
      .select()
      .from(t.productSizes)
      .where(eq(t.productSizes.productId, product.id))
      .orderBy(asc(t.productSizes.id)),
    markupFor(db, showroom, product.categoryId),
  ]);
  if (viewer)
    await db
      .insert(t.productViews)
      .values({ viewerKey: `user:${viewer.id}`, productId: product.id });
  const { image: _image, ...rest } = productSummary(product, markup, unitOf(product, category));
  return {
    product: {
      ...rest,
      description: product.description,
      vendor_id: product.vendorId,
      sizes: sizes.map((s) => sizeJson(s, markup)),
      images: product.image
        ? [{ id: product.id, url: product.image, resized_url: product.image, alt: product.name }]
        : [],
    },
    category: category ? categoryJson(category) : null,
  };
}
