/** The AI design account: its own users, token and credits (spec 1 §1, §3, §7). */
import * as v from 'valibot';
import { envelope, IdSchema, TimestampSchema } from './common';
import { email, form, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

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
