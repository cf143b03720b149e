import { DEFAULT_MARKUP_PERCENT, markupPrice } from '@brand/core/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars } from '../shared/index.ts';

export type ShowroomRow = typeof t.showrooms.$inferSelect;
export type ProductRow = typeof t.products.$inferSelect;
export type SizeRow = typeof t.productSizes.$inferSelect;
export type CategoryRow = typeof t.categories.$inferSelect;

/** The markup percent of a showroom for a category (per-category override first). */
export async function markupFor(
  db: Db,
  showroom: ShowroomRow | null | undefined,
  categoryId: number,
) {
  if (!showroom) return DEFAULT_MARKUP_PERCENT;
  const [override] = await db
    .select()
    .from(t.categoryMarkups)
    .where(
      and(
        eq(t.categoryMarkups.showroomId, showroom.id),
        eq(t.categoryMarkups.categoryId, categoryId),
      ),
    );
  return (override?.markupBp ?? showroom.markupBp) / 100;
}

/** All per-category markups of a showroom, as a lookup. */
export async function markupTable(db: Db, showroom: ShowroomRow | null | undefined) {
  if (!showroom) return (_categoryId: number) => DEFAULT_MARKUP_PERCENT;
  const rows = await db
    .select()
    .from(t.categoryMarkups)
    .where(eq(t.categoryMarkups.showroomId, showroom.id));
  const map = new Map(rows.map((r) => [r.categoryId, r.markupBp / 100]));
  return (categoryId: number) => map.get(categoryId) ?? showroom.markupBp / 100;
}

export function unitOf(
  product: Pick<ProductRow, 'uom'>,
  category: Pick<CategoryRow, 'unit'> | undefined,
) {
  return product.uom ?? category?.unit ?? 'Piece';
}

export function productSummary(p: ProductRow, markupPercent: number, unit: string) {
  return {
    id: p.id,
    hash: p.hash,
    name: p.name,
    brand: p.brand,
    category_id: p.categoryId,
    price: dollars(p.priceCents),
    customer_price: dollars(markupPrice(p.priceCents, markupPercent)),
    unit,
    uom: p.uom,
    box_sqft: p.boxSqft,
    min_unit: p.minUnit,
    image: p.image,
  };
}

export function sizeJson(s: SizeRow, markupPercent: number) {
  return {
    id: s.id,
    width_size: s.widthSize,
    height_size: s.heightSize,
    length_size: s.lengthSize,
    pattern: s.pattern,
    box_sqft: s.boxSqft,
    price: dollars(s.priceCents),
    customer_price: dollars(markupPrice(s.priceCents, markupPercent)),
  };
}
