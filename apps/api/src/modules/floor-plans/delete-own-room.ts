/** Deleting an own room (one use case): only its owner may, anyone else gets a 404. */
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { ownRoom } from './get-own-room.ts';
import { dropTraceFile } from './own-room-trace.ts';

/**
 * Delete an own room and its template; projects that named it keep their lines, no plan. Its
 * trace image's file goes afterwards.
 */
export async function deleteOwnRoom(deps: Deps, ownerId: number, id: number) {
  const { db } = deps.database;
  const before = await ownRoom(db, ownerId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(t.projects)
      .set({ floorPlanId: null, templateId: null })
      .where(eq(t.projects.floorPlanId, id));
    await tx
      .delete(t.templates)
      .where(and(eq(t.templates.floorPlanId, id), eq(t.templates.ownerId, ownerId)));
    await tx
      .delete(t.floorPlans)
      .where(and(eq(t.floorPlans.id, id), eq(t.floorPlans.ownerId, ownerId)));
  });
  await dropTraceFile(deps, before.trace);
}
