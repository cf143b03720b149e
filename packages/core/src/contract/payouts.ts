/** Pro payouts (spec 2 §9 "Markup and payouts"; the calls are ours, DOMAIN.md). */
import * as v from 'valibot';
import {
  DateSchema,
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
import { form, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * GET /api/payout/balance: pending profits (available 46 business days after delivery),
 * available profits, what was paid out, and a negative balance from returns (due within 10 days).
 * A vendor's balance is their share of captured items (issue 12).
 */
export const PayoutBalanceSchema = v.object({
  pending: PriceSchema,
  available: PriceSchema,
  /** Ours (issue 12): paid out so far by the weekly payout runs. */
  paid: PriceSchema,
  /** Negative or zero: what returns took back beyond the available balance. */
  negative: v.pipe(MoneySchema, v.maxValue(0)),
  negative_due_date: v.nullable(DateSchema),
  /** The negative balance is past its due date (10 days) and not yet settled. */
  negative_overdue: v.boolean(),
  /** The next date a pending amount becomes available, if any. */
  next_available_date: v.nullable(DateSchema),
  currency: v.literal('USD'),
});
export type PayoutBalance = v.InferOutput<typeof PayoutBalanceSchema>;
export const PayoutBalanceResponseSchema = envelope(PayoutBalanceSchema);

/** GET /api/payout/setup: the payee's payout account (never the full account number). */
export const PayoutSetupSchema = v.object({
  /** sandbox (a bank form) or stripe (Stripe's hosted onboarding, issue 27). */
  provider: v.pipe(v.string(), v.maxLength(40)),
  /**
   * not_started; pending (onboarding not finished or being verified); active (payouts are
   * sent); restricted (the provider needs more before paying: `status_reason` says what).
   */
  status: v.picklist(['not_started', 'pending', 'active', 'restricted']),
  /** Issue 27: why the account is not active, in the provider's words. */
  status_reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  account_holder_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  account_last4: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  updated_at: v.nullable(TimestampSchema),
});
export type PayoutSetup = v.InferOutput<typeof PayoutSetupSchema>;
export const PayoutSetupResponseSchema = envelope(PayoutSetupSchema);
export const PayoutSetupWriteResponseSchema = messageEnvelope(PayoutSetupSchema);

/**
 * POST /api/payout/setup/onboarding (issue 27, Stripe Connect): a single-use link to Stripe's
 * hosted onboarding of the payee's Express account, and the account as it stands.
 */
export const PayoutOnboardingSchema = v.object({ url: UrlSchema, setup: PayoutSetupSchema });
export const PayoutOnboardingResponseSchema = envelope(PayoutOnboardingSchema);

/** POST /api/payout/setup: a U.S. bank account for the sandbox payout provider. */
/**
 * POST /api/payout/setup. Changing where a payee is paid asks for their password again (issue
 * 23 item 9: a stolen session must not redirect the payouts); the owner gets an email and the
 * audit log a row.
 */
export const PayoutSetupBodySchema = form({
  current_password: v.pipe(
    v.string(M.passwordRequired),
    v.nonEmpty(M.passwordRequired),
    v.maxLength(128, M.tooLong(128)),
  ),
  account_holder_name: requiredLine(M.accountHolderRequired),
  routing_number: v.pipe(
    v.string(M.routingNumberInvalid),
    v.trim(),
    v.regex(/^\d{9}$/, M.routingNumberInvalid),
  ),
  account_number: v.pipe(
    v.string(M.accountNumberInvalid),
    v.trim(),
    v.regex(/^\d{4,17}$/, M.accountNumberInvalid),
  ),
});
export type PayoutSetupBody = v.InferOutput<typeof PayoutSetupBodySchema>;

/**
 * One weekly payout (issue 12 item 5): the ISO week it belongs to ("2026-W48"), the amount,
 * pending (being sent), paid, or failed (the amount went back into the balance).
 */
export const PayoutHistoryItemSchema = v.object({
  id: IdSchema,
  period: v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/)),
  amount: PriceSchema,
  status: v.picklist(['pending', 'paid', 'failed']),
  created_at: TimestampSchema,
  paid_at: v.nullable(TimestampSchema),
});
export type PayoutHistoryItem = v.InferOutput<typeof PayoutHistoryItemSchema>;
/** GET /api/payout/history: the payee's payouts, newest first, paged. */
export const PayoutHistoryResponseSchema = envelope(paginated(PayoutHistoryItemSchema));

/** POST /api/admin/payouts/run: what the run did (admins start one by hand besides the schedule). */
export const PayoutRunSchema = v.object({
  period: v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/)),
  /** done: every payout of the period settled; busy: another instance is running it; retry: some transfers wait for the next run. */
  status: v.picklist(['done', 'busy', 'retry']),
  paid_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  paid_total: PriceSchema,
  failed: v.array(v.object({ user_id: IdSchema, amount: PriceSchema, reason: v.string() })),
  /** Payees whose negative balance is past its due date. */
  overdue: v.array(v.object({ user_id: IdSchema, amount: MoneySchema, due_date: DateSchema })),
});
export type PayoutRun = v.InferOutput<typeof PayoutRunSchema>;
export const PayoutRunResponseSchema = messageEnvelope(PayoutRunSchema);

/** One payout as admins see it (issue 27): the payee, the transfer and why it failed. */
export const AdminPayoutSchema = v.object({
  id: IdSchema,
  period: v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/)),
  user_id: IdSchema,
  email: v.pipe(v.string(), v.maxLength(254)),
  name: v.pipe(v.string(), v.maxLength(511)),
  amount: PriceSchema,
  status: v.picklist(['pending', 'paid', 'failed']),
  attempts: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** The provider's last refusal (kept after a later success, cleared when paid first time). */
  failure: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  /** The provider's transfer (a Stripe Transfer id). */
  provider_ref: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  created_at: TimestampSchema,
  paid_at: v.nullable(TimestampSchema),
});
export type AdminPayout = v.InferOutput<typeof AdminPayoutSchema>;

/** One weekly run as admins see it. */
export const AdminPayoutRunSchema = v.object({
  period: v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/)),
  /** running: transfers still pending; done: every payout of the week settled. */
  status: v.picklist(['running', 'done']),
  cutoff: TimestampSchema,
  started_at: TimestampSchema,
  finished_at: v.nullable(TimestampSchema),
  paid_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  paid_total: PriceSchema,
  pending_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  failed_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type AdminPayoutRun = v.InferOutput<typeof AdminPayoutRunSchema>;

export const AdminPayoutsQuerySchema = form({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(['pending', 'paid', 'failed'], 'Use pending, paid or failed.')),
});
export type AdminPayoutsQuery = v.InferOutput<typeof AdminPayoutsQuerySchema>;

/** GET /api/admin/payouts: the latest runs (12 weeks) and a page of payouts, newest first. */
export const AdminPayoutsSchema = v.object({
  provider: v.pipe(v.string(), v.maxLength(40)),
  runs: v.array(AdminPayoutRunSchema),
  payouts: paginated(AdminPayoutSchema),
});
export const AdminPayoutsResponseSchema = envelope(AdminPayoutsSchema);
