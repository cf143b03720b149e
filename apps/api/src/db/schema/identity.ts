/** Identity: accounts, address, saved card, sign-in tokens, one-time codes, failed sign-ins. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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

// Ours (issue 13): consecutive failed sign-ins per account (email, known or not) for the backoff.
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});
