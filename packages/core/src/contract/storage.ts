/**
 * What the browser keeps (spec 1 §3 "Showroom item kept locally (my_item)", "Other
 * browser-kept state", "Cookies"), as schemas so stores can parse what they read back from
 * storage and drop anything stale or tampered with.
 */
import * as v from 'valibot';
import { TempProjectIdSchema } from './cart';
import { CategorySchema, ProductSummarySchema } from './catalog';
import { ColorSchema, IdSchema, PaginationLinkSchema, UrlSchema, VsdIdSchema } from './common';
import { USER_TYPES } from './enums';
import { ShowroomSearchResultSchema } from './showrooms';
import { AddonSchema, LatestSubscriptionSchema } from './user';

/** A path inside the site (never another origin: redirects must not leave the site). */
export const LocalPathSchema = v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?![/\\])/));

/**
 * spec 1 §3 my_item: showroom (the Pro's user id), vsd_id, basic_addon, custom_addon,
 * theme_color, floorplan, floorTemplate, project, and is_3d when it comes from the visualizer.
 * Ours: company_name, shop_profile_id, business_logo and latest_subscription (the theming
 * entitlement needs it).
 */
export const MyItemSchema = v.object({
  showroom: IdSchema,
  vsd_id: VsdIdSchema,
  company_name: v.optional(v.pipe(v.string(), v.maxLength(255))),
  /** Ours: the showroom profile's own id, sent as the lead form's shop_profile_id. */
  shop_profile_id: v.optional(IdSchema),
  basic_addon: v.nullable(AddonSchema),
  custom_addon: v.nullable(AddonSchema),
  latest_subscription: v.optional(v.nullable(LatestSubscriptionSchema)),
  theme_color: v.nullable(ColorSchema),
  business_logo: v.optional(v.nullable(UrlSchema)),
  floorplan: v.nullable(IdSchema),
  floorTemplate: v.nullable(IdSchema),
  project: v.nullable(IdSchema),
  is_3d: v.optional(v.boolean()),
});
export type MyItem = v.InferOutput<typeof MyItemSchema>;

/** A breadcrumb entry (ours). */
export const BreadcrumbSchema = v.object({
  label: v.pipe(v.string(), v.maxLength(255)),
  path: LocalPathSchema,
});
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>;

/** The product-list pagination the browser keeps (spec 1 §3 "pagination"). */
export const StoredPaginationSchema = v.object({
  current_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  last_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  path: v.string(),
  links: v.array(PaginationLinkSchema),
});

const token = v.pipe(v.string(), v.maxLength(512));
const products = v.pipe(v.array(ProductSummarySchema), v.maxLength(200));

/**
 * spec 1 §3 "Other browser-kept state", one key each (every key optional: storage may hold any
 * subset). Keys are the spec's names.
 */
export const BrowserStateSchema = v.object({
  authToken: v.optional(v.nullable(token)),
  AIauthToken: v.optional(v.nullable(token)),
  my_item: v.optional(v.nullable(MyItemSchema)),
  /** The temporary cart id. */
  cart_id: v.optional(v.nullable(TempProjectIdSchema)),
  /** The current project id. */
  project_id: v.optional(v.nullable(IdSchema)),
  redirect_to: v.optional(v.nullable(LocalPathSchema)),
  visual_redirect: v.optional(v.nullable(LocalPathSchema)),
  /** The category selections (top category, sub-category) in the showroom. */
  category_selections: v.optional(
    v.nullable(
      v.object({
        category: v.nullable(CategorySchema),
        sub_category: v.nullable(CategorySchema),
        categories: v.pipe(v.array(CategorySchema), v.maxLength(500)),
      }),
    ),
  ),
  breadcrumb: v.optional(v.pipe(v.array(BreadcrumbSchema), v.maxLength(20))),
  product_list: v.optional(products),
  top_products: v.optional(products),
  customer_also_viewed: v.optional(products),
  /** Recently viewed product ids, newest first. */
  recently_viewed: v.optional(v.pipe(v.array(IdSchema), v.maxLength(50))),
  pagination: v.optional(v.nullable(StoredPaginationSchema)),
  /** The last showroom search hit (showroom entry step 2). */
  showroom_search: v.optional(v.nullable(ShowroomSearchResultSchema)),
  new_layout: v.optional(v.picklist(['Yes', 'No']), 'No'),
});
export type BrowserState = v.InferOutput<typeof BrowserStateSchema>;

/**
 * spec 1 §3 Cookies: remembered login (340 days; the email only, never the password: issue 2
 * security decision), user type (1 day), otp_verify (340 days).
 */
export const CookieStateSchema = v.object({
  remember_email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  remember_me: v.optional(v.picklist(['1', '0'])),
  user_type: v.optional(v.picklist(USER_TYPES)),
  otp_verify: v.optional(v.picklist(['1'])),
});
export type CookieState = v.InferOutput<typeof CookieStateSchema>;
