/** Orders: orders, their items, reported problems and refunds. */
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

// Ours (DOMAIN.md Orders and payment): one order per checkout; the idempotency key is unique per user.
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    showroomId: integer('showroom_id').notNull(),
    projectId: integer('project_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    subtotalCents: money('subtotal_cents').notNull(),
    taxCents: money('tax_cents').notNull(),
    feeCents: money('fee_cents').notNull(),
    shippingCents: money('shipping_cents').notNull(),
    markupCents: money('markup_cents').notNull(),
    discountCents: money('discount_cents').notNull().default(0),
    totalCents: money('total_cents').notNull(),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').notNull(),
    // Issue 22: restocking fees kept by returns (part of the total, which the items recompute).
    restockingCents: money('restocking_cents').notNull().default(0),
    // Issue 28 item 4: 'embed' when the cart came from a Pro's embed (their analytics count it).
    source: text('source'),
    // Issue 12: the platform settings the order was priced with (fee, tax rates, surcharges),
    // so an address change re-prices with them, not with settings changed since. Null before.
    priceSettings: jsonb('price_settings').$type<OrderPriceSettings>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    productName: text('product_name').notNull(),
    qty: integer('qty').notNull(),
    finalPriceCents: money('final_price_cents').notNull(),
    contractorMarkupAmtCents: money('contractor_markup_amt_cents').notNull(),
    adminProfitInclusiveTaxCents: money('admin_profit_inclusive_tax_cents').notNull(),
    lineTotalCents: money('line_total_cents').notNull(),
    // Issue 13: the line's platform fee and tax (their sum is admin_profit_inclusive_tax), so an
    // address change re-prices the tax alone. Null on orders placed before they were stored.
    feeCents: money('fee_cents'),
    taxCents: money('tax_cents'),
    status: text('status').notNull(),
    statusDate: timestamp('status_date', { withTimezone: true }).notNull().defaultNow(),
    widthSize: text('width_size'),
    heightSize: text('height_size'),
    lengthSize: text('length_size'),
    pattern: text('pattern'),
    proposedPriceCents: money('proposed_price_cents'),
    proposedNote: text('proposed_note'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    returnReason: text('return_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // Issue 22 (migration 0016): the item's share of the order's shipping (the shares add up to
    // the order's shipping), the coupon's discount on the line, how many price changes were
    // accepted (idempotency keys of the money they move carry it), and the customer's last
    // answer to one (a repeated answer gets the current state).
    shippingCents: money('shipping_cents').notNull().default(0),
    discountCents: money('discount_cents').notNull().default(0),
    priceVersion: integer('price_version').notNull().default(0),
    priceAnswer: text('price_answer'), // accepted | rejected
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_vendor_idx').on(t.vendorId),
  ],
);

/** Issue 30 item 4: a problem the customer reported with a delivered order (spec 2 §9). */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderItemId: integer('order_item_id'),
    userId: integer('user_id').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_problems_order_idx').on(t.orderId)],
);

/** The platform settings an order was priced with (issue 12). */
export interface OrderPriceSettings {
  feePercent: number;
  taxRates: Record<string, number>;
  surchargeCents: { AK: number; HI: number };
}

// Ours (issue 12): the refund of a Returned item, one per item; retried with backoff until
// refunded, with the same processor idempotency key (never refunded twice).
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id').notNull(),
    orderId: integer('order_id').notNull(),
    amountCents: money('amount_cents').notNull(),
    restockingFeeCents: money('restocking_fee_cents').notNull(),
    status: text('status').notNull(), // pending | refunded | failed
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // An attempt in flight holds the refund until then (two instances never call twice).
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    processorRef: text('processor_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Issue 22: why the money goes back (return | cancel | decline | price_change); an item may
    // have several (a lower price, then a return), one per event: the key is unique.
    reason: text('reason').notNull().default('return'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_item_idx').on(t.orderItemId),
    uniqueIndex('refunds_key_uq').on(t.idempotencyKey),
    index('refunds_status_idx').on(t.status, t.nextAttemptAt),
  ],
);
