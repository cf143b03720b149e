/** spec 1 §3 User and spec 2 §3 "User (commerce-relevant)". */
import * as v from 'valibot';
import {
  ColorSchema,
  IdSchema,
  MoneySchema,
  TimestampSchema,
  UrlSchema,
  VsdIdSchema,
} from './common';
import { USER_TYPES } from './enums';

/** spec 1 §3: User, Vendor, Contractor, Admin. */
export const UserTypeSchema = v.picklist(USER_TYPES);

/**
 * spec 1 §3: Active, Approve, Deactive; any other value means pending approval, so the wire
 * value is an open string (ours: the API writes 'Pending' for accounts awaiting approval).
 */
export const UserStatusSchema = v.pipe(v.string(), v.maxLength(40));
export type UserStatus = v.InferOutput<typeof UserStatusSchema>;

/**
 * A subscription status as the billing provider reports it (ours: 'active', 'trialing',
 * 'past_due', 'cancelled', 'inactive'); only 'active' entitles. Open string, bounded.
 */
export const SubscriptionStatusSchema = v.pipe(v.string(), v.maxLength(40));

/** spec 1 §3: custom_addon / basic_addon `{ subscription_status }`. */
export const AddonSchema = v.object({
  subscription_status: v.nullable(SubscriptionStatusSchema),
});
export type Addon = v.InferOutput<typeof AddonSchema>;

/** spec 1 §3: latest_subscription (subscription_status, plan, paid_amount). */
export const LatestSubscriptionSchema = v.object({
  subscription_status: v.nullable(SubscriptionStatusSchema),
  /** e.g. 'Premium' (spec 1 §6: Premium plan with paid amount 199 entitles theming). */
  plan: v.nullable(v.pipe(v.string(), v.maxLength(80))),
  paid_amount: v.nullable(MoneySchema),
});
export type LatestSubscription = v.InferOutput<typeof LatestSubscriptionSchema>;

/** spec 1 §3: the Pro's shop_profile as carried on the user. */
export const ShopProfileSummarySchema = v.object({
  /** Ours: the shop profile's own id (the lead form's shop_profile_id). */
  id: IdSchema,
  user_id: IdSchema,
  vsd_id: VsdIdSchema,
  company_name: v.pipe(v.string(), v.maxLength(255)),
  theme_color: v.nullable(ColorSchema),
  business_logo: v.nullable(UrlSchema),
  basic_addon: v.nullable(AddonSchema),
});
export type ShopProfileSummary = v.InferOutput<typeof ShopProfileSummarySchema>;

/**
 * The signed-in user (GET /api/authuser, login, registration). Never carries a password or
 * its hash. Fields besides spec 1 §3's are ours.
 */
export const UserSchema = v.object({
  id: IdSchema,
  first_name: v.pipe(v.string(), v.maxLength(255)),
  last_name: v.pipe(v.string(), v.maxLength(255)),
  email: v.pipe(v.string(), v.maxLength(254)),
  type: UserTypeSchema,
  status: UserStatusSchema,
  email_verified_at: v.nullable(TimestampSchema),
  /** Ours: contact details kept from registration. */
  country_code: v.nullable(v.pipe(v.string(), v.maxLength(8))),
  phone_number: v.nullable(v.pipe(v.string(), v.maxLength(20))),
  zip_code: v.nullable(v.pipe(v.string(), v.maxLength(10))),
  total_projects: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  custom_addon: v.nullable(AddonSchema),
  latest_subscription: v.nullable(LatestSubscriptionSchema),
  shop_profile: v.nullable(ShopProfileSummarySchema),
  created_at: TimestampSchema,
});
export type User = v.InferOutput<typeof UserSchema>;

/** A user as others see them (chat senders, order customers): no contact details. Ours. */
export const PublicUserSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(511)),
  type: UserTypeSchema,
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;
