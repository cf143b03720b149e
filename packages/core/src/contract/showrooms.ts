/** Showroom search and profile (spec 1 §3, §4 "Showroom entry", §7). */
import * as v from 'valibot';
import { CategorySchema } from './catalog';
import {
  ColorSchema,
  envelope,
  IdSchema,
  PageQuerySchema,
  paginated,
  UrlSchema,
  VsdIdSchema,
} from './common';
import { form, line } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { AddonSchema, LatestSubscriptionSchema } from './user';

/** spec 1 §3 Showroom search result: id, company_name, vsd_id. */
export const ShowroomSearchResultSchema = v.object({
  id: IdSchema,
  company_name: v.pipe(v.string(), v.maxLength(255)),
  vsd_id: VsdIdSchema,
});
export type ShowroomSearchResult = v.InferOutput<typeof ShowroomSearchResultSchema>;

/** GET /api/visualization/showrooms?s=: the search text (bounded; may be empty). */
export const ShowroomSearchQuerySchema = form({
  s: v.optional(line(100), ''),
  ...PageQuerySchema.entries,
});
export type ShowroomSearchQuery = v.InferOutput<typeof ShowroomSearchQuerySchema>;

/** `{ success, data: <paginator of results> }`: the spec's "data.data list". */
export const ShowroomSearchResponseSchema = envelope(paginated(ShowroomSearchResultSchema));
export type ShowroomSearchResponse = v.InferOutput<typeof ShowroomSearchResponseSchema>;

/**
 * spec 1 §3 Showroom profile (`data.profile`): user_id, company_name, vsd_id, theme and logo,
 * and the entitlement fields that decide whether the Pro's theme applies (spec 1 §6).
 */
export const ShowroomProfileSchema = v.object({
  id: IdSchema,
  user_id: IdSchema,
  company_name: v.pipe(v.string(), v.maxLength(255)),
  vsd_id: VsdIdSchema,
  theme_color: v.nullable(ColorSchema),
  business_logo: v.nullable(UrlSchema),
  basic_addon: v.nullable(AddonSchema),
  custom_addon: v.nullable(AddonSchema),
  latest_subscription: v.nullable(LatestSubscriptionSchema),
  // Ours: the Pro's markup is deliberately absent: it is the Pro's margin and stays private;
  // products carry `customer_price` computed by the server.
});
export type ShowroomProfile = v.InferOutput<typeof ShowroomProfileSchema>;

/**
 * GET /api/visualization/shop_profile: `showroom` is the search result's id or the vsd_id;
 * some screens send `vsd_id` instead. One of the two is required.
 */
export const ShopProfileQuerySchema = v.pipe(
  form({
    showroom: v.optional(
      v.pipe(
        v.string(M.showroomIdInvalid),
        v.trim(),
        v.regex(/^(?:\d{1,15}|[A-Za-z0-9]{8})$/, M.showroomIdInvalid),
      ),
    ),
    vsd_id: v.optional(VsdIdSchema),
  }),
  v.check(
    (input) => input.showroom !== undefined || input.vsd_id !== undefined,
    M.showroomIdInvalid,
  ),
);
export type ShopProfileQuery = v.InferOutput<typeof ShopProfileQuerySchema>;

/** `{ data: { profile, category } }`. */
export const ShopProfileDataSchema = v.object({
  profile: ShowroomProfileSchema,
  category: v.array(CategorySchema),
});
export type ShopProfileData = v.InferOutput<typeof ShopProfileDataSchema>;
/** spec 1 §7 "An empty response means not found": `data` is null then (HTTP 200). */
export const ShopProfileResponseSchema = envelope(v.nullable(ShopProfileDataSchema));
export type ShopProfileResponse = v.InferOutput<typeof ShopProfileResponseSchema>;
