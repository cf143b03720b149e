import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { projectChatLink } from '../chat/index.ts';
import { notify } from '../notifications/index.ts';
import { ownProject } from '../projects/index.ts';

/**
 * A customer hires an approved Pro on their project (spec 1 §5); the designer is notified the
 * first time. Answers the project and whether this call hired them.
 */
export async function hireDesigner(
  db: Db,
  user: UserRow,
  input: { project: number; designer_id: number; note?: string | null },
) {
  if (user.type !== 'User') throw forbidden('Only customers hire designers.');
  const project = await ownProject(db, user, input.project);
  const [designer] = await db
    .select()
    .from(t.users)
    .where(
      and(
        eq(t.users.id, input.designer_id),
        eq(t.users.type, 'Contractor'),
        eq(t.users.status, 'Approve'),
      ),
    );
  if (!designer) throw invalid('designer_id', 'This designer is not available.');
  const inserted = await db
    .insert(t.hires)
    .values({ projectId: project.id, designerId: designer.id })
    .onConflictDoNothing()
    .returning();
  if (inserted.length) {
    await notify(db, [designer.id], {
      kind: 'hire',
      title: 'You were hired',
      body: `${user.firstName} ${user.lastName} hired you on ${project.name}.${input.note ? ` Note: ${input.note}` : ''}`,
      link: projectChatLink(project.id),
    });
  }
  return { project, hired: inserted.length > 0 };
}
