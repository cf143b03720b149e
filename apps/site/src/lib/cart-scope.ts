import { isShowroomIdFormat, normalizeShowroomId, tempProjectIdOf } from '@brand/core/rules';
import { type SignInAction, STORAGE_KEYS } from '@brand/core/session';

/** spec 2 §2: products inside a showroom live at /product/{hash}/{vsd_id}. */
export function productHref(hash: string, vsdId: string | null | undefined): string {
  const base = `/product/${encodeURIComponent(hash)}`;
  return vsdId ? `${base}/${encodeURIComponent(vsdId)}` : base;
}

export type CartHandOff = { cartId: string | null; vsdId: string | null };

/**
 * The embed's Checkout hand-off: `/cart?cart_id=<temp_project_id>&showroom=<vsd_id>`. Values
 * that are not a valid temporary cart id or showroom ID (core's rules, the patterns of the
 * contract's schemas) are ignored. Plain checks, not the schemas: this runs in the site's
 * first script, which does not load the contract (7 KB gz).
 */
export function readCartHandOff(params: URLSearchParams): CartHandOff {
  const showroom = params.get('showroom');
  return {
    cartId: tempProjectIdOf(params.get('cart_id')),
    vsdId: isShowroomIdFormat(showroom) ? normalizeShowroomId(showroom).toUpperCase() : null,
  };
}

export type CartScope =
  | { kind: 'project'; projectId: number; vsdId: string | null }
  | { kind: 'temporary'; cartId: string; vsdId: string | null }
  | { kind: 'none'; vsdId: string | null };

/**
 * Which cart the visitor or user is looking at: a signed-in user with a current project sees
 * the project cart; otherwise a stored temporary cart id is the cart (spec 2 §4).
 */
export function cartScope(input: {
  isLoggedIn: boolean;
  projectId: number | null;
  cartId: string | null;
  vsdId: string | null;
}): CartScope {
  const { isLoggedIn, projectId, cartId, vsdId } = input;
  if (isLoggedIn && projectId !== null) return { kind: 'project', projectId, vsdId };
  if (cartId) return { kind: 'temporary', cartId, vsdId };
  return { kind: 'none', vsdId };
}

/** GET /api/projectCart query of a scope (spec 2 §7: temp_project_id, is_cart, showroom). */
export function cartQuery(scope: CartScope) {
  if (scope.kind === 'project') return { project: scope.projectId };
  if (scope.kind === 'temporary') {
    return {
      temp_project_id: scope.cartId,
      is_cart: 1 as const,
      ...(scope.vsdId ? { showroom: scope.vsdId } : {}),
    };
  }
  return null;
}

/** The cart fields a cart write sends (project_id, or temp_project_id). */
export function cartTarget(scope: CartScope): { project_id?: number; temp_project_id?: string } {
  if (scope.kind === 'project') return { project_id: scope.projectId };
  if (scope.kind === 'temporary') return { temp_project_id: scope.cartId };
  return {};
}

/** Said once the embed's cart joined the signed-in customer's project cart (ours). */
export const HAND_OFF_MERGED = "The showroom's cart was added to your project cart.";
/** Said when it could not join (the embed's lines stay in the temporary cart). */
export const HAND_OFF_FAILED =
  "The showroom's cart could not be added to your project cart. Please try again.";

/**
 * Issue 28 item 2: a signed-in customer who arrives by the embed's Checkout has the embed's
 * lines merged into their current project cart of that showroom (same product and size add
 * up; a new project when they have none there), by the very action a sign-in runs with a
 * temporary cart (core's runSignInAction). Anyone else (a visitor, a Pro looking at their own
 * embed) sees the temporary cart as it is: null.
 */
export function handOffAction(
  userType: string | null | undefined,
  handOff: CartHandOff,
): Extract<SignInAction, { type: 'create-project-and-attach-cart' }> | null {
  if (userType !== 'User' || !handOff.cartId || !handOff.vsdId) return null;
  return {
    type: 'create-project-and-attach-cart',
    item: { showroom: null, vsd_id: handOff.vsdId },
    cartId: handOff.cartId,
    next: '/cart',
    notifyCartUpdated: true,
    onFailure: { toast: { kind: 'error', message: HAND_OFF_FAILED }, to: '/cart' },
    cookies: [],
    clear: [STORAGE_KEYS.cartId],
  };
}
