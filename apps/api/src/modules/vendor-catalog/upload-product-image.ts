import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { ProductRow } from '../product-rows/index.ts';
import { storeImage } from '../shared/index.ts';
import { changeableProduct } from './product-access.ts';

/**
 * The owning vendor (or an Admin) sets a product's image (the spec's image rule and SVG
 * sanitising in `storeImage`), then the product row and every instance's catalog cache. One
 * image per product (the spec's default file count of 1): a new upload replaces it.
 */
export async function uploadProductImage(
  deps: Deps,
  user: UserRow,
  id: number,
  file: File | undefined,
): Promise<ProductRow> {
  const { db } = deps.database;
  const product = await changeableProduct(db, user, id);
  const image = await storeImage(deps, file, { field: 'image', folder: `products/${product.id}` });
  const [row] = await db
    .update(t.products)
    .set({ image, updatedAt: deps.now() })
    .where(eq(t.products.id, product.id))
    .returning();
  await catalogChanged(deps.database);
  return row ?? product;
}
