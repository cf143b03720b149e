/** Notifications and the local mail outbox. */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// spec 1 §3 Notifications (records with a pending flag).
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull().default('general'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    pending: boolean('pending').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

// Ours: the local outbox used when no SMTP_URL is configured (read at GET /dev/mailbox).
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  // Issue 25 item 8: the HTML alternative of mails that have one (order mails).
  html: text('html'),
  createdAt: createdAt(),
});
