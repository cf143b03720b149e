import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import { ownProject, type Project } from '../projects/project-access.ts';
import { checklistJson } from './checklist-json.ts';

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

/** The customer changes one checklist item's quantity, note or tick. Answers the item. */
export async function updateChecklistItem(
  db: Db,
  user: UserRow,
  itemId: number,
  input: { qty?: number; note?: string | null; checked?: boolean },
) {
  const [item] = await db.select().from(t.checklistItems).where(eq(t.checklistItems.id, itemId));
  if (!item) throw notFound();
  const project = await ownProject(db, user, item.projectId);
  await db
    .update(t.checklistItems)
    .set({
      ...(input.qty !== undefined ? { qty: input.qty } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.checked !== undefined ? { checked: input.checked } : {}),
    })
    .where(eq(t.checklistItems.id, item.id));
  const list = await checklistJson(db, project);
  return list.items.find((i) => i.id === item.id);
}

/** The customer shares a non-empty checklist with the showroom's Pro, who is notified. */
export async function shareChecklist(deps: Deps, user: UserRow, projectId: number) {
  const { db } = deps.database;
  const project: Project = await ownProject(db, user, projectId);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(t.checklistItems)
    .where(eq(t.checklistItems.projectId, project.id));
  if (n === 0) throw invalid('project_id', 'Add products to the checklist before sharing it.');
  await db
    .update(t.checklistItems)
    .set({ sharedAt: deps.now() })
    .where(eq(t.checklistItems.projectId, project.id));
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  if (showroom) {
    await notify(db, [showroom.userId], {
      kind: 'general',
      title: 'Checklist shared',
      body: `${user.firstName} ${user.lastName} shared the checklist of ${project.name}.`,
      link: `/visualize/checklist?project=${project.id}`,
    });
  }
}
