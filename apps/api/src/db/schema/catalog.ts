/** The catalogue: categories, products, sizes, views and vendor CSV imports. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

// spec 1 §3 Category.
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  photo: text('photo'),
  resizedPhoto: text('resized_photo'),
  unit: text('unit').notNull(), // Box (tile, flooring) or Piece (ours)
});

// spec 2 §3 product price display; ours: hash, brand, vendor. (Migration 0003's search_doc
// column was dropped by 0018: search answers from the in-process index, modules/search.)
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description'),
    vendorId: integer('vendor_id').notNull(),
    categoryId: integer('category_id').notNull(),
    priceCents: money('price_cents').notNull(),
    uom: text('uom'),
    boxSqft: real('box_sqft'),
    minUnit: integer('min_unit').notNull().default(1),
    image: text('image'),
    popularity: integer('popularity').notNull().default(0),
    // Issue 12 (migration 0006): the vendor's SKU (unique per vendor, the CSV import's key),
    // the 3-D flag, when it was retired (null: on sale), when it last changed, and the hash of
    // the import row that last wrote it.
    vendorSku: text('vendor_sku'),
    has3d: boolean('has_3d').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    importHash: text('import_hash'),
  },
  (t) => [
    uniqueIndex('products_hash_uq').on(t.hash),
    uniqueIndex('products_vendor_sku_uq')
      .on(t.vendorId, t.vendorSku)
      .where(sql`${t.vendorSku} IS NOT NULL`),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_vendor_idx').on(t.vendorId, t.id),
    index('products_popularity_idx').on(t.popularity, t.id),
  ],
);

// spec 2 §3 size set.
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    widthSize: text('width_size'),
    heightSize: text('height_size'),
    lengthSize: text('length_size'),
    pattern: text('pattern'),
    boxSqft: real('box_sqft'),
    priceCents: money('price_cents').notNull(),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

// Ours: product views behind recently_viewed and customer_also_viewed.
export const productViews = pgTable(
  'product_views',
  {
    id: serial('id').primaryKey(),
    viewerKey: text('viewer_key').notNull(), // user:<id> or visitor:<cart_id>
    productId: integer('product_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('views_viewer_idx').on(t.viewerKey, t.viewedAt),
    index('views_product_idx').on(t.productId),
  ],
);

// Issue 12 (migration 0006): one CSV import of a vendor's products, polled for its progress.
export const productImports = pgTable(
  'product_imports',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id').notNull(),
    key: text('key').notNull(),
    status: text('status').notNull(), // running | done | failed
    fileName: text('file_name').notNull(),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    errors: jsonb('errors').$type<{ line: number; messages: string[] }[]>().notNull().default([]),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Touched while a process runs the import; stale means it stopped (migration 0014). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_imports_key_uq').on(t.vendorId, t.key)],
);
