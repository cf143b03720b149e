import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { publicUser } from '../identity/index.ts';
import { projectJson } from './project-json.ts';

/**
 * A page of the projects `user` takes part in, newest first: their own, their showroom's, and
 * those they were hired for, each with the caller's role in it. A temporary cart (no customer
 * yet) is nobody's project.
 */
export async function listProjects(
  db: Db,
  user: UserRow,
  page: { perPage: number; offset: number },
) {
  const where = and(
    isNotNull(t.projects.userId),
    or(
      eq(t.projects.userId, user.id),
      eq(t.showrooms.userId, user.id),
      inArray(
        t.projects.id,
        db.select({ id: t.hires.projectId }).from(t.hires).where(eq(t.hires.designerId, user.id)),
      ),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ project: t.projects, showroom: t.showrooms, customer: t.users })
      .from(t.projects)
      .innerJoin(t.showrooms, eq(t.showrooms.id, t.projects.showroomId))
      .innerJoin(t.users, eq(t.users.id, t.projects.userId))
      .where(where)
      .orderBy(desc(t.projects.id))
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(t.projects)
      .innerJoin(t.showrooms, eq(t.showrooms.id, t.projects.showroomId))
      .where(where),
  ]);
  const data = rows.map(({ project, showroom, customer }) => ({
    ...projectJson(project, showroom.vsdId),
    role:
      project.userId === user.id
        ? ('customer' as const)
        : showroom.userId === user.id
          ? ('pro' as const)
          : ('designer' as const),
    customer: publicUser(customer),
  }));
  return { data, total: total?.n ?? 0 };
}
