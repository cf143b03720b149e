/** The card form's configuration and the Pros' plans (ours: issue 27; spec 1 §6). */
import {
  BillingPortalResponseSchema,
  CancelPlanResponseSchema,
  PaymentsConfigResponseSchema,
  PlanParamsSchema,
  PlansResponseSchema,
  SubscribePlanResponseSchema,
} from '../billing';
import { defineEndpoint, OURS_BILLING } from './define';

export const billingEndpoints = {
  paymentsConfig: defineEndpoint({
    method: 'GET',
    path: '/api/payments/config',
    auth: 'public',
    summary:
      'Which card form checkout shows: the sandbox card fields, or Stripe Elements with the publishable key.',
    source: 'ours: issue 27 (card details never touch the server under Stripe)',
    response: PaymentsConfigResponseSchema,
  }),
  plans: defineEndpoint({
    method: 'GET',
    path: '/api/plans',
    auth: 'user',
    summary:
      "Pros only: the plans (Premium, custom add-on), what each unlocks and the Pro's subscriptions.",
    source: OURS_BILLING,
    response: PlansResponseSchema,
  }),
  subscribePlan: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:plan/subscribe',
    auth: 'user',
    summary:
      'Pros only: subscribe to a plan (Stripe: a Checkout link in subscription mode; sandbox: starts at once).',
    source: OURS_BILLING,
    params: PlanParamsSchema,
    response: SubscribePlanResponseSchema,
  }),
  cancelPlan: defineEndpoint({
    method: 'POST',
    path: '/api/plans/:plan/cancel',
    auth: 'user',
    summary: 'Pros only: cancel a plan at the end of the period paid for (it stops renewing).',
    source: OURS_BILLING,
    params: PlanParamsSchema,
    response: CancelPlanResponseSchema,
  }),
  billingPortal: defineEndpoint({
    method: 'POST',
    path: '/api/plans/portal',
    auth: 'user',
    summary: "Pros only, with Stripe: a link to Stripe's customer portal (card, invoices, cancel).",
    source: OURS_BILLING,
    response: BillingPortalResponseSchema,
  }),
};
