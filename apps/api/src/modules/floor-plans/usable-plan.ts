/**
 * Whether a floor plan (and one of its templates) may be used for a design or an own room (one use
 * case): the plan exists and is the caller's or public, and the template is the plan's.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { visiblePlan, visibleTemplate } from './floor-plans.ts';

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
