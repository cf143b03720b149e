import { markupPrice } from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { markupTable, productSummary, sizeJson, unitOf } from '../product-rows/index.ts';
import { dollars } from '../shared/index.ts';
import type { Project } from './project-access.ts';

type Showroom = typeof t.showrooms.$inferSelect;

/** A cart with its lines at the showroom's customer prices (spec 2 §2.5). */
export async function cartJson(db: Db, project: Project | null, showroom: Showroom | null) {
  if (!project) {
    return {
      id: null,
      extra_info: null,
      temp_project_id: null,
      is_cart: false,
      showroom: showroom?.vsdId ?? null,
      Project_tans: [],
      subtotal: 0,
    };
  }
  const lines = await db
    .select({
      line: t.projectTans,
      product: t.products,
      size: t.productSizes,
      category: t.categories,
    })
    .from(t.projectTans)
    .innerJoin(t.products, eq(t.products.id, t.projectTans.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.projectTans.sizeId))
    .where(eq(t.projectTans.projectId, project.id))
    .orderBy(asc(t.projectTans.id));
  const markup = await markupTable(db, showroom);
  let subtotal = 0;
  const tans = lines.map(({ line, product, size, category }) => {
    const pct = markup(product.categoryId);
    const unitCents = markupPrice(size?.priceCents ?? product.priceCents, pct);
    subtotal += unitCents * line.qty;
    return {
      id: line.id,
      project_id: project.userId === null ? null : project.id,
      temp_project_id: project.cartToken,
      product_id: product.id,
      product: productSummary(product, pct, unitOf(product, category)),
      size_id: line.sizeId,
      size: size ? sizeJson(size, pct) : null,
      qty: line.qty,
      unit_price: dollars(unitCents),
      line_total: dollars(unitCents * line.qty),
    };
  });
  return {
    id: project.userId === null ? null : project.id,
    extra_info: project.extraInfo,
    temp_project_id: project.cartToken,
    is_cart: project.isCart,
    showroom: showroom?.vsdId ?? null,
    Project_tans: tans,
    subtotal: dollars(subtotal),
  };
}
