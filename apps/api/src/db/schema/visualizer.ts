/** The visualizer: floor plans, templates, style profiles, AI users and their designs. */
import type { TraceImage } from '@brand/core/contract';
import type { PlanGeometry } from '@brand/core/drawing';
import type { SurfaceKey } from '@brand/core/rules';
import {
  boolean,
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
import { users } from './identity.ts';

// Ours: floor plans and templates of the visualizer.
export const floorPlans = pgTable(
  'floor_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    roomType: text('room_type').notNull(), // Bathroom | Kitchen | Living Room | Outdoor
    sqft: integer('sqft').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    image: text('image').notNull(),
    has3d: boolean('has_3d').notNull().default(false),
    // Ours (issue 15, migration 0007): walls, openings, run and room names, in feet.
    geometry: jsonb('geometry').$type<PlanGeometry>(),
    // Ours (issue 15 item 5, migration 0013): a customer's own room, private to them.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    // Ours (issue 15 item 5, migration 0015): the floor-plan image an own room was traced over.
    trace: jsonb('trace').$type<TraceImage>(),
  },
  (t) => [index('floor_plans_owner_idx').on(t.ownerId)],
);

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    floorPlanId: integer('floor_plan_id').notNull(),
    name: text('name').notNull(),
    room: text('room').notNull(),
    style: text('style').notNull(),
    image: text('image').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    // Ours (issue 15, migration 0007): the product on each surface and fixture.
    surfaces: jsonb('surfaces')
      .$type<{ surface: SurfaceKey; product_id: number }[]>()
      .notNull()
      .default([]),
    // Ours (issue 15 item 5, migration 0013): the template of a customer's own room.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('templates_plan_idx').on(t.floorPlanId),
    index('templates_owner_idx').on(t.ownerId),
  ],
);

/**
 * Ours (issue 15 item 4): a user's style profile, one per user: the answers (question id ->
 * option ids, core STYLE_QUESTIONS) and the style they named when saved.
 */
export const styleProfiles = pgTable('style_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, string[]>>().notNull(),
  style: text('style').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// spec 1 §3 AI user: its own account, token and credits.
export const aiUsers = pgTable(
  'ai_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ai_users_email_uq').on(t.email)],
);

/**
 * Ours (issue 15 item 6, migration 0012): an AI design proposal, stored in the transaction
 * that spends its credit. `surfaces`: the product of every surface; money in cents.
 */
export const aiDesigns = pgTable('ai_designs', {
  id: serial('id').primaryKey(),
  aiUserId: integer('ai_user_id')
    .notNull()
    .references(() => aiUsers.id, { onDelete: 'cascade' }),
  floorPlanId: integer('floor_plan_id').notNull(),
  showroomId: integer('showroom_id').notNull(),
  style: text('style').notNull(),
  budgetCents: money('budget_cents').notNull(),
  totalCents: money('total_cents').notNull(),
  surfaces: jsonb('surfaces').$type<{ surface: SurfaceKey; product_id: number }[]>().notNull(),
  createdAt: createdAt(),
});
