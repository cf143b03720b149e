/** An own room as the API answers it: its plan, with its template and trace image. */
import type * as t from '../../db/schema.ts';
import { floorPlanJson, templateJson } from './floor-plan-json.ts';

type PlanRow = typeof t.floorPlans.$inferSelect;
type TemplateRow = typeof t.templates.$inferSelect;

export function roomJson(plan: PlanRow, template: TemplateRow) {
  return { ...floorPlanJson(plan), template: templateJson(template), trace: plan.trace ?? null };
}
