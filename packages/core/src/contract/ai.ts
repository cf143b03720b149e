/** The AI design account: its own users, token and credits (spec 1 §1, §3, §7). */
import * as v from 'valibot';
import { envelope, IdSchema, TimestampSchema, VsdIdSchema } from './common';
import { email, form, idLike, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { StyleAnswersSchema, TemplateSurfaceSchema } from './visualizer';

/** spec 1 §3 AI user (ours: fields). */
export const AiUserSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  email: v.pipe(v.string(), v.maxLength(254)),
  email_verified_at: v.nullable(TimestampSchema),
  credits: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type AiUser = v.InferOutput<typeof AiUserSchema>;

const aiPassword = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.maxLength(128, M.tooLong(128)),
);

/**
 * POST /api/AI/design is used for both AI login and AI registration (spec 1 §7). Ours: the
 * `action` field says which; registration needs a name and an 8-character password.
 */
export const AiDesignBodySchema = v.variant(
  'action',
  [
    form({ action: v.literal('login'), email: email(), password: aiPassword }),
    form({
      action: v.literal('register'),
      name: requiredLine(M.leadNameRequired),
      email: email(),
      password: v.pipe(aiPassword, v.minLength(8, M.passwordMin)),
    }),
  ],
  M.aiActionInvalid,
);
export type AiDesignBody = v.InferOutput<typeof AiDesignBodySchema>;

/** `{ data: { user, token } }` (token goes into the AuthorizationAI header). */
export const AiSessionResponseSchema = envelope(
  v.object({
    user: AiUserSchema,
    token: v.pipe(v.string(), v.minLength(11), v.maxLength(512)),
  }),
);
export type AiSessionResponse = v.InferOutput<typeof AiSessionResponseSchema>;
export const AiUserResponseSchema = envelope(AiUserSchema);
/** POST /api/AI/get_credits: `{ data: { credits } }`. */
export const AiCreditsResponseSchema = envelope(
  v.object({ credits: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) }),
);
export type AiCreditsResponse = v.InferOutput<typeof AiCreditsResponseSchema>;

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
