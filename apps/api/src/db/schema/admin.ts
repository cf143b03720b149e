/** Platform settings and the admin audit trails. */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

// spec 1 §3 Settings: key/value (ours: platform fee, tax rates, AK/HI surcharge...).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// Ours (issue 12): every change of a platform setting: who, when, which field, old and new.
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    field: text('field').notNull(),
    oldValue: jsonb('old_value').$type<number | null>(),
    newValue: jsonb('new_value').$type<number | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('settings_audit_created_idx').on(t.createdAt, t.id)],
);

// Ours (issue 23 items 9, 10): every admin action and every payout-account change, appended.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
