/** Showrooms: a Pro's showroom, its markups, curation and coupons. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';

// spec 1 §3 shop_profile: one showroom per Pro.
export const showrooms = pgTable(
  'showrooms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vsdId: text('vsd_id').notNull(),
    companyName: text('company_name').notNull(),
    themeColor: text('theme_color'),
    businessLogo: text('business_logo'),
    basicAddonStatus: text('basic_addon_status'),
    customAddonStatus: text('custom_addon_status'),
    markupBp: integer('markup_bp').notNull().default(1000),
    allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('showrooms_vsd_uq').on(t.vsdId),
    uniqueIndex('showrooms_user_uq').on(t.userId),
    index('showrooms_company_idx').on(sql`lower(${t.companyName}) text_pattern_ops`),
  ],
);

// DOMAIN.md: per-category markup override.
export const categoryMarkups = pgTable(
  'category_markups',
  {
    showroomId: integer('showroom_id')
      .notNull()
      .references(() => showrooms.id),
    categoryId: integer('category_id').notNull(),
    markupBp: integer('markup_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showroomId, t.categoryId] })],
);

// Issue 12 item 2 (migration 0010): what a showroom sells. No row: everything. With mode `all`
// every vendor (category) passes except the `vendor` (`category`) rules' ids; with `only` just
// those. `exclude_product` / `add_product` rules take single products out or add them back.
export const showroomCurations = pgTable('showroom_curations', {
  showroomId: integer('showroom_id')
    .primaryKey()
    .references(() => showrooms.id, { onDelete: 'cascade' }),
  vendorMode: text('vendor_mode').notNull().default('all'),
  categoryMode: text('category_mode').notNull().default('all'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const showroomCurationRules = pgTable(
  'showroom_curation_rules',
  {
    showroomId: integer('showroom_id')
      .notNull()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // vendor | category | exclude_product | add_product
    refId: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showroomId, t.kind, t.refId] })],
);

// DOMAIN.md: coupons a Pro issues (percent <= markup).
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    showroomId: integer('showroom_id')
      .notNull()
      .references(() => showrooms.id),
    code: text('code').notNull(),
    percentBp: integer('percent_bp').notNull(),
    active: boolean('active').notNull().default(true),
    // Issue 13: optional expiry and maximum uses; `uses` counts orders, atomically at checkout.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.showroomId, t.code)],
);
