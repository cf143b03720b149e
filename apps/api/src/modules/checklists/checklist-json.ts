import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { markupTable, productSummary, sizeJson, unitOf } from '../product-rows/index.ts';
import type { Project } from '../projects/index.ts';
import { iso } from '../shared/index.ts';

/** A project's checklist at the showroom's customer prices (spec 1 §4). */
export async function checklistJson(db: Db, project: Project) {
  const rows = await db
    .select({
      item: t.checklistItems,
      product: t.products,
      size: t.productSizes,
      category: t.categories,
    })
    .from(t.checklistItems)
    .innerJoin(t.products, eq(t.products.id, t.checklistItems.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.checklistItems.sizeId))
    .where(eq(t.checklistItems.projectId, project.id))
    .orderBy(asc(t.checklistItems.id));
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const markup = await markupTable(db, showroom);
  const shared = rows.map((r) => r.item.sharedAt).filter((d): d is Date => d !== null);
  const updated = new Date(
    Math.max(project.createdAt.getTime(), ...rows.map((r) => r.item.createdAt.getTime())),
  );
  return {
    id: project.id,
    project_id: project.id,
    items: rows.map(({ item, product, size, category }) => ({
      id: item.id,
      product_id: product.id,
      product: productSummary(product, markup(product.categoryId), unitOf(product, category)),
      size_id: item.sizeId,
      size: size ? sizeJson(size, markup(product.categoryId)) : null,
      qty: item.qty,
      note: item.note,
      checked: item.checked,
    })),
    shared_at: shared.length ? iso(new Date(Math.max(...shared.map((d) => d.getTime())))) : null,
    updated_at: iso(updated),
  };
}

/** GET /api/checklists: the checklist of each of the user's projects, oldest project first. */
export async function userChecklists(db: Db, userId: number) {
  const projects = await db
    .select()
    .from(t.projects)
    .where(eq(t.projects.userId, userId))
    .orderBy(asc(t.projects.id));
  return Promise.all(projects.map((p) => checklistJson(db, p)));
}
