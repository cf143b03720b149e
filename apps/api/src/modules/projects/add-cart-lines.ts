import { CURATION_MESSAGES } from '@brand/core/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { loadCuration, scopeOf } from '../showrooms/index.ts';
import type { Project } from './project-access.ts';

export type CartLineInput = { product_id: number; size_id?: number | null; qty: number };

/**
 * Adds lines to a cart: every product and size is checked first (a 422 names the line), then
 * a line of the same product and size grows by the quantity, else a new line is added.
 */
export async function addCartLines(
  db: Db,
  project: Project,
  requested: CartLineInput[],
  /** `drop`: leave out lines the showroom no longer sells (a temporary cart joining). */
  unsold: 'reject' | 'drop' = 'reject',
) {
  let items = requested;
  if (items.length === 0) return;
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const products = await db
    .select({ id: t.products.id, vendorId: t.products.vendorId, categoryId: t.products.categoryId })
    .from(t.products)
    // A retired product (issue 12) is off sale: it cannot be added.
    .where(and(inArray(t.products.id, productIds), isNull(t.products.retiredAt)));
  const known = new Map(products.map((p) => [p.id, p]));
  // Only what the project's showroom sells (issue 12 item 2).
  const scope = scopeOf(await loadCuration(db, project.showroomId));
  if (unsold === 'drop') {
    items = items.filter((i) => {
      const product = known.get(i.product_id);
      return !product || scope.sells(product);
    });
  }
  for (const [index, item] of items.entries()) {
    const product = known.get(item.product_id);
    const field = items.length > 1 ? `items.${index}.product_id` : 'product_id';
    if (!product) throw invalid(field, 'This product does not exist.');
    if (!scope.sells(product)) throw invalid(field, CURATION_MESSAGES.notSold);
    if (item.size_id) {
      const [size] = await db
        .select()
        .from(t.productSizes)
        .where(
          and(eq(t.productSizes.id, item.size_id), eq(t.productSizes.productId, item.product_id)),
        );
      if (!size)
        throw invalid(
          items.length > 1 ? `items.${index}.size_id` : 'size_id',
          'This size does not belong to the product.',
        );
    }
  }
  for (const item of items) {
    const sizeCond = item.size_id
      ? eq(t.projectTans.sizeId, item.size_id)
      : isNull(t.projectTans.sizeId);
    const [existing] = await db
      .select()
      .from(t.projectTans)
      .where(
        and(
          eq(t.projectTans.projectId, project.id),
          eq(t.projectTans.productId, item.product_id),
          sizeCond,
        ),
      );
    if (existing) {
      await db
        .update(t.projectTans)
        .set({ qty: sql`least(${t.projectTans.qty} + ${item.qty}, 100000)` })
        .where(eq(t.projectTans.id, existing.id));
    } else {
      await db.insert(t.projectTans).values({
        projectId: project.id,
        productId: item.product_id,
        sizeId: item.size_id ?? null,
        qty: item.qty,
      });
    }
  }
}
