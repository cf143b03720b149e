/**
 * Billing (issue 27): a Pro's plans (spec 1 §6 "a custom add-on subscription, or a Premium plan
 * with paid_amount 199"; "Plans renew automatically until cancelled"), which card processor
 * the site talks to, and the admins' view of subscriptions. All calls are ours
 * (docs/decisions/plans.md).
 */
import * as v from 'valibot';
import { PLAN_CODES } from '../rules/plans';
import {
  envelope,
  IdSchema,
  MoneySchema,
  messageEnvelope,
  PageQuerySchema,
  PriceSchema,
  paginated,
  TimestampSchema,
  UrlSchema,
} from './common';
import { form } from './fields';
import { SubscriptionStatusSchema } from './user';

/** The processor, payout provider and billing behind the API: the sandbox or Stripe. */
export const PaymentsProviderSchema = v.picklist(['sandbox', 'stripe']);
export type PaymentsProvider = v.InferOutput<typeof PaymentsProviderSchema>;

/**
 * GET /api/payments/config: which card form checkout shows (the sandbox's card fields, or
 * Stripe Elements with this publishable key: the card then never reaches the API).
 */
export const PaymentsConfigSchema = v.object({
  provider: PaymentsProviderSchema,
  stripe_publishable_key: v.nullable(v.pipe(v.string(), v.regex(/^pk_(test|live)_\w+$/))),
});
export type PaymentsConfig = v.InferOutput<typeof PaymentsConfigSchema>;
export const PaymentsConfigResponseSchema = envelope(PaymentsConfigSchema);

export const PlanCodeSchema = v.picklist(
  PLAN_CODES,
  'Choose the Premium plan or the custom add-on.',
);

/** A Pro's subscription to one plan as the Plans section shows it. */
export const PlanSubscriptionSchema = v.object({
  /** The billing provider's status: active, trialing, past_due, canceled, ... */
  status: SubscriptionStatusSchema,
  /** Whether it unlocks the plan now (core `isSubscriptionActive`). */
  active: v.boolean(),
  /** When the period paid for ends: the next renewal, or the end of a cancelled plan. */
  current_period_end: v.nullable(TimestampSchema),
  /** Cancelled by the Pro: it ends at current_period_end instead of renewing. */
  cancel_at_period_end: v.boolean(),
});
export type PlanSubscription = v.InferOutput<typeof PlanSubscriptionSchema>;

/** One plan: its price a month, what it unlocks, and the Pro's subscription to it. */
export const PlanSchema = v.object({
  code: PlanCodeSchema,
  name: v.pipe(v.string(), v.maxLength(80)),
  price: PriceSchema,
  interval: v.literal('month'),
  unlocks: v.array(v.pipe(v.string(), v.maxLength(200))),
  subscription: v.nullable(PlanSubscriptionSchema),
});
export type Plan = v.InferOutput<typeof PlanSchema>;

/** GET /api/plans: the Pro's plans, whether they unlock theming now, and billing's provider. */
export const PlansSchema = v.object({
  provider: PaymentsProviderSchema,
  plans: v.array(PlanSchema),
  /** The theme colour and logo show on the marketplace and in the embed (core canUseCustomTheme). */
  theming_entitled: v.boolean(),
  /** A "Manage billing" link (Stripe's customer portal) is available. */
  manage_billing: v.boolean(),
});
export type Plans = v.InferOutput<typeof PlansSchema>;
export const PlansResponseSchema = envelope(PlansSchema);

export const PlanParamsSchema = form({ plan: PlanCodeSchema });
export type PlanParams = v.InferOutput<typeof PlanParamsSchema>;

/**
 * POST /api/plans/:plan/subscribe: with Stripe, `checkout_url` is Stripe Checkout (subscription
 * mode), where the Pro pays; the plan starts when Stripe says it is paid (a webhook). Under
 * the sandbox the plan starts at once and `checkout_url` is null.
 */
export const SubscribePlanSchema = v.object({
  checkout_url: v.nullable(UrlSchema),
  plans: PlansSchema,
});
export const SubscribePlanResponseSchema = messageEnvelope(SubscribePlanSchema);

/** POST /api/plans/:plan/cancel: the plan ends at the end of the period paid for. */
export const CancelPlanResponseSchema = messageEnvelope(PlansSchema);

/** POST /api/plans/portal: a one-time link to Stripe's customer portal ("Manage billing"). */
export const BillingPortalSchema = v.object({ url: UrlSchema });
export const BillingPortalResponseSchema = envelope(BillingPortalSchema);

/** One subscription as admins see it, with the periods paid for. */
export const AdminSubscriptionSchema = v.object({
  id: IdSchema,
  user_id: IdSchema,
  email: v.pipe(v.string(), v.maxLength(254)),
  name: v.pipe(v.string(), v.maxLength(511)),
  plan_code: PlanCodeSchema,
  plan: v.pipe(v.string(), v.maxLength(80)),
  provider: PaymentsProviderSchema,
  provider_ref: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  status: SubscriptionStatusSchema,
  active: v.boolean(),
  paid_amount: MoneySchema,
  current_period_end: v.nullable(TimestampSchema),
  cancel_at_period_end: v.boolean(),
  /** Periods paid for so far (the first payment and each renewal). */
  payments: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  last_paid_at: v.nullable(TimestampSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type AdminSubscription = v.InferOutput<typeof AdminSubscriptionSchema>;

export const AdminSubscriptionsQuerySchema = form({
  ...PageQuerySchema.entries,
  /** Only subscriptions that unlock their plan now (active=1) or that do not (active=0). */
  active: v.optional(v.picklist(['0', '1'], 'Use active=1 or active=0.')),
});
export type AdminSubscriptionsQuery = v.InferOutput<typeof AdminSubscriptionsQuerySchema>;
export const AdminSubscriptionsResponseSchema = envelope(paginated(AdminSubscriptionSchema));
