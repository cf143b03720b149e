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
 * Who takes part in a project: its customer, the showroom's Pro, and hired designers.
 * Answers the project or 403/404.
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
  throw forbidden('You are not part of this project.');
}

/** The user ids taking part in a project (customer, Pro, hired designers). */
export async function participants(db: Db, project: Project) {
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const hired = await db
    .select({ id: t.hires.designerId })
    .from(t.hires)
    .where(eq(t.hires.projectId, project.id));
  return [
    ...new Set([project.userId ?? 0, showroom?.userId ?? 0, ...hired.map((h) => h.id)]),
  ].filter((id) => id > 0);
}
