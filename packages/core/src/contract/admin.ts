/**
 * The admin console (issue 12 items 3, 4): contractor applications, users, platform settings
 * with their audit log, and refunds that need an admin's eye. Every call is ours (DOMAIN.md
 * "Decisions for the back office"); only an Admin whose token passed the one-time code may
 * make them.
 */
import * as v from 'valibot';
import {
  envelope,
  IdSchema,
  MoneySchema,
  messageEnvelope,
  PageQuerySchema,
  PercentSchema,
  PriceSchema,
  paginated,
  TimestampSchema,
} from './common';
import { USER_TYPES } from './enums';
import { flagLike, form, line, US_STATES } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  OrderPaymentSchema,
  OrderStatusSchema,
  RefundReasonSchema,
  RefundStatusSchema,
} from './orders';

// ---------------------------------------------------------------------------------------------
// Contractor applications

/** A Pro waiting for approval, with how long they have waited against the 24-hour promise. */
export const AdminApplicationSchema = v.object({
  id: IdSchema,
  /** Ours (issue 30 item 3): a Pro (Contractor, designers included) or a vendor applies. */
  type: v.picklist(['Contractor', 'Vendor']),
  name: v.pipe(v.string(), v.maxLength(511)),
  email: v.pipe(v.string(), v.maxLength(254)),
  company_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  applied_at: TimestampSchema,
  /** Whole hours since the application. */
  waiting_hours: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** Waited longer than spec 2 §9's "contractor approval takes up to 24 hours". */
  overdue: v.boolean(),
});
export type AdminApplication = v.InferOutput<typeof AdminApplicationSchema>;
export const AdminApplicationListResponseSchema = envelope(v.array(AdminApplicationSchema));

/** PUT /api/admin/applications/{id}: approve, or decline with a reason (mailed to the applicant). */
export const ApplicationDecisionBodySchema = v.pipe(
  form({
    decision: v.picklist(['approve', 'decline'], M.decisionInvalid),
    reason: v.optional(v.pipe(line(1000), v.trim())),
  }),
  v.forward(
    v.partialCheck(
      [['decision'], ['reason']],
      (input) => input.decision !== 'decline' || Boolean(input.reason),
      M.declineReasonRequired,
    ),
    ['reason'],
  ),
);
export type ApplicationDecisionBody = v.InferOutput<typeof ApplicationDecisionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Users

/** A user as the console shows it. */
export const AdminUserSchema = v.object({
  id: IdSchema,
  type: v.picklist(USER_TYPES),
  status: v.pipe(v.string(), v.maxLength(40)),
  /** Whether the status lets the user sign in (Active or Approve). */
  active: v.boolean(),
  name: v.pipe(v.string(), v.maxLength(511)),
  email: v.pipe(v.string(), v.maxLength(254)),
  company_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  phone_number: v.nullable(v.pipe(v.string(), v.maxLength(30))),
  email_verified_at: v.nullable(TimestampSchema),
  created_at: TimestampSchema,
  /** Why an application was declined, when it was. */
  decline_reason: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/** GET /api/admin/users: search by email or name, newest first. */
export const AdminUserQuerySchema = form({
  ...PageQuerySchema.entries,
  q: v.optional(v.pipe(line(100), v.trim())),
});
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuerySchema>;
export const AdminUserListResponseSchema = envelope(paginated(AdminUserSchema));
export const AdminUserResponseSchema = envelope(AdminUserSchema);
export const AdminUserWriteResponseSchema = messageEnvelope(AdminUserSchema);

/** PUT /api/admin/users/{id}/status: activate or deactivate (tokens revoked at once). */
export const AdminUserStatusBodySchema = form({
  active: v.boolean(M.activeRequired),
});
export type AdminUserStatusBody = v.InferOutput<typeof AdminUserStatusBodySchema>;

// ---------------------------------------------------------------------------------------------
// Platform settings

const surcharge = v.pipe(PriceSchema, v.maxValue(10_000, M.surchargeMax));

/**
 * GET /api/admin/audit_log (issue 23 item 10): every admin action and every payout-account
 * change, newest first; `action` narrows to one call (e.g. `PUT /api/admin/users/:id/status`).
 */
export const AuditLogQuerySchema = form({
  ...PageQuerySchema.entries,
  action: v.optional(v.pipe(line(120), v.trim())),
});
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>;

/**
 * One audited action: who (the account, and its email at the time), what (the contract call,
 * or `payout_account.changed`), on what (`target`), the details (path ids, the body without
 * secrets, the answer's message), from which address, when.
 */
export const AuditEntrySchema = v.object({
  id: IdSchema,
  actor_id: v.nullable(IdSchema),
  actor_email: v.pipe(v.string(), v.maxLength(254)),
  action: v.pipe(v.string(), v.maxLength(120)),
  target: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  details: v.record(v.string(), v.unknown()),
  ip: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  created_at: TimestampSchema,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditLogResponseSchema = envelope(paginated(AuditEntrySchema));

/** The settings that price a checkout (DOMAIN.md "Money"). */
export const PlatformSettingsSchema = v.object({
  platform_fee_percent: PercentSchema,
  tax_rates: v.record(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), PercentSchema),
  shipping_surcharge: v.object({ AK: PriceSchema, HI: PriceSchema }),
});
export type PlatformSettings = v.InferOutput<typeof PlatformSettingsSchema>;

/** One changed value: who, when, which field (`tax_rates.CA`), old and new. */
export const SettingsAuditEntrySchema = v.object({
  id: IdSchema,
  admin: v.object({
    id: IdSchema,
    name: v.pipe(v.string(), v.maxLength(511)),
    email: v.pipe(v.string(), v.maxLength(254)),
  }),
  field: v.pipe(v.string(), v.maxLength(60)),
  old_value: v.nullable(MoneySchema),
  new_value: v.nullable(MoneySchema),
  created_at: TimestampSchema,
});
export type SettingsAuditEntry = v.InferOutput<typeof SettingsAuditEntrySchema>;

export const AdminSettingsSchema = v.object({
  settings: PlatformSettingsSchema,
  /** The latest changes first (at most 100). */
  audit: v.array(SettingsAuditEntrySchema),
});
export type AdminSettings = v.InferOutput<typeof AdminSettingsSchema>;
export const AdminSettingsResponseSchema = envelope(AdminSettingsSchema);
export const AdminSettingsWriteResponseSchema = messageEnvelope(AdminSettingsSchema);

/** PUT /api/admin/settings: any of the values; tax rates are changed per state given. */
export const AdminSettingsBodySchema = v.pipe(
  form({
    platform_fee_percent: v.optional(PercentSchema),
    tax_rates: v.optional(v.record(v.picklist(US_STATES, M.stateInvalid), PercentSchema)),
    shipping_surcharge: v.optional(form({ AK: v.optional(surcharge), HI: v.optional(surcharge) })),
  }),
  // Nothing to change: the message goes under the first field, where the form shows it.
  v.forward(
    v.check(
      (input) =>
        input.platform_fee_percent !== undefined ||
        Object.keys(input.tax_rates ?? {}).length > 0 ||
        input.shipping_surcharge?.AK !== undefined ||
        input.shipping_surcharge?.HI !== undefined,
      M.settingsEmpty,
    ),
    ['platform_fee_percent'],
  ),
);
export type AdminSettingsBody = v.InferOutput<typeof AdminSettingsBodySchema>;

// ---------------------------------------------------------------------------------------------
// Refunds

/** A refund as admins follow it (failed ones are retried with backoff, never lost). */
export const AdminRefundSchema = v.object({
  id: IdSchema,
  order_id: IdSchema,
  order_number: v.pipe(v.string(), v.maxLength(40)),
  order_item_id: IdSchema,
  product_name: v.pipe(v.string(), v.maxLength(255)),
  customer_email: v.pipe(v.string(), v.maxLength(254)),
  amount: PriceSchema,
  restocking_fee: PriceSchema,
  status: RefundStatusSchema,
  /** Issue 22: why (a return, a cancel or decline after capture, a lower price). */
  reason: v.optional(RefundReasonSchema),
  attempts: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  last_error: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  next_attempt_at: v.nullable(TimestampSchema),
  created_at: TimestampSchema,
  refunded_at: v.nullable(TimestampSchema),
  /** Issue 30: when a return's refund is due (30 days after the return), and whether it is late. */
  due_at: v.optional(v.nullable(TimestampSchema)),
  overdue: v.optional(v.boolean()),
});
export type AdminRefund = v.InferOutput<typeof AdminRefundSchema>;

/** GET /api/admin/refunds: not yet refunded first, then the latest (at most 100). */
export const AdminRefundQuerySchema = form({
  status: v.optional(RefundStatusSchema),
});
export type AdminRefundQuery = v.InferOutput<typeof AdminRefundQuerySchema>;
export const AdminRefundListResponseSchema = envelope(v.array(AdminRefundSchema));
export const AdminRefundWriteResponseSchema = messageEnvelope(AdminRefundSchema);

/** POST /api/admin/refunds/retry_due: the retry job's run (refunds whose backoff has passed). */
export const RefundRunSchema = v.object({
  attempted: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  refunded: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  failed: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type RefundRun = v.InferOutput<typeof RefundRunSchema>;
export const RefundRunResponseSchema = messageEnvelope(RefundRunSchema);

// ---------------------------------------------------------------------------------------------
// Payments (issue 22)

/**
 * An order's money as admins reconcile it: the card's figures, the order's total, and every
 * invariant it breaks (docs/decisions/money.md; the same check as `money:check`).
 */
export const AdminOrderMoneySchema = v.object({
  order_id: IdSchema,
  order_number: v.pipe(v.string(), v.maxLength(40)),
  created_at: TimestampSchema,
  customer_email: v.pipe(v.string(), v.maxLength(254)),
  status: OrderStatusSchema,
  total: PriceSchema,
  payment: OrderPaymentSchema,
  /** Card operations not made yet (waiting, or failed and retried). */
  operations_pending: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  problems: v.array(v.pipe(v.string(), v.maxLength(1000))),
});
export type AdminOrderMoney = v.InferOutput<typeof AdminOrderMoneySchema>;

/** GET /api/admin/payments: newest first; `unbalanced=1` only orders that do not add up. */
export const AdminPaymentsQuerySchema = form({
  ...PageQuerySchema.entries,
  unbalanced: v.optional(flagLike()),
});
export type AdminPaymentsQuery = v.InferOutput<typeof AdminPaymentsQuerySchema>;
export const AdminPaymentsResponseSchema = envelope(paginated(AdminOrderMoneySchema));

// ---------------------------------------------------------------------------------------------
// What needs an admin's eye (issue 30: the policies' clocks, spec 2 §9)

/** An item still waiting for approval 48 hours after its order. */
export const AdminLateItemSchema = v.object({
  order_id: IdSchema,
  order_number: v.pipe(v.string(), v.maxLength(40)),
  order_item_id: IdSchema,
  product_name: v.pipe(v.string(), v.maxLength(255)),
  vendor_email: v.pipe(v.string(), v.maxLength(254)),
  ordered_at: TimestampSchema,
  due_at: TimestampSchema,
  hours_waiting: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type AdminLateItem = v.InferOutput<typeof AdminLateItemSchema>;

/** A problem a customer reported with a delivered order. */
export const AdminProblemSchema = v.object({
  id: IdSchema,
  order_id: IdSchema,
  order_number: v.pipe(v.string(), v.maxLength(40)),
  order_item_id: v.nullable(IdSchema),
  product_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  customer_email: v.pipe(v.string(), v.maxLength(254)),
  description: v.pipe(v.string(), v.maxLength(2000)),
  created_at: TimestampSchema,
});
export type AdminProblem = v.InferOutput<typeof AdminProblemSchema>;

/** GET /api/admin/attention: late items, overdue refunds and reported problems (oldest first). */
export const AdminAttentionSchema = v.object({
  late_items: v.array(AdminLateItemSchema),
  overdue_refunds: v.array(AdminRefundSchema),
  problems: v.array(AdminProblemSchema),
});
export type AdminAttention = v.InferOutput<typeof AdminAttentionSchema>;
export const AdminAttentionResponseSchema = envelope(AdminAttentionSchema);
