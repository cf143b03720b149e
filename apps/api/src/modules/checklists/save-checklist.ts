import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { ownProject, type Project, participantProject } from '../projects/index.ts';
import { NO_SHOWROOM, showroomByVsd } from '../showrooms/index.ts';
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

async function assertNotEmpty(db: Db, project: Project) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(t.checklistItems)
    .where(eq(t.checklistItems.projectId, project.id));
  if (n === 0) throw invalid('project_id', 'Add products to the checklist before sharing it.');
}

export const SHARE_ONLY_PRO =
  "Only the showroom's Pro may share a client's checklist with a contractor.";
export const SHARE_NOT_CONTRACTOR = 'Please enter the showroom ID of another contractor.';

/**
 * spec 2 §6 "Contractors may share a project checklist with a contractor": the Pro of the
 * project's showroom shares a non-empty checklist with the contractor who owns the showroom
 * `vsdId` (an active Contractor other than the Pro), who is notified and may then read it.
 * Sharing again with the same contractor notifies them again and keeps one share.
 */
export async function shareChecklistWithContractor(
  deps: Deps,
  user: UserRow,
  projectId: number,
  vsdId: string,
) {
  const { db } = deps.database;
  if (user.type !== 'Contractor') throw forbidden(SHARE_ONLY_PRO);
  const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
  if (!project || project.userId === null) throw notFound();
  const [own] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, project.showroomId));
  if (own?.userId !== user.id) throw forbidden(SHARE_ONLY_PRO);
  const target = await showroomByVsd(db, vsdId);
  if (!target) throw invalid('vsd_id', NO_SHOWROOM);
  const [contractor] = await db.select().from(t.users).where(eq(t.users.id, target.userId));
  const active = contractor?.status === 'Active' || contractor?.status === 'Approve';
  if (!contractor || contractor.id === user.id || contractor.type !== 'Contractor' || !active) {
    throw invalid('vsd_id', SHARE_NOT_CONTRACTOR);
  }
  await assertNotEmpty(db, project);
  await db
    .insert(t.checklistShares)
    .values({ projectId: project.id, contractorId: contractor.id, sharedBy: user.id })
    .onConflictDoNothing();
  await notify(db, [contractor.id], {
    kind: 'general',
    title: 'Checklist shared',
    body: `${user.companyName ?? `${user.firstName} ${user.lastName}`.trim()} shared the checklist of ${project.name} with you.`,
    link: `/visualize/checklist?project=${project.id}`,
  });
  return { contractor };
}

/**
 * Who may read a project's checklist: its participants (customer, the showroom's Pro, hired
 * designers) and the contractors the Pro shared it with (spec 2 §6).
 */
export async function checklistReader(db: Db, user: UserRow, projectId: number) {
  try {
    return await participantProject(db, user, projectId);
  } catch (error) {
    const [share] = await db
      .select()
      .from(t.checklistShares)
      .where(
        and(
          eq(t.checklistShares.projectId, projectId),
          eq(t.checklistShares.contractorId, user.id),
        ),
      );
    if (!share) throw error;
    const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
    if (!project) throw error;
    return project;
  }
}

/** The customer shares a non-empty checklist with the showroom's Pro, who is notified. */
export async function shareChecklist(deps: Deps, user: UserRow, projectId: number) {
  const { db } = deps.database;
  const project: Project = await ownProject(db, user, projectId);
  await assertNotEmpty(db, project);
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
