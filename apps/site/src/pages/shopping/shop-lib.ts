import { type ProductSummary, TempProjectIdSchema, VsdIdSchema } from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import type { ProductCardData } from '@brand/ui';

/** spec 2 §2: products inside a showroom live at /product/{hash}/{vsd_id}. */
export function productHref(hash: string, vsdId: string | null | undefined): string {
  const base = `/product/${encodeURIComponent(hash)}`;
  return vsdId ? `${base}/${encodeURIComponent(vsdId)}` : base;
}

/** A product summary as ui's ProductCard shows it (customer price, in cents, from core). */
export function productCardData(
  product: ProductSummary,
  vsdId: string | null | undefined,
): ProductCardData {
  return {
    name: product.name,
    brand: product.brand,
    imageUrl: product.image,
    href: productHref(product.hash, vsdId),
    unitPriceCents: toCents(product.customer_price),
    categoryUnit: product.unit,
    boxSqft: product.box_sqft,
    uom: product.uom,
  };
}

/** Ours: how many product ids "recently viewed" keeps (the API takes at most 50). */
export const RECENTLY_VIEWED_MAX = 12;

/** Puts `id` first in the recently viewed list, once, keeping at most RECENTLY_VIEWED_MAX ids. */
export function rememberViewed(stored: string | null, id: number): number[] {
  let previous: number[] = [];
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (Array.isArray(parsed)) {
      previous = parsed.filter((n): n is number => Number.isSafeInteger(n) && n > 0);
    }
  } catch {
    previous = [];
  }
  return [id, ...previous.filter((n) => n !== id)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The ids kept before this one (what POST /api/recently_viewed/ receives). */
export function viewedBefore(stored: string | null, id: number): number[] {
  return rememberViewed(stored, id).slice(1);
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

/** Ours: an idempotency key for one checkout attempt (kept for retries of that attempt). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `checkout-${random()}`;
}

type Issue = { message: string; path?: ReadonlyArray<unknown> };
type Checked = { value?: unknown; issues?: ReadonlyArray<Issue> };
type StandardLike = { '~standard': { validate: (value: unknown) => Checked | Promise<unknown> } };

/**
 * Checks a form against one of core's schemas (through its Standard Schema face) and answers
 * the first message per top-level field, `{}` when the form is valid.
 */
export function formErrors(schema: StandardLike, value: unknown): Record<string, string> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || !result.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const key =
      typeof first === 'object' && first !== null && 'key' in first
        ? String((first as { key: unknown }).key)
        : typeof first === 'string'
          ? first
          : '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's 422 field errors, one message per field (ApiError.fieldErrors from core). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first) out[field.split('.').pop() ?? field] = first;
  }
  return out;
}
