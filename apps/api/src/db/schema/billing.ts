/** Billing: a Pro's plan subscription, its paid periods and the provider's customer. */
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { users } from './identity.ts';

// spec 1 §3 latest_subscription (plan, paid_amount, subscription_status).
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  plan: text('plan').notNull(),
  paidAmountCents: money('paid_amount_cents').notNull(),
  subscriptionStatus: text('subscription_status').notNull(),
  createdAt: createdAt(),
  // Issue 27 (migration 0019): which plan (core PLANS: premium | custom_addon), the provider
  // (sandbox | stripe) and its subscription id, the paid period and a cancel at its end.
  planCode: text('plan_code').notNull().default('premium'),
  provider: text('provider').notNull().default('sandbox'),
  providerRef: text('provider_ref'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Issue 27 (migration 0019): Stripe beside the sandbox ----------------------------------

/** Each paid period of a plan (the first payment and every renewal), once per invoice. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: money('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscription_payments_ref_uq').on(t.providerRef)],
);

/** A user's customer at the billing provider (a Stripe Customer), made once. */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id').primaryKey(),
  provider: text('provider').notNull(),
  customerRef: text('customer_ref').notNull(),
  createdAt: createdAt(),
});
