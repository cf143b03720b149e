/**
 * Sharing a project's checklist (one use case, spec 2 §6): the customer with the showroom's Pro,
 * and the Pro with another contractor, a non-empty checklist only, each notified.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { notify } from '../notifications/index.ts';
import { ownProject, type Project } from '../projects/index.ts';
import { NO_SHOWROOM, showroomByVsd } from '../showrooms/index.ts';

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
