/** Card payments: an order's hold and processor calls; the sandbox's and Stripe's books. */
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';

// Ours: one pre-authorisation per order (unique), captured per item, released on decline/cancel.
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    processorRef: text('processor_ref').notNull(),
    amountCents: money('amount_cents').notNull(),
    capturedCents: money('captured_cents').notNull().default(0),
    releasedCents: money('released_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_auth_order_uq').on(t.orderId)],
);

/**
 * Issue 22: every call the order's money makes to the card processor (authorise, increment,
 * capture, release), recorded in the transaction that decides it and carried out after the
 * commit with its idempotency key (a retry after a crash calls the processor again with the same
 * key, and the processor answers the first result). Refunds keep their own table (`refunds`).
 */
export const paymentOperations = pgTable(
  'payment_operations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderItemId: integer('order_item_id'),
    kind: text('kind').notNull(), // authorize | increment | capture | release
    amountCents: money('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(), // pending | done | failed
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    processorRef: text('processor_ref'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_operations_key_uq').on(t.idempotencyKey),
    index('payment_operations_order_idx').on(t.orderId),
    index('payment_operations_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The sandbox card processor's own books (issue 22), as a processor keeps them: one row per
 * authorisation with what was authorised, released, captured and refunded on it, and one row
 * per idempotency key with the answer it gave. It refuses a capture beyond the hold and a
 * refund beyond the captures.
 */
export const sandboxCardPayments = pgTable('sandbox_card_payments', {
  ref: text('ref').primaryKey(),
  authorizedCents: money('authorized_cents').notNull(),
  releasedCents: money('released_cents').notNull().default(0),
  capturedCents: money('captured_cents').notNull().default(0),
  refundedCents: money('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

export const sandboxCardOperations = pgTable('sandbox_card_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  kind: text('kind').notNull(),
  amountCents: money('amount_cents').notNull(),
  resultRef: text('result_ref').notNull(),
  createdAt: createdAt(),
});

// ---- Issue 27 (migration 0019): Stripe beside the sandbox ----------------------------------

/** Every Stripe webhook event, stored once by its id (a replay changes nothing). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    objectId: text('object_id'),
    stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('stripe_events_type_idx').on(t.type, t.receivedAt)],
);

/**
 * The Stripe processor's record of each call for a PaymentIntent, by idempotency key, with the
 * exact parameters sent (a retry sends the same ones). Releases wait here until the final
 * capture or cancel of the PaymentIntent gives them back (Stripe releases a hold only whole).
 */
export const stripeCardOperations = pgTable(
  'stripe_card_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    paymentIntent: text('payment_intent').notNull(),
    kind: text('kind').notNull(), // authorize | increment | capture | release | close
    amountCents: money('amount_cents').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    resultRef: text('result_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('stripe_card_operations_pi_idx').on(t.paymentIntent)],
);
