/** Changing an own room (one use case): only its owner may, anyone else gets a 404. */
import type { CustomRoomBody } from '@brand/core/contract';
import { polygonArea } from '@brand/core/rules';
import { and, eq } from 'drizzle-orm';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { ownRoom } from './get-own-room.ts';
import { geometryOf } from './own-room-geometry.ts';
import { roomJson } from './own-room-json.ts';
import { dropTraceFile, traceOf } from './own-room-trace.ts';

/**
 * Change an own room's name, type, outline, height, openings and trace image (the template
 * follows). A replaced or removed trace image's file is deleted afterwards.
 */
export async function updateOwnRoom(deps: Deps, ownerId: number, id: number, body: CustomRoomBody) {
  const { db } = deps.database;
  const before = await ownRoom(db, ownerId, id);
  const geometry = geometryOf(body);
  const trace = traceOf(body, ownerId, before.trace ?? null);
  const room = await db.transaction(async (tx) => {
    const plan = one(
      await tx
        .update(t.floorPlans)
        .set({
          name: body.name,
          roomType: body.room_type,
          sqft: Math.round(polygonArea(geometry.walls)),
          geometry,
          trace,
        })
        .where(and(eq(t.floorPlans.id, id), eq(t.floorPlans.ownerId, ownerId)))
        .returning(),
    );
    const template = one(
      await tx
        .update(t.templates)
        .set({ name: `${body.name} (my room)`, room: body.room_type })
        .where(and(eq(t.templates.floorPlanId, id), eq(t.templates.ownerId, ownerId)))
        .returning(),
    );
    return roomJson(plan, template);
  });
  if (before.trace && before.trace.image !== trace?.image) await dropTraceFile(deps, before.trace);
  return room;
}
