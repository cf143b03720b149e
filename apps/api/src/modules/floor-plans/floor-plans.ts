/**
 * Browsing floor plans and their templates (one use case): the public plans and the caller's own,
 * by room type and name, one plan, a plan's templates; `visiblePlan` and `visibleTemplate` say
 * what a viewer may see.
 */
import { templateStyleScores } from '@brand/core/rules';
import { and, asc, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { escapeLike } from '../shared/index.ts';
import { floorPlanJson, templateJson } from './floor-plan-json.ts';

type Page = { perPage: number; offset: number };

/**
 * Issue 15 item 5: what a viewer may see: the seeded (public) rows, and their own rooms. A
 * visitor (null) sees only the public ones.
 */
export function visiblePlan(viewerId: number | null) {
  return viewerId === null
    ? isNull(t.floorPlans.ownerId)
    : or(isNull(t.floorPlans.ownerId), eq(t.floorPlans.ownerId, viewerId));
}
export function visibleTemplate(viewerId: number | null) {
  return viewerId === null
    ? isNull(t.templates.ownerId)
    : or(isNull(t.templates.ownerId), eq(t.templates.ownerId, viewerId));
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
  const looks = await productLooks(db, [...new Set(rows.flatMap((r) => r.productIds))]);
  const data = rows.map((r) => ({
    ...templateJson(r),
    style_scores: templateStyleScores(
      r,
      r.productIds.flatMap((id) => looks.get(id) ?? []),
    ),
  }));
  return { data, total: total?.n ?? 0 };
}

/** The look facts (core `ProductLookInput`) of the products a page of templates uses. */
async function productLooks(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: t.products.id,
      name: t.products.name,
      category: t.categories.name,
      boxSqft: t.products.boxSqft,
    })
    .from(t.products)
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .where(inArray(t.products.id, ids));
  return new Map(rows.map((row) => [row.id, row] as const));
}
