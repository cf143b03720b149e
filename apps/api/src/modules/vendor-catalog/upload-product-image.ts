import { randomUUID } from 'node:crypto';
import { fileExtension, validateImageUpload } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../http/errors.ts';
import { imageSize, sanitizeSvg } from '../../services/images.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { ProductRow } from '../catalog/pricing.ts';
import { changeableProduct } from './product-access.ts';

/**
 * The owning vendor (or an Admin) sets a product's image: the spec's image rule (core
 * `validateImageUpload`: jpg, svg, jpeg, png, bmp, gif, minimum size) and SVG sanitising first,
 * then the storage adapter, the product row and every instance's catalog cache. One image per
 * product (the spec's default file count of 1): a new upload replaces it.
 */
export async function uploadProductImage(
  deps: Deps,
  user: UserRow,
  id: number,
  file: File | undefined,
): Promise<ProductRow> {
  const { db } = deps.database;
  const product = await changeableProduct(db, user, id);
  if (!file) throw invalid('image', 'Please choose a file.');
  let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const ext = fileExtension(file.name);
  const size = ext === 'svg' ? null : imageSize(data);
  const problem = validateImageUpload({
    name: file.name,
    type: file.type,
    size: file.size,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid('image', problem);
  if (ext === 'svg') {
    const clean = await sanitizeSvg(data);
    if (!clean) throw invalid('image', 'This file is not a readable SVG image.');
    data = clean;
  }
  const key = `products/${product.id}/${randomUUID()}.${ext}`;
  await deps.storage.put(key, data, file.type);
  const [row] = await db
    .update(t.products)
    .set({ image: `/storage/${key}`, updatedAt: deps.now() })
    .where(eq(t.products.id, product.id))
    .returning();
  await catalogChanged(deps.database);
  return row ?? product;
}
