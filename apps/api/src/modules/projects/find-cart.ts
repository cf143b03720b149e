import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { NOT_THE_PLANS_TEMPLATE, usablePlan } from '../floor-plans/index.ts';
import { showroomOr404 } from '../showrooms/index.ts';
import { ownProject, type Project } from './project-access.ts';

type Showroom = typeof t.showrooms.$inferSelect;

/** How a request names a cart: a project of the user, a temporary cart's id, or a showroom. */
export type CartRef = {
  project_id?: number;
  temp_project_id?: string;
  showroom?: string;
  /** Issue 10 item 8: the visualizer's choice, kept on a project this call creates. */
  floorplan?: number | null;
  floorTemplate?: number | null;
};

/**
 * The plan and template a new project keeps: checked (a 422 names the field; another user's own
 * room is as good as unknown, issues 15 and 23) or none.
 */
export async function designOf(
  db: Db,
  input: { floorplan?: number | null; floorTemplate?: number | null },
  user: UserRow | null,
) {
  const floorPlanId = input.floorplan ?? null;
  const templateId = input.floorTemplate ?? null;
  if (floorPlanId === null) {
    if (templateId !== null) throw invalid('floorTemplate', NOT_THE_PLANS_TEMPLATE);
    return { floorPlanId, templateId };
  }
  await usablePlan(
    db,
    user?.id ?? null,
    { planId: floorPlanId, field: 'floorplan' },
    templateId === null ? undefined : { templateId, field: 'floorTemplate' },
  );
  return { floorPlanId, templateId };
}
/** A signed-in user's current project in a showroom: the newest cart project there, or null. */
export async function currentCartProject(
  db: Db,
  userId: number,
  showroomId: number,
): Promise<Project | null> {
  const [project] = await db
    .select()
    .from(t.projects)
    .where(
      and(
        eq(t.projects.userId, userId),
        eq(t.projects.showroomId, showroomId),
        eq(t.projects.isCart, true),
      ),
    )
    .orderBy(desc(t.projects.id))
    .limit(1);
  return project ?? null;
}

export type FoundCart = { project: Project | null; showroom: Showroom | null };

/**
 * The cart a request names: a project of the user, or a temporary cart by its cart_id, else
 * the signed-in user's current cart project in the named showroom (with `create`, a new one
 * when there is none; a visitor gets a new temporary cart). `gate` sees the showroom
 * before anything is created (the embed's allowed domains, issue 13).
 */
export async function findCart(
  db: Db,
  user: UserRow | null,
  input: CartRef,
  create: boolean,
  gate: (showroom: Showroom | null) => void,
): Promise<FoundCart> {
  if (input.project_id) {
    const project = await ownProject(db, user, input.project_id);
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, project.showroomId));
    return { project, showroom: showroom ?? null };
  }
  if (input.temp_project_id) {
    const [project] = await db
      .select()
      .from(t.projects)
      .where(and(eq(t.projects.cartToken, input.temp_project_id), isNull(t.projects.userId)));
    if (project) {
      const [showroom] = await db
        .select()
        .from(t.showrooms)
        .where(eq(t.showrooms.id, project.showroomId));
      return { project, showroom: showroom ?? null };
    }
  }
  const showroom = input.showroom ? await showroomOr404(db, input.showroom) : null;
  // A new cart is made only once the showroom's gate passed.
  gate(showroom);
  if (!showroom) return { project: null, showroom };
  const design = create ? await designOf(db, input, user) : { floorPlanId: null, templateId: null };
  if (user) {
    const existing = await currentCartProject(db, user.id, showroom.id);
    if (existing || !create) return { project: existing ?? null, showroom };
    const created = one(
      await db
        .insert(t.projects)
        .values({ userId: user.id, showroomId: showroom.id, isCart: true, ...design })
        .returning(),
    );
    return { project: created, showroom };
  }
  if (!create) return { project: null, showroom };
  const created = one(
    await db
      .insert(t.projects)
      .values({
        userId: null,
        showroomId: showroom.id,
        isCart: true,
        cartToken: randomUUID(),
        ...design,
      })
      .returning(),
  );
  return { project: created, showroom };
}

/** The signed-in user's most recent cart project in any showroom, with its showroom. */
export async function latestCart(db: Db, userId: number): Promise<FoundCart | null> {
  const [latest] = await db
    .select()
    .from(t.projects)
    .where(and(eq(t.projects.userId, userId), eq(t.projects.isCart, true)))
    .orderBy(desc(t.projects.id))
    .limit(1);
  if (!latest) return null;
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, latest.showroomId));
  return { project: latest, showroom: showroom ?? null };
}
