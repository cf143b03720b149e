/**
 * The database schema (Drizzle, PostgreSQL dialect: the same tables on PGlite and PostgreSQL).
 * Money is integer cents in bigint columns (`money()`: exact up to 2^53 cents as JavaScript
 * numbers; issue 13: a 32-bit column overflowed at $21,474,836.47); percentages are integer
 * hundredths of a percent (10% = 1000).
 * Tables and columns the spec does not show are ours (see docs/decisions/api.md).
 */
import type { TraceImage } from '@brand/core/contract';
import type { PlanGeometry } from '@brand/core/drawing';
import type { SurfaceKey } from '@brand/core/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A money column: integer cents, bigint. */
const money = (name: string) => bigint(name, { mode: 'number' });

// spec 1 §3 User. Shipping/payment/showroom live in their own tables (ours).
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(), // User | Vendor | Contractor | Admin
    status: text('status').notNull(), // Active | Approve | Deactive | pending
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    countryCode: text('country_code').notNull().default('+1'),
    phoneNumber: text('phone_number').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    companyName: text('company_name'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    shopId: integer('shop_id'), // showroom the customer registered in (spec 1 §3 shop_id)
    // Issue 12: an admin's decision on a Pro application (declined ones are Deactive).
    declineReason: text('decline_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

// Ours: shipping address of a customer (spec 2 §3 Shipping address).
export const addresses = pgTable('addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  apartment: text('apartment'),
});

// Ours: a saved card is a processor token + what may be shown (brand, last 4, expiry); never the number or CVC.
export const paymentMethods = pgTable('payment_methods', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  processorToken: text('processor_token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  nameOnCard: text('name_on_card').notNull().default(''),
  payStreet: text('pay_street').notNull().default(''),
  payCity: text('pay_city').notNull().default(''),
  payState: text('pay_state').notNull().default(''),
  payZipCode: text('pay_zip_code').notNull().default(''),
});

// Ours: opaque bearer tokens, stored as sha256; `kind` api (Authorization) or ai (AuthorizationAI).
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(), // users.id or ai_users.id by kind
    tokenHash: text('token_hash').notNull(),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }), // admin one-time code passed
    createdAt: createdAt(),
    // Idle expiry (issue 13): renewed on use, written at most every TOKEN_TOUCH_INTERVAL_MINUTES.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tokens_hash_uq').on(t.tokenHash),
    index('tokens_subject_idx').on(t.kind, t.subjectId),
  ],
);

// Ours: one-time codes and links (admin code, email verification, password reset), hashed.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(), // admin_otp | email_verify | password_reset | ai_email_verify
    subjectId: integer('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otc_subject_idx').on(t.purpose, t.subjectId),
    index('otc_hash_idx').on(t.codeHash),
  ],
);

// Ours: fixed-window rate-limit counters shared by every process on the database.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// Ours (issue 13): consecutive failed sign-ins per account (email, known or not) for the backoff.
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

// Ours (issue 13): server secrets shared by every instance (e.g. the key that signs file links),
// made on first use.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

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

// spec 1 §3 latest_subscription (plan, paid_amount, subscription_status).
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  plan: text('plan').notNull(),
  paidAmountCents: money('paid_amount_cents').notNull(),
  subscriptionStatus: text('subscription_status').notNull(),
  createdAt: createdAt(),
  // Issue 27 (migration 0019): which plan (core PLANS: premium | custom_addon), the provider
  // (sandbox | stripe) and its subscription id, the paid period and a cancel at its end.
  planCode: text('plan_code').notNull().default('premium'),
  provider: text('provider').notNull().default('sandbox'),
  providerRef: text('provider_ref'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

// spec 1 §3 Settings: key/value (ours: platform fee, tax rates, AK/HI surcharge...).
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

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

// Ours: payout setup (sandbox provider) and the ledger behind the balance.
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountLast4: text('account_last4').notNull(),
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Issue 27 (migration 0019): sandbox | stripe (a Connect Express account), and why an
  // account is restricted (Stripe's requirements).
  provider: text('provider').notNull().default('sandbox'),
  statusReason: text('status_reason'),
});

export const payoutLedger = pgTable(
  'payout_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The order item a profit, return or sale is for; null for payouts and their reversals. */
    orderItemId: integer('order_item_id'),
    // profit | return (a Pro's markup); sale | sale_reversal (a vendor's share, issue 12);
    // payout | payout_reversal (the weekly payout runs, issue 12)
    kind: text('kind').notNull(),
    /** The payout a `payout` or `payout_reversal` entry belongs to. */
    payoutId: integer('payout_id'),
    amountCents: money('amount_cents').notNull(),
    // Null: pending with no date yet (a vendor's share before the item is delivered).
    availableAt: timestamp('available_at', { withTimezone: true }),
    // Issue 22: the item and event an entry is for (`profit:<item>`, `sale:<item>`,
    // `sale-adjust:<item>:v<n>`, ...): unique, so a second entry for one event is impossible.
    // Null for payouts (their own table keeps them once per period and payee).
    eventKey: text('event_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_ledger_user_idx').on(t.userId),
    uniqueIndex('payout_ledger_event_uq').on(t.eventKey),
  ],
);

/**
 * Payout runs (issue 12): one row per weekly period; `cutoff` is the period's start (balances
 * available then are paid). A second run of a done period pays nothing.
 */
export const payoutRuns = pgTable('payout_runs', {
  period: text('period').primaryKey(),
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('running'), // running | done
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  paidCount: integer('paid_count').notNull().default(0),
  paidCents: money('paid_cents').notNull().default(0),
});

/** One payee's payout in one period (at most one: the unique pair makes a run idempotent). */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    period: text('period').notNull(),
    userId: integer('user_id').notNull(),
    amountCents: money('amount_cents').notNull(),
    status: text('status').notNull().default('pending'), // pending | paid | failed
    providerRef: text('provider_ref'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_period_user_uq').on(t.period, t.userId),
    index('payouts_user_idx').on(t.userId),
  ],
);

/** Database leases: which API instance runs a singleton job (the payout run) right now. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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

/** The sandbox payout provider's own record of transfers, one per idempotency key. */
export const sandboxPayoutTransfers = pgTable('sandbox_payout_transfers', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull(),
  accountRef: text('account_ref').notNull(),
  amountCents: money('amount_cents').notNull(),
  createdAt: createdAt(),
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

/** Each paid period of a plan (the first payment and every renewal), once per invoice. */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: money('amount_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscription_payments_ref_uq').on(t.providerRef)],
);

/** A user's customer at the billing provider (a Stripe Customer), made once. */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id').primaryKey(),
  provider: text('provider').notNull(),
  customerRef: text('customer_ref').notNull(),
  createdAt: createdAt(),
});
