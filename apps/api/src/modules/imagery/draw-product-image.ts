import { productLook } from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { cachedDrawing, type Drawing } from './drawing-cache.ts';
import { lookImage } from './look-image.ts';

/** A product's look input from the database: name, category name, first size, box coverage. */
export async function lookInputs(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await Promise.all(
    ids.map(async (id) => {
      const [product] = await db
        .select({
          id: t.products.id,
          name: t.products.name,
          boxSqft: t.products.boxSqft,
          category: t.categories.name,
        })
        .from(t.products)
        .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
        .where(eq(t.products.id, id))
        .limit(1);
      if (!product) return null;
      const [size] = await db
        .select()
        .from(t.productSizes)
        .where(eq(t.productSizes.productId, id))
        .orderBy(asc(t.productSizes.id))
        .limit(1);
      return {
        ...product,
        size: size
          ? {
              width_size: size.widthSize,
              height_size: size.heightSize,
              length_size: size.lengthSize,
              pattern: size.pattern,
            }
          : null,
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

/**
 * GET /demo/products/:id.svg: the product's own image, drawn from its look (cached by that
 * content); null if none.
 */
export async function drawProductImage(db: Db, id: number, width: number): Promise<Drawing | null> {
  const [input] = await lookInputs(db, [id]);
  if (!input) return null;
  const look = productLook(input);
  return cachedDrawing(['product', look, input.id, width], () => lookImage(look, input.id, width));
}
