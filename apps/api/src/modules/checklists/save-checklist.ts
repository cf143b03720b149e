/**
 * Saving a project's checklist (one use case, spec 2 §6): the items sent replace or join the list,
 * each product checked against the project's showroom.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { ownProject } from '../projects/index.ts';

export type ChecklistItemInput = {
  product_id: number;
  size_id?: number | null;
  qty: number;
  note?: string | null;
  checked: boolean;
};

/**
 * The customer saves products to a project's checklist: every product is checked first (a
 * 422 names the item); then, in one transaction, the list is replaced or appended to.
 */
export async function saveChecklist(
  db: Db,
  user: UserRow,
  projectId: number,
  items: ChecklistItemInput[],
  append: boolean,
) {
  const project = await ownProject(db, user, projectId);
  const ids = [...new Set(items.map((i) => i.product_id))];
  const known = new Set(
    ids.length
      ? (
          await db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, ids))
        ).map((p) => p.id)
      : [],
  );
  items.forEach((item, index) => {
    if (!known.has(item.product_id))
      throw invalid(`items.${index}.product_id`, 'This product does not exist.');
  });
  await db.transaction(async (tx) => {
    if (!append)
      await tx.delete(t.checklistItems).where(eq(t.checklistItems.projectId, project.id));
    if (items.length) {
      await tx.insert(t.checklistItems).values(
        items.map((i) => ({
          projectId: project.id,
          productId: i.product_id,
          sizeId: i.size_id ?? null,
          qty: i.qty,
          note: i.note ?? null,
          checked: i.checked,
        })),
      );
    }
  });
  return project;
}
