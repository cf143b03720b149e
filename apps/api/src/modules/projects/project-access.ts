import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';

export type Project = typeof t.projects.$inferSelect;

/** A project the signed-in customer owns (403 for someone else's, 404 for none). */
export async function ownProject(db: Db, user: UserRow | null, projectId: number) {
  if (!user) throw unauthenticated();
  const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
  if (!project || project.userId === null) throw notFound();
  if (project.userId !== user.id) throw forbidden('This project belongs to another account.');
  return project;
}

/**
 * Who takes part in a project: its customer, the showroom's Pro, hired designers and invited
 * vendors (issue 30 item 3). Answers the project or 403/404.
 */
export async function participantProject(db: Db, user: UserRow, projectId: number) {
  const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
  if (!project || project.userId === null) throw notFound();
  if (project.userId === user.id) return project;
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  if (showroom?.userId === user.id) return project;
  const [hired] = await db
    .select()
    .from(t.hires)
    .where(and(eq(t.hires.projectId, project.id), eq(t.hires.designerId, user.id)));
  if (hired) return project;
  const [vendor] = await db
    .select()
    .from(t.projectVendors)
    .where(and(eq(t.projectVendors.projectId, project.id), eq(t.projectVendors.vendorId, user.id)));
  if (vendor) return project;
  throw forbidden('You are not part of this project.');
}

/**
 * A project whose chat the signed-in user may invite vendors into: its customer or the Pro who
 * owns its showroom (issue 30 item 3). Answers the project or 403/404.
 */
export async function inviterProject(db: Db, user: UserRow, projectId: number) {
  const [project] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
  if (!project || project.userId === null) throw notFound();
  if (project.userId === user.id) return project;
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  if (showroom?.userId === user.id) return project;
  throw forbidden("Only the project's customer or Pro may invite vendors.");
}

/** The user ids taking part in a project (customer, Pro, hired designers, invited vendors). */
export async function participants(db: Db, project: Project) {
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const hired = await db
    .select({ id: t.hires.designerId })
    .from(t.hires)
    .where(eq(t.hires.projectId, project.id));
  const vendors = await db
    .select({ id: t.projectVendors.vendorId })
    .from(t.projectVendors)
    .where(eq(t.projectVendors.projectId, project.id));
  return [
    ...new Set([
      project.userId ?? 0,
      showroom?.userId ?? 0,
      ...hired.map((h) => h.id),
      ...vendors.map((v) => v.id),
    ]),
  ].filter((id) => id > 0);
}
