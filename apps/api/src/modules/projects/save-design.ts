import { type Finishes, roomSurfaces, type SurfaceKey, surfaceFits } from '@brand/core/rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { usablePlan } from '../floor-plans/index.ts';
import { iso } from '../shared/index.ts';
import { currentCartProject, findCart } from './find-cart.ts';
import type { Project } from './project-access.ts';

type Showroom = typeof t.showrooms.$inferSelect;
export type DesignInput = {
  floorplan: number;
  floorTemplate: number;
  surfaces: { surface: SurfaceKey; product_id: number }[];
  /** Palette keys, already checked by the contract's picklists. */
  finishes?: Finishes | undefined;
};

/** The chosen finishes only (null when none): a missing or null finish is the default look. */
function compactFinishes(f: Finishes | undefined): Finishes | null {
  if (!f) return null;
  const out: Finishes = {};
  if (f.paint) out.paint = f.paint;
  if (f.cabinetStyle) out.cabinetStyle = f.cabinetStyle;
  if (f.cabinetColour) out.cabinetColour = f.cabinetColour;
  return Object.keys(out).length ? out : null;
}

/** A project's design as the contract answers it, or null when none was saved. */
export function designJson(project: Project, vsd: string) {
  if (!project.design || !project.designSavedAt) return null;
  if (project.floorPlanId === null || project.templateId === null) return null;
  return {
    project_id: project.id,
    showroom: vsd,
    floorplan: project.floorPlanId,
    floorTemplate: project.templateId,
    surfaces: project.design,
    ...(project.designFinishes ? { finishes: project.designFinishes } : {}),
    saved_at: iso(project.designSavedAt),
  };
}

/**
 * Checks a design (a 422 names the field): the plan exists, the template is one of the plan's,
 * each surface is one of the template's room (core `roomSurfaces`, the surfaces a template
 * assigns) and named once, and each product is on sale in the showroom (not retired) in a
 * category that fits its surface.
 */
export async function checkDesign(db: Db, input: DesignInput, viewerId: number | null) {
  const plan = await usablePlan(
    db,
    viewerId,
    { planId: input.floorplan, field: 'floorplan' },
    { templateId: input.floorTemplate, field: 'floorTemplate' },
  );
  const surfaces = roomSurfaces(plan.roomType);
  const ids = [...new Set(input.surfaces.map((s) => s.product_id))];
  const products = ids.length
    ? await db
        .select({ id: t.products.id, name: t.products.name, category: t.categories.name })
        .from(t.products)
        .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
        .where(and(inArray(t.products.id, ids), isNull(t.products.retiredAt)))
    : [];
  const productOf = new Map(products.map((p) => [p.id, p] as const));
  const seen = new Set<string>();
  for (const [index, item] of input.surfaces.entries()) {
    const surface = surfaces.find((s) => s.key === item.surface);
    if (!surface || seen.has(item.surface)) {
      throw invalid(
        `surfaces.${index}.surface`,
        surface ? 'This surface is named twice.' : "This surface is not one of the template's.",
      );
    }
    seen.add(item.surface);
    const product = productOf.get(item.product_id);
    if (product === undefined) {
      throw invalid(`surfaces.${index}.product_id`, 'This product is not sold in this showroom.');
    }
    // Its category, and its type where the surface names types (a Refrigerator, not a microwave).
    if (!surfaceFits(surface, product.category, product.name)) {
      throw invalid(`surfaces.${index}.product_id`, 'This product does not fit this surface.');
    }
  }
}

/**
 * Saves a customer's design to their current project of the showroom (the cart's rule: the
 * newest cart project there, created on the first save if none, never a second one). Checked
 * first, then written in one transaction.
 */
export async function saveDesign(
  db: Db,
  user: UserRow,
  showroom: Showroom,
  input: DesignInput,
  now = new Date(),
) {
  if (user.type !== 'User') throw forbidden('Only customers save designs.');
  await checkDesign(db, input, user.id);
  return db.transaction(async (tx) => {
    const { project } = await findCart(
      tx as unknown as Db,
      user,
      { showroom: showroom.vsdId, floorplan: input.floorplan, floorTemplate: input.floorTemplate },
      true,
      () => {},
    );
    if (!project) throw new Error('findCart created no project');
    return one(
      await tx
        .update(t.projects)
        .set({
          floorPlanId: input.floorplan,
          templateId: input.floorTemplate,
          design: input.surfaces.map((s) => ({ surface: s.surface, product_id: s.product_id })),
          designFinishes: compactFinishes(input.finishes),
          designSavedAt: now,
        })
        .where(eq(t.projects.id, project.id))
        .returning(),
    );
  });
}

/** The customer's current project of the showroom (the newest cart project there), if any. */
export async function currentProject(db: Db, user: UserRow, showroom: Showroom) {
  if (user.type !== 'User') throw forbidden('Only customers have designs.');
  return currentCartProject(db, user.id, showroom.id);
}
