import { type PlanGeometry, planGeometry } from '@brand/core/drawing';
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { escapeLike } from '../shared/index.ts';

type Page = { perPage: number; offset: number };

/**
 * The plan's stored geometry, or (a plan stored before migration 0007) the geometry core
 * generates from its id, room type and square footage, as the seed does.
 */
export function planGeometryOf(r: typeof t.floorPlans.$inferSelect): PlanGeometry {
  return r.geometry ?? planGeometry(r.id, r.roomType, r.sqft);
}

export function floorPlanJson(r: typeof t.floorPlans.$inferSelect) {
  return {
    id: r.id,
    name: r.name,
    room_type: r.roomType as 'Bathroom' | 'Kitchen' | 'Living Room' | 'Outdoor',
    sqft: r.sqft,
    image: r.image,
    thumbnail: r.image,
    has_3d: r.has3d,
    geometry: planGeometryOf(r),
  };
}

/**
 * Issue 15 item 5: what a viewer may see: the seeded (public) rows, and their own rooms. A
 * visitor (null) sees only the public ones.
 */
function visiblePlan(viewerId: number | null) {
  return viewerId === null
    ? isNull(t.floorPlans.ownerId)
    : or(isNull(t.floorPlans.ownerId), eq(t.floorPlans.ownerId, viewerId));
}
function visibleTemplate(viewerId: number | null) {
  return viewerId === null
    ? isNull(t.templates.ownerId)
    : or(isNull(t.templates.ownerId), eq(t.templates.ownerId, viewerId));
}

export function templateJson(r: typeof t.templates.$inferSelect) {
  return {
    id: r.id,
    floor_plan_id: r.floorPlanId,
    name: r.name,
    style: r.style,
    image: r.image,
    thumbnail: r.image,
    product_ids: r.productIds,
    surfaces: r.surfaces,
  };
}

/** A page of the public floor plans (own rooms are listed by /api/my_rooms), by room type and name. */
export async function listFloorPlans(
  db: Db,
  filter: { room_type?: string; search?: string },
  page: Page,
) {
  const where = and(
    isNull(t.floorPlans.ownerId),
    filter.room_type ? eq(t.floorPlans.roomType, filter.room_type) : undefined,
    filter.search ? ilike(t.floorPlans.name, `%${escapeLike(filter.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.floorPlans)
      .where(where)
      .orderBy(asc(t.floorPlans.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.floorPlans).where(where),
  ]);
  return { data: rows.map(floorPlanJson), total: total?.n ?? 0 };
}

/** One plan: a public one, or the viewer's own room (anyone else's is a 404). */
export async function floorPlan(db: Db, id: number, viewerId: number | null) {
  const [row] = await db
    .select()
    .from(t.floorPlans)
    .where(and(eq(t.floorPlans.id, id), visiblePlan(viewerId)));
  if (!row) throw notFound();
  return floorPlanJson(row);
}

/** A page of design templates (public ones and the viewer's own), by floor plan and style. */
export async function listTemplates(
  db: Db,
  filter: { floor_plan_id?: number; style?: string },
  page: Page,
  viewerId: number | null = null,
) {
  const where = and(
    visibleTemplate(viewerId),
    filter.floor_plan_id ? eq(t.templates.floorPlanId, filter.floor_plan_id) : undefined,
    filter.style ? ilike(t.templates.style, escapeLike(filter.style)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.templates)
      .where(where)
      .orderBy(asc(t.templates.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.templates).where(where),
  ]);
  const data = rows.map(templateJson);
  return { data, total: total?.n ?? 0 };
}

export const NO_PLAN = 'This floor plan does not exist.';
export const NOT_THE_PLANS_TEMPLATE = "This template is not one of the floor plan's.";

/**
 * The plan (and template) a project, a saved design or an AI proposal may name (issue 23 item
 * 7, in one place): a public plan, or the viewer's own room. Another user's room answers exactly
 * as a plan that does not exist: a 422 on `field`, so nothing tells the two apart (an AI account,
 * `viewerId` null, may name public plans only). A template, when named, must be one of the
 * plan's and visible to the viewer too.
 */
export async function usablePlan(
  db: Db,
  viewerId: number | null,
  input: { planId: number; field: string; message?: string },
  template?: { templateId: number; field: string },
) {
  const [plan] = await db
    .select()
    .from(t.floorPlans)
    .where(and(eq(t.floorPlans.id, input.planId), visiblePlan(viewerId)));
  if (!plan) throw invalid(input.field, input.message ?? NO_PLAN);
  if (template) {
    const [row] = await db
      .select({ planId: t.templates.floorPlanId })
      .from(t.templates)
      .where(and(eq(t.templates.id, template.templateId), visibleTemplate(viewerId)));
    if (!row || row.planId !== plan.id) throw invalid(template.field, NOT_THE_PLANS_TEMPLATE);
  }
  return plan;
}
