/**
 * Ours (issue 15 item 6): the AI design proposal's schemas. A module of its own so that the
 * site's entry (which uses ./ai and ./visualizer) does not carry them.
 */
import * as v from 'valibot';
import { envelope, IdSchema, VsdIdSchema } from './common';
import { idLike } from './fields';
import { StyleAnswersSchema } from './style-profile';
import { TemplateSurfaceSchema } from './visualizer';

/**
 * Ours (issue 15 item 6): POST /api/AI/propose_design. A floor plan, the showroom whose products
 * and prices to use, a budget in dollars (the estimate's total with fee, tax and shipping for
 * `state`, California by default) and the style profile's answers.
 */
export const AiProposeDesignBodySchema = v.object({
  floor_plan_id: idLike(),
  showroom: VsdIdSchema,
  budget: v.pipe(
    v.number('Please enter a budget.'),
    v.finite('Please enter a budget.'),
    v.minValue(1, 'The budget must be at least $1.'),
    v.maxValue(1_000_000, 'The budget must be at most $1,000,000.'),
  ),
  answers: v.optional(StyleAnswersSchema),
  state: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'Please choose a state.'))),
});
export type AiProposeDesignBody = v.InferOutput<typeof AiProposeDesignBodySchema>;

/** A proposal: the product of every surface, its estimate (dollars) and the credits left. */
export const AiProposalSchema = v.object({
  id: IdSchema,
  floor_plan_id: IdSchema,
  style: v.pipe(v.string(), v.maxLength(40)),
  budget: v.number(),
  surfaces: v.pipe(v.array(TemplateSurfaceSchema), v.maxLength(32)),
  subtotal: v.number(),
  platform_fee: v.number(),
  tax: v.number(),
  shipping: v.number(),
  total: v.number(),
  credits: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type AiProposal = v.InferOutput<typeof AiProposalSchema>;
export const AiProposalResponseSchema = envelope(AiProposalSchema);
