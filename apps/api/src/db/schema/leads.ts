/** Leads (the lead form) and what a showroom's embed did, per day (issue 28). */
import { date, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// spec 1 §3 Lead form.
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  leadType: text('lead_type').notNull(),
  shopProfileId: integer('shop_profile_id'),
  action: text('action'),
  createdAt: createdAt(),
  // Issue 28 item 5 (migration 0020): when the Pro marked it contacted.
  contactedAt: timestamp('contacted_at', { withTimezone: true }),
});

/**
 * Issue 28 item 4: what a showroom's embed did, counted per day (America/Los_Angeles) and kind
 * (view, product_open, add_to_cart, handoff). No visitor, address or cookie is kept.
 */
export const embedStats = pgTable(
  'embed_stats',
  {
    showroomId: integer('showroom_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'embed_stats_pk', columns: [t.showroomId, t.day, t.event] })],
);
