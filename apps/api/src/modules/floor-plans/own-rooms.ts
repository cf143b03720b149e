/**
 * Issue 15 item 5: a customer's own room. Its outline (checked by core `outlineProblems`,
 * stored as core `normaliseOutline` turns it) becomes a private floor plan and a template
 * that starts with the floor, walls and coping products of the first seeded template of its
 * room type. Only its owner sees, changes or deletes it: anyone else gets a 404.
 */
import type { CustomRoomBody, TemplateSurface, TraceImage } from '@brand/core/contract';
import type { PlanGeometry } from '@brand/core/drawing';
import { normaliseOutline, openingSize, outlineProblems, polygonArea } from '@brand/core/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid, invalidFields, notFound } from '../../errors.ts';
import { floorPlanJson, templateJson } from './floor-plan-json.ts';

/** The surfaces a new own room's template starts with: the ones its geometry measures. */
const GEOMETRY_SURFACES = new Set(['floor', 'walls', 'edging']);

/** The outline's problems as a 422 (field errors, as the validator answers), or its geometry. */
function geometryOf(body: CustomRoomBody): PlanGeometry {
  const openings = body.openings.map((o) => ({
    kind: o.kind,
    wall: o.wall,
    offset: o.offset,
    width: o.width,
    ...openingSize(o),
  }));
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const p of outlineProblems(body.walls, openings)) add(p.field, p.message);
  openings.forEach((o, i) => {
    if (o.sill + o.height > body.height) {
      add(`openings.${i}`, `Opening ${i + 1} is taller than the wall.`);
    }
  });
  if (Object.keys(errors).length) throw invalidFields(errors);
  const normal = normaliseOutline(body.walls, openings);
  const xs = normal.walls.map((p) => p.x);
  const ys = normal.walls.map((p) => p.y);
  const label = {
    name: body.name,
    x: (Math.min(...xs) + Math.max(...xs)) / 2,
    y: (Math.min(...ys) + Math.max(...ys)) / 2,
  };
  return {
    walls: normal.walls,
    height: body.height,
    openings: normal.openings,
    run: null,
    rooms: [label],
  };
}

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

type PlanRow = typeof t.floorPlans.$inferSelect;
type TemplateRow = typeof t.templates.$inferSelect;

function roomJson(plan: PlanRow, template: TemplateRow) {
  return { ...floorPlanJson(plan), template: templateJson(template), trace: plan.trace ?? null };
}

/**
 * The floor-plan image to keep with the room, in the stored outline's frame (the outline is
 * moved to 0, 0 when stored: the image moves with it). Only an image the owner uploaded
 * (`/storage/rooms/<owner id>/...`) is kept; another's path is a 422. `undefined` (left out on
 * a change) keeps `current`, moved as the outline is; null removes it.
 */
function traceOf(
  body: CustomRoomBody,
  ownerId: number,
  current: TraceImage | null,
): TraceImage | null {
  const given = body.trace === undefined ? current : body.trace;
  if (!given) return null;
  if (body.trace && !body.trace.image.startsWith(`/storage/rooms/${ownerId}/`)) {
    throw invalid('trace.image', 'Upload the floor-plan image again.');
  }
  const minX = Math.min(...body.walls.map((p) => p.x));
  const minY = Math.min(...body.walls.map((p) => p.y));
  return { ...given, x: given.x - minX, y: given.y - minY };
}

/** The stored file behind a trace image path (after the database change; a failure is logged). */
async function dropTraceFile(deps: Deps, trace: TraceImage | null | undefined) {
  if (!trace) return;
  await deps.storage
    .delete(trace.image.slice('/storage/'.length))
    .catch((error) => console.error('could not delete a trace image', error));
}

/** The user's own rooms, oldest first, each with its template. */
export async function listOwnRooms(db: Db, ownerId: number) {
  const plans = await db
    .select()
    .from(t.floorPlans)
    .where(eq(t.floorPlans.ownerId, ownerId))
    .orderBy(asc(t.floorPlans.id));
  if (!plans.length) return [];
  const templates = await db
    .select()
    .from(t.templates)
    .where(
      and(
        eq(t.templates.ownerId, ownerId),
        inArray(
          t.templates.floorPlanId,
          plans.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(t.templates.id));
  return plans.flatMap((plan) => {
    const template = templates.find((x) => x.floorPlanId === plan.id);
    return template ? [roomJson(plan, template)] : [];
  });
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

async function ownRoom(db: Db, ownerId: number, id: number) {
  const [plan] = await db
    .select()
    .from(t.floorPlans)
    .where(and(eq(t.floorPlans.id, id), eq(t.floorPlans.ownerId, ownerId)));
  if (!plan) throw notFound();
  return plan;
}

/** One own room (404 for anyone but its owner). */
export async function getOwnRoom(db: Db, ownerId: number, id: number) {
  const plan = await ownRoom(db, ownerId, id);
  const [template] = await db
    .select()
    .from(t.templates)
    .where(and(eq(t.templates.floorPlanId, id), eq(t.templates.ownerId, ownerId)));
  if (!template) throw notFound();
  return roomJson(plan, template);
}

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
