import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Project } from '../projects/index.ts';

/** The designers a project's customer can hire, the showroom's own Pro first. */
export async function designersJson(db: Db, project: Project) {
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, project.showroomId));
  const pros = await db
    .select({ u: t.users, s: t.showrooms })
    .from(t.users)
    .leftJoin(t.showrooms, eq(t.showrooms.userId, t.users.id))
    .where(and(eq(t.users.type, 'Contractor'), eq(t.users.status, 'Approve')))
    .orderBy(asc(t.users.id));
  const hired = new Set(
    (await db.select().from(t.hires).where(eq(t.hires.projectId, project.id))).map(
      (h) => h.designerId,
    ),
  );
  return (
    pros
      // Ours: every approved Pro can be hired; the showroom's own Pro is listed first.
      .sort((a, b) => Number(b.u.id === showroom?.userId) - Number(a.u.id === showroom?.userId))
      .map(({ u, s }) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        company_name: s?.companyName ?? u.companyName,
        photo: null,
        hired: hired.has(u.id),
      }))
  );
}
