/** Payouts: payout accounts, the ledger behind balances, weekly runs, the sandbox provider. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';

// Ours: payout setup (sandbox provider) and the ledger behind the balance.
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Issue 27 (migration 0019): sandbox | stripe (a Connect Express account), and why an
  // account is restricted (Stripe's requirements).
  provider: text('provider').notNull().default('sandbox'),
  statusReason: text('status_reason'),
});

export const payoutLedger = pgTable(
  'payout_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The order item a profit, return or sale is for; null for payouts and their reversals. */
    orderItemId: integer('order_item_id'),
    // profit | return (a Pro's markup); sale | sale_reversal (a vendor's share, issue 12);
    // payout | payout_reversal (the weekly payout runs, issue 12)
    kind: text('kind').notNull(),
    /** The payout a `payout` or `payout_reversal` entry belongs to. */
    payoutId: integer('payout_id'),
    amountCents: money('amount_cents').notNull(),
    // Null: pending with no date yet (a vendor's share before the item is delivered).
    availableAt: timestamp('available_at', { withTimezone: true }),
    // Issue 22: the item and event an entry is for (`profit:<item>`, `sale:<item>`,
    // `sale-adjust:<item>:v<n>`, ...): unique, so a second entry for one event is impossible.
    // Null for payouts (their own table keeps them once per period and payee).
    eventKey: text('event_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_ledger_user_idx').on(t.userId),
    uniqueIndex('payout_ledger_event_uq').on(t.eventKey),
  ],
);

/**
 * Payout runs (issue 12): one row per weekly period; `cutoff` is the period's start (balances
 * available then are paid). A second run of a done period pays nothing.
 */
export const payoutRuns = pgTable('payout_runs', {
  period: text('period').primaryKey(),
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('running'), // running | done
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  paidCount: integer('paid_count').notNull().default(0),
  paidCents: money('paid_cents').notNull().default(0),
});

/** One payee's payout in one period (at most one: the unique pair makes a run idempotent). */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    userId: integer('user_id').notNull(),
    amountCents: money('amount_cents').notNull(),
    status: text('status').notNull().default('pending'), // pending | paid | failed
    providerRef: text('provider_ref'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_period_user_uq').on(t.period, t.userId),
    index('payouts_user_idx').on(t.userId),
  ],
);

/** The sandbox payout provider's own record of transfers, one per idempotency key. */
export const sandboxPayoutTransfers = pgTable('sandbox_payout_transfers', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  accountRef: text('account_ref').notNull(),
  amountCents: money('amount_cents').notNull(),
  createdAt: createdAt(),
});
