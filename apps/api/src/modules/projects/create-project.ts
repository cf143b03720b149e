import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { designOf } from './find-cart.ts';

type Showroom = typeof t.showrooms.$inferSelect;

/**
 * A customer starts a project in a showroom, with the floor plan and template they chose: a
 * public plan or their own room (issue 23 item 7: another user's room, or a plan that does not
 * exist, is a 422 on `floorplan`).
 */
export async function createProject(
  db: Db,
  user: UserRow,
  showroom: Showroom,
  input: { name?: string | null; floorplan?: number | null; floorTemplate?: number | null },
) {
  if (user.type !== 'User') throw forbidden('Only customers create projects.');
  await designOf(db, input, user);
  return one(
    await db
      .insert(t.projects)
      .values({
        userId: user.id,
        showroomId: showroom.id,
        name: input.name || 'My project',
        floorPlanId: input.floorplan ?? null,
        templateId: input.floorTemplate ?? null,
        isCart: true,
      })
      .returning(),
  );
}
