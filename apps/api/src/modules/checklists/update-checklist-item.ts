/**
 * Changing one checklist item (one use case): the customer's quantity, note or tick.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { ownProject } from '../projects/index.ts';
import { checklistJson } from './checklist-json.ts';

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
