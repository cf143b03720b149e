import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { ownProject } from './project-access.ts';

/** The customer saves a project's notes (extra_info). */
export async function updateProject(
  db: Db,
  user: UserRow,
  projectId: number,
  input: { extra_info?: string | null },
) {
  const project = await ownProject(db, user, projectId);
  const [updated] = await db
    .update(t.projects)
    .set({ extraInfo: input.extra_info })
    .where(eq(t.projects.id, project.id))
    .returning();
  return updated ?? project;
}
