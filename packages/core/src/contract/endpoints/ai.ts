/** The AI design account and its room proposals (spec 1 §7; ours: issue 15 item 6). */
import {
  AiCreditsResponseSchema,
  AiDesignBodySchema,
  AiSessionResponseSchema,
  AiUserResponseSchema,
} from '../ai';
import { AiProposalResponseSchema, AiProposeDesignBodySchema } from '../ai-design';
import { TokenParamsSchema } from '../auth';
import { MessageResponseSchema } from '../common';
import { defineEndpoint, SPEC1 } from './define';

export const aiEndpoints = {
  aiCredits: defineEndpoint({
    method: 'POST',
    path: '/api/AI/get_credits',
    auth: 'ai',
    summary: 'The AI credit balance.',
    source: SPEC1,
    response: AiCreditsResponseSchema,
  }),
  aiUser: defineEndpoint({
    method: 'GET',
    path: '/api/AI/get_user',
    auth: 'ai',
    summary: 'The signed-in AI design user.',
    source: SPEC1,
    response: AiUserResponseSchema,
  }),
  aiProposeDesign: defineEndpoint({
    method: 'POST',
    path: '/api/AI/propose_design',
    auth: 'ai',
    summary:
      'Spend a credit on a complete room design for a plan, style and budget (422 when none fits; the credit only on success).',
    source: 'ours: spec 1 §1 AI design, DOMAIN.md (issue 15 item 6)',
    body: AiProposeDesignBodySchema,
    response: AiProposalResponseSchema,
  }),
  aiDesign: defineEndpoint({
    method: 'POST',
    path: '/api/AI/design',
    auth: 'public',
    summary: 'AI login (action login) or registration (action register); data.user, data.token.',
    source: SPEC1,
    body: AiDesignBodySchema,
    response: AiSessionResponseSchema,
  }),
  aiEmailResend: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/resend',
    auth: 'ai',
    summary: 'Resend the AI verification email.',
    source: SPEC1,
    response: MessageResponseSchema,
  }),
  aiEmailVerify: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/verify/:token',
    auth: 'public',
    summary: 'Verify the AI account email with the emailed token.',
    source: SPEC1,
    params: TokenParamsSchema,
    response: MessageResponseSchema,
  }),
};
