/**
 * The admin console: applications, users, platform settings, refunds, payments, the audit log,
 * payouts and subscriptions (ours: DOMAIN.md "Decisions for the back office").
 */
import {
  AdminApplicationListResponseSchema,
  AdminAttentionResponseSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  AdminRefundListResponseSchema,
  AdminRefundQuerySchema,
  AdminRefundWriteResponseSchema,
  AdminSettingsBodySchema,
  AdminSettingsResponseSchema,
  AdminSettingsWriteResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AdminUserResponseSchema,
  AdminUserStatusBodySchema,
  AdminUserWriteResponseSchema,
  ApplicationDecisionBodySchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  RefundRunResponseSchema,
} from '../admin';
import { AdminSubscriptionsQuerySchema, AdminSubscriptionsResponseSchema } from '../billing';
import { AdminPayoutsQuerySchema, AdminPayoutsResponseSchema } from '../payouts';
import { defineEndpoint, IdParamsSchema, OURS_BILLING } from './define';

const OURS_BACK_OFFICE = 'ours: DOMAIN.md "Decisions for the back office" (issue 12)';

/** The admin console (issue 12): an Admin whose token passed the one-time code only. */
export const adminEndpoints = {
  adminApplications: defineEndpoint({
    method: 'GET',
    path: '/api/admin/applications',
    auth: 'user',
    summary:
      'Admin only: Pros waiting for approval, oldest first, with their wait (24-hour promise).',
    source: OURS_BACK_OFFICE,
    response: AdminApplicationListResponseSchema,
  }),
  decideApplication: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/applications/:id',
    auth: 'user',
    summary: 'Admin only: approve or decline (with a reason) a Pro application; the Pro is mailed.',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    body: ApplicationDecisionBodySchema,
    response: AdminUserWriteResponseSchema,
  }),
  adminUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'user',
    summary: 'Admin only: users by email or name (q), newest first, paged.',
    source: OURS_BACK_OFFICE,
    query: AdminUserQuerySchema,
    response: AdminUserListResponseSchema,
  }),
  adminUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    auth: 'user',
    summary: 'Admin only: one user.',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    response: AdminUserResponseSchema,
  }),
  setAdminUserStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    auth: 'user',
    summary:
      "Admin only: activate or deactivate an account (a deactivated user's tokens stop at once).",
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    body: AdminUserStatusBodySchema,
    response: AdminUserWriteResponseSchema,
  }),
  adminSettings: defineEndpoint({
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'user',
    summary: 'Admin only: platform fee, tax rates, AK/HI surcharge and the audit log of changes.',
    source: OURS_BACK_OFFICE,
    response: AdminSettingsResponseSchema,
  }),
  updateAdminSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    auth: 'user',
    summary:
      'Admin only: change platform settings; each changed value is audited. New orders only.',
    source: OURS_BACK_OFFICE,
    body: AdminSettingsBodySchema,
    response: AdminSettingsWriteResponseSchema,
  }),
  adminRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/admin/refunds',
    auth: 'user',
    summary: 'Admin only: refunds of returned items, those not refunded yet first.',
    source: OURS_BACK_OFFICE,
    query: AdminRefundQuerySchema,
    response: AdminRefundListResponseSchema,
  }),
  retryRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/refunds/:id/retry',
    auth: 'user',
    summary: 'Admin only: retry a failed refund now (same idempotency key: never refunded twice).',
    source: OURS_BACK_OFFICE,
    params: IdParamsSchema,
    response: AdminRefundWriteResponseSchema,
  }),
  retryDueRefunds: defineEndpoint({
    method: 'POST',
    path: '/api/admin/refunds/retry_due',
    auth: 'user',
    summary: 'Admin only: run the refund retry job (failed refunds whose backoff has passed).',
    source: OURS_BACK_OFFICE,
    response: RefundRunResponseSchema,
  }),
  adminAttention: defineEndpoint({
    method: 'GET',
    path: '/api/admin/attention',
    auth: 'user',
    summary:
      'Admin only: items waiting past 48 hours, refunds past their 30 days, problems customers reported.',
    source: "ours: issue 30 item 4 (spec 2 §9, the policies' clocks)",
    response: AdminAttentionResponseSchema,
  }),
  adminPayments: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payments',
    auth: 'user',
    summary:
      "Admin only: every order's card figures and the invariants it breaks (unbalanced=1: only those).",
    source: 'ours: issue 22 (money that always adds up)',
    query: AdminPaymentsQuerySchema,
    response: AdminPaymentsResponseSchema,
  }),
  adminAuditLog: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit_log',
    auth: 'user',
    summary:
      'Admin only: the audit log of every admin action and payout-account change, newest first, paged.',
    source: 'ours: issue 23 item 10',
    query: AuditLogQuerySchema,
    response: AuditLogResponseSchema,
  }),
  adminPayouts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/payouts',
    auth: 'user',
    summary: 'Admin only: the weekly payout runs and a page of payouts (transfers, failures).',
    source: 'ours: issue 27 (admins see payouts; the run is no longer API-only)',
    query: AdminPayoutsQuerySchema,
    response: AdminPayoutsResponseSchema,
  }),
  adminSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/subscriptions',
    auth: 'user',
    summary: "Admin only: the Pros' plan subscriptions, their state and the periods paid for.",
    source: OURS_BILLING,
    query: AdminSubscriptionsQuerySchema,
    response: AdminSubscriptionsResponseSchema,
  }),
};
