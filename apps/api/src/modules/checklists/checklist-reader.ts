/**
 * Who may read a project's checklist (one use case, spec 2 §6): its participants, and the
 * contractors the Pro shared it with.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { participantProject } from '../projects/index.ts';

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
