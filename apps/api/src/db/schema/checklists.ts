/** Checklists: a project's checklist and its shares with contractors. */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { projects } from './projects.ts';

// DOMAIN.md checklist: product, qty, note, checked.
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id'),
    qty: integer('qty').notNull().default(1),
    note: text('note'),
    checked: boolean('checked').notNull().default(false),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('checklist_project_idx').on(t.projectId)],
);

// Issue 10 (spec 2 §6): a client's checklist the showroom's Pro shared with another contractor.
export const checklistShares = pgTable(
  'checklist_shares',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checklist_shares_uq').on(t.projectId, t.contractorId)],
);
