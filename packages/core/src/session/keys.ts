/**
 * Names and lifetimes of what the browser keeps (spec 1 §3 "Other browser-kept state" and
 * "Cookies", spec 1 §9). The spec names the values, not all the keys: keys it does not spell
 * out are ours (marked). Everything that reads or writes browser state uses these names.
 */
import { OTP_COOKIE_DAYS, REMEMBER_ME_COOKIE_DAYS, USER_TYPE_COOKIE_DAYS } from '../rules/policy';

/** localStorage (or memory) keys. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  aiToken: 'AIauthToken',
  cartId: 'cart_id',
  /** ours: the key of the "current project id". */
  projectId: 'project_id',
  redirectTo: 'redirect_to',
  visualRedirect: 'visual_redirect',
  /**
   * ours: the cart badge's count (sum of the lines' quantities) as last seen, so every page
   * shows it from its first paint while the cart itself loads from the API (issue 25 item 4).
   */
  cartCount: 'cart_count',
  /** ours */
  categorySelections: 'category_selections',
  /** ours */
  breadcrumb: 'breadcrumb',
  /** ours */
  productList: 'product_list',
  /** ours */
  topProducts: 'top_products',
  /** ours */
  customerAlsoViewed: 'customer_also_viewed',
  /** ours */
  recentlyViewed: 'recently_viewed',
  /** ours */
  pagination: 'pagination',
  myItem: 'my_item',
  /** ours: the last showroom search hit (showroom entry step 2). */
  showroomSearch: 'showroom_search',
  /** ours: the new-layout flag, default 'No' (spec 1 §9). Kept on logout. */
  newLayout: 'new_layout',
} as const;

/** spec 1 §4 Session: what logout removes ("many local items"): everything but the layout flag. */
export const LOGOUT_CLEARED_KEYS = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.aiToken,
  STORAGE_KEYS.cartId,
  STORAGE_KEYS.cartCount,
  STORAGE_KEYS.projectId,
  STORAGE_KEYS.redirectTo,
  STORAGE_KEYS.visualRedirect,
  STORAGE_KEYS.categorySelections,
  STORAGE_KEYS.breadcrumb,
  STORAGE_KEYS.productList,
  STORAGE_KEYS.topProducts,
  STORAGE_KEYS.customerAlsoViewed,
  STORAGE_KEYS.recentlyViewed,
  STORAGE_KEYS.pagination,
  STORAGE_KEYS.myItem,
  STORAGE_KEYS.showroomSearch,
] as const;

/** Cookie names (ours; the spec names what they hold). */
export const COOKIE_KEYS = {
  /** The remembered login email. Never the password (security: ours, ARCHITECTURE.md). */
  rememberEmail: 'remember_email',
  /** The "Remember me" flag. */
  rememberMe: 'remember_me',
  /** The signed-in user's type. */
  userType: 'user_type',
  /** The admin's one-time-code flag. */
  otpVerify: 'otp_verify',
} as const;

/** spec 1 §9 cookie lifetimes, in days. */
export const COOKIE_DAYS = {
  rememberEmail: REMEMBER_ME_COOKIE_DAYS,
  rememberMe: REMEMBER_ME_COOKIE_DAYS,
  userType: USER_TYPE_COOKIE_DAYS,
  otpVerify: OTP_COOKIE_DAYS,
} as const;
