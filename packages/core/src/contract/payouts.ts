/** Pro payouts (spec 2 §9 "Markup and payouts"; the calls are ours, DOMAIN.md). */
import * as v from 'valibot';
import {
  DateSchema,
  envelope,
  MoneySchema,
  messageEnvelope,
  PriceSchema,
  TimestampSchema,
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
  /** Ours (issue 12): what payouts have paid so far. */
  paid: PriceSchema,
  /** Negative or zero: what returns took back beyond the available balance. */
  negative: v.pipe(MoneySchema, v.maxValue(0)),
  negative_due_date: v.nullable(DateSchema),
  /** The next date a pending amount becomes available, if any. */
  next_available_date: v.nullable(DateSchema),
  currency: v.literal('USD'),
});
export type PayoutBalance = v.InferOutput<typeof PayoutBalanceSchema>;
export const PayoutBalanceResponseSchema = envelope(PayoutBalanceSchema);

/** GET /api/payout/setup: the payee's payout account (never the full account number). */
export const PayoutSetupSchema = v.object({
  provider: v.pipe(v.string(), v.maxLength(40)),
  status: v.picklist(['not_started', 'pending', 'active']),
  account_holder_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  account_last4: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  updated_at: v.nullable(TimestampSchema),
});
export type PayoutSetup = v.InferOutput<typeof PayoutSetupSchema>;
export const PayoutSetupResponseSchema = envelope(PayoutSetupSchema);
export const PayoutSetupWriteResponseSchema = messageEnvelope(PayoutSetupSchema);

/** POST /api/payout/setup: a U.S. bank account for the sandbox payout provider. */
export const PayoutSetupBodySchema = form({
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
