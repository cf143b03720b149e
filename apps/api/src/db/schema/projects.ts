/** Projects and carts: cart lines, chat, hired designers. */
import type { Finishes, SurfaceKey } from '@brand/core/rules';
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
import { createdAt } from './columns.ts';

// spec 2 §3 Project cart. A temporary cart (no sign-in) is a project without a user, found by cart_id.
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    showroomId: integer('showroom_id').notNull(),
    name: text('name').notNull().default('My project'),
    extraInfo: text('extra_info'),
    cartToken: text('cart_token'), // the temporary cart's cart_id (ours: random, unguessable)
    isCart: boolean('is_cart').notNull().default(false),
    floorPlanId: integer('floor_plan_id'),
    templateId: integer('template_id'),
    // Issue 15 item 2: the visualizer's autosaved design (migration 0011).
    design: jsonb('design').$type<{ surface: SurfaceKey; product_id: number }[]>(),
    // Issue 29 item 3: the finishes the showroom does not sell (paint, cabinets; migration 0025).
    designFinishes: jsonb('design_finishes').$type<Finishes>(),
    designSavedAt: timestamp('design_saved_at', { withTimezone: true }),
    // Issue 25 item 7: the coupon applied to this cart (migration 0022); cleared by the order.
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('projects_cart_token_uq').on(t.cartToken),
    index('projects_user_idx').on(t.userId),
  ],
);

// spec 2 §3 Project_tans: cart lines with qty.
export const projectTans = pgTable(
  'project_tans',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id'),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_tans_project_idx').on(t.projectId)],
);

// spec 2 §3 Project_chats and room_files.
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    senderId: integer('sender_id').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_project_idx').on(t.projectId, t.id)],
);

export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    messageId: integer('message_id'),
    uploaderId: integer('uploader_id').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_project_idx').on(t.projectId)],
);

// spec 2 §6 clients hire designers.
export const hires = pgTable(
  'hires',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    designerId: integer('designer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hires_uq').on(t.projectId, t.designerId)],
);

// Issue 30 item 3 (migration 0023): vendors invited into a project's chat by its Pro or customer.
export const projectVendors = pgTable(
  'project_vendors',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    invitedBy: integer('invited_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_vendors_uq').on(t.projectId, t.vendorId),
    index('project_vendors_vendor_idx').on(t.vendorId),
  ],
);

// Issue 29 item 6 (migration 0024): photo-mode results saved into a project by its customer.
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    surface: text('surface').$type<'floor' | 'wall'>().notNull(),
    image: text('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_photos_project_idx').on(t.projectId)],
);
