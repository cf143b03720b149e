import { TempProjectIdSchema, VsdIdSchema } from '@brand/core/contract';

/** spec 2 §2: products inside a showroom live at /product/{hash}/{vsd_id}. */
export function productHref(hash: string, vsdId: string | null | undefined): string {
  const base = `/product/${encodeURIComponent(hash)}`;
  return vsdId ? `${base}/${encodeURIComponent(vsdId)}` : base;
}

export type CartHandOff = { cartId: string | null; vsdId: string | null };

/**
 * The embed's Checkout hand-off: `/cart?cart_id=<temp_project_id>&showroom=<vsd_id>`. Values
 * that are not a valid temporary cart id or showroom ID (core's schemas) are ignored.
 */
export function readCartHandOff(params: URLSearchParams): CartHandOff {
  const cartId = valid(TempProjectIdSchema, params.get('cart_id'));
  const vsdId = valid(VsdIdSchema, params.get('showroom'));
  return { cartId, vsdId: vsdId ? vsdId.toUpperCase() : null };
}

/** Core's schema through its Standard Schema face (valibot's are synchronous). */
function valid(
  schema: typeof TempProjectIdSchema | typeof VsdIdSchema,
  value: string | null,
): string | null {
  if (value === null) return null;
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || result.issues) return null;
  return result.value;
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
