/**
 * Platform settings (spec 1 §3: "a record fetched at use; its fields are not shown": all fields
 * ours, DOMAIN.md "Money") and a Pro's showroom settings (ours).
 */
import * as v from 'valibot';
import { COUPON_MAX_USES_LIMIT } from '../rules/security-policy';
import { CouponCodeSchema, CouponSchema } from './checkout';
import {
  ColorSchema,
  envelope,
  IdSchema,
  MarkupPercentSchema,
  messageEnvelope,
  PercentSchema,
  PriceSchema,
  UrlSchema,
  VsdIdSchema,
} from './common';
import { form, idLike } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** GET /api/setting. */
export const SettingsSchema = v.object({
  /** Admin profit: a percentage of the line subtotal. */
  platform_fee_percent: PercentSchema,
  /** Sales tax by U.S. state code (50 states + DC), percent. */
  tax_rates: v.record(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), PercentSchema),
  /** Shipping surcharge for Alaska and Hawaii, dollars; the rest of the U.S. ships free. */
  shipping_surcharge: v.object({ AK: PriceSchema, HI: PriceSchema }),
  default_markup_percent: MarkupPercentSchema,
  min_markup_percent: MarkupPercentSchema,
  support_email: v.pipe(v.string(), v.maxLength(254)),
  support_phone: v.nullable(v.pipe(v.string(), v.maxLength(25))),
  /** The licence number shown in the footer (spec 1 §2). */
  licence_number: v.pipe(v.string(), v.maxLength(80)),
  currency: v.literal('USD'),
  time_zone: v.pipe(v.string(), v.maxLength(64)),
  /** spec 1 §3: the new-layout flag, default 'No'. */
  new_layout: v.picklist(['Yes', 'No']),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
export const SettingsResponseSchema = envelope(SettingsSchema);

const markup = v.pipe(MarkupPercentSchema, v.minValue(10, M.markupMin));

/** A per-category markup override. */
export const CategoryMarkupSchema = v.object({
  category_id: IdSchema,
  markup_percent: MarkupPercentSchema,
});
export type CategoryMarkup = v.InferOutput<typeof CategoryMarkupSchema>;

/** A Pro's showroom settings: markup, per-category markup, coupons, theme, embed domains. */
export const ShowroomSettingsSchema = v.object({
  vsd_id: VsdIdSchema,
  company_name: v.pipe(v.string(), v.maxLength(255)),
  markup_percent: MarkupPercentSchema,
  category_markups: v.array(CategoryMarkupSchema),
  coupons: v.array(CouponSchema),
  theme_color: v.nullable(ColorSchema),
  business_logo: v.nullable(UrlSchema),
  /** Whether the Pro is entitled to a custom theme and logo (spec 1 §6). */
  theming_entitled: v.boolean(),
  /** Sites allowed to embed the showroom; empty means any (issue 3 "CORS for the embed"). */
  allowed_domains: v.array(v.pipe(v.string(), v.maxLength(253))),
});
export type ShowroomSettings = v.InferOutput<typeof ShowroomSettingsSchema>;
export const ShowroomSettingsResponseSchema = envelope(ShowroomSettingsSchema);
export const ShowroomSettingsWriteResponseSchema = messageEnvelope(ShowroomSettingsSchema);

const domain = v.pipe(
  v.string(M.domainInvalid),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(253, M.domainInvalid),
  v.regex(
    /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^localhost$/,
    M.domainInvalid,
  ),
);

/** PUT /api/showroom/settings: any of the fields (theme only applies when entitled). */
export const ShowroomSettingsBodySchema = form({
  markup_percent: v.optional(markup),
  category_markups: v.optional(
    v.pipe(
      v.array(form({ category_id: idLike(), markup_percent: markup })),
      v.maxLength(200, M.categoryMarkupsMax),
    ),
  ),
  theme_color: v.optional(v.nullable(ColorSchema)),
  allowed_domains: v.optional(v.pipe(v.array(domain), v.maxLength(20, M.domainsMax))),
});
export type ShowroomSettingsBody = v.InferOutput<typeof ShowroomSettingsBodySchema>;

/**
 * POST /api/showroom/logo: multipart with one `logo` image part (types of spec 1 §5, minimum
 * size checked by the server). No text fields.
 */
export const ShowroomLogoBodySchema = form({});

/** POST /api/showroom/coupons: a coupon may not exceed the markup (checked by the server). */
export const CouponBodySchema = form({
  code: CouponCodeSchema,
  percent: v.pipe(
    v.number(M.couponPercentRange),
    v.finite(M.couponPercentRange),
    v.gtValue(0, M.couponPercentRange),
    v.maxValue(100, M.couponPercentRange),
  ),
  /** Ours (issue 13): an ISO date-time after which the coupon stops working (null: never). */
  expires_at: v.optional(
    v.nullable(
      v.pipe(
        v.string(M.couponExpiryInvalid),
        v.trim(),
        v.check((value) => !Number.isNaN(Date.parse(value)), M.couponExpiryInvalid),
      ),
    ),
  ),
  /** Ours (issue 13): the number of orders that may use it (null: no limit). */
  max_uses: v.optional(
    v.nullable(
      v.pipe(
        v.number(M.couponMaxUsesInvalid),
        v.safeInteger(M.couponMaxUsesInvalid),
        v.minValue(1, M.couponMaxUsesInvalid),
        v.maxValue(COUPON_MAX_USES_LIMIT, M.couponMaxUsesInvalid),
      ),
    ),
  ),
});
export type CouponBody = v.InferOutput<typeof CouponBodySchema>;
export const CouponResponseSchema = messageEnvelope(CouponSchema);
export const CouponListResponseSchema = envelope(v.array(CouponSchema));
