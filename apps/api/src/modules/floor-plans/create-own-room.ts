/**
 * Saving a new own room (one use case). Issue 15 item 5: a customer's own room. Its outline
 * (checked by core `outlineProblems`, stored as core `normaliseOutline` turns it) becomes a
 * private floor plan and a template that starts with the floor, walls and coping products of
 * the first seeded template of its room type. Only its owner sees, changes or deletes it:
 * anyone else gets a 404.
 */
import type { CustomRoomBody, TemplateSurface } from '@brand/core/contract';
import { polygonArea } from '@brand/core/rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import { geometryOf } from './own-room-geometry.ts';
import { roomJson } from './own-room-json.ts';
import { traceOf } from './own-room-trace.ts';

/** The surfaces a new own room's template starts with: the ones its geometry measures. */
const GEOMETRY_SURFACES = new Set(['floor', 'walls', 'edging']);

/** The floor, walls and coping products of the room type's first seeded template. */
async function startingSurfaces(db: Db, roomType: string): Promise<TemplateSurface[]> {
  const [seeded] = await db
    .select({ surfaces: t.templates.surfaces })
    .from(t.templates)
    .where(and(eq(t.templates.room, roomType), isNull(t.templates.ownerId)))
    .orderBy(asc(t.templates.id))
    .limit(1);
  return (seeded?.surfaces ?? []).filter((s) => GEOMETRY_SURFACES.has(s.surface));
}

/** Save a new own room: its plan and its template, in one transaction. */
export async function createOwnRoom(db: Db, ownerId: number, body: CustomRoomBody) {
  const geometry = geometryOf(body);
  const trace = traceOf(body, ownerId, null);
  const surfaces = await startingSurfaces(db, body.room_type);
  return db.transaction(async (tx) => {
    const plan = one(
      await tx
        .insert(t.floorPlans)
        .values({
          name: body.name,
          roomType: body.room_type,
          sqft: Math.round(polygonArea(geometry.walls)),
          bedrooms: 0,
          bathrooms: 0,
          image: '/demo/templates/0.svg',
          has3d: true,
          geometry,
          ownerId,
          trace,
        })
        .returning(),
    );
    const inserted = one(
      await tx
        .insert(t.templates)
        .values({
          floorPlanId: plan.id,
          name: `${body.name} (my room)`,
          room: body.room_type,
          style: 'My room',
          image: '/demo/templates/0.svg',
          productIds: [...new Set(surfaces.map((s) => s.product_id))],
          surfaces,
          ownerId,
        })
        .returning(),
    );
    // Both pictures are the template's drawing (it shows the products, not the outline).
    const image = `/demo/templates/${inserted.id}.svg`;
    const [planRow] = await tx
      .update(t.floorPlans)
      .set({ image })
      .where(eq(t.floorPlans.id, plan.id))
      .returning();
    const [templateRow] = await tx
      .update(t.templates)
      .set({ image })
      .where(eq(t.templates.id, inserted.id))
      .returning();
    return roomJson(planRow ?? plan, templateRow ?? inserted);
  });
}
