/**
 * A payee's balance, payout account and payouts, and the weekly run (ours: DOMAIN.md "Orders and
 * payment", "Decisions for the back office"; issue 27).
 */
import { PageQuerySchema } from '../common';
import {
  PayoutBalanceResponseSchema,
  PayoutHistoryResponseSchema,
  PayoutOnboardingResponseSchema,
  PayoutRunResponseSchema,
  PayoutSetupBodySchema,
  PayoutSetupResponseSchema,
  PayoutSetupWriteResponseSchema,
} from '../payouts';
import { defineEndpoint } from './define';

export const payoutEndpoints = {
  payoutBalance: defineEndpoint({
    method: 'GET',
    path: '/api/payout/balance',
    auth: 'user',
    summary: "A Pro's pending, available and negative balance.",
    source: 'ours: DOMAIN.md "Orders and payment" (payouts)',
    response: PayoutBalanceResponseSchema,
  }),
  payoutSetup: defineEndpoint({
    method: 'GET',
    path: '/api/payout/setup',
    auth: 'user',
    summary: "The payee's payout account (last 4 digits only).",
    source: 'ours: DOMAIN.md "Orders and payment" (payout setup, spec 2 §2 /payout_setup)',
    response: PayoutSetupResponseSchema,
  }),
  payoutHistory: defineEndpoint({
    method: 'GET',
    path: '/api/payout/history',
    auth: 'user',
    summary: "The payee's weekly payouts, newest first (period, amount, status, paid date).",
    source: 'ours: DOMAIN.md "Decisions for the back office" (payout runs)',
    query: PageQuerySchema,
    response: PayoutHistoryResponseSchema,
  }),
  runPayouts: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payouts/run',
    auth: 'user',
    summary:
      "Admin only (one-time code): run this week's payouts now (the server also runs them on a schedule); idempotent.",
    source: 'ours: DOMAIN.md "Decisions for the back office" (payout runs)',
    response: PayoutRunResponseSchema,
  }),
  savePayoutSetup: defineEndpoint({
    method: 'POST',
    path: '/api/payout/setup',
    auth: 'user',
    summary: 'Set the payout bank account (sandbox payout provider by default).',
    source: 'ours: DOMAIN.md "Orders and payment" (payout setup, spec 2 §2 /payout_setup)',
    body: PayoutSetupBodySchema,
    response: PayoutSetupWriteResponseSchema,
  }),
  startPayoutOnboarding: defineEndpoint({
    method: 'POST',
    path: '/api/payout/setup/onboarding',
    auth: 'user',
    summary:
      "Pros and vendors, with PAYMENTS=stripe: a link to Stripe's hosted onboarding of their Express account (made once).",
    source: 'ours: issue 27 (payouts through Stripe Connect, spec 2 §2 /payout_setup)',
    response: PayoutOnboardingResponseSchema,
  }),
};
