import type { ProductSummary } from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import type { ProductCardData } from '@brand/ui';
import { productHref } from '../../lib/cart-scope.ts';
import { CARD_IMAGE_SIZES, generatedSrcSet } from '../../lib/image-srcset.ts';

/**
 * A product summary as ui's ProductCard shows it (customer price, in cents, from core). The API
 * sends the wholesale `price` only to those who may see it (to others `price` is the customer
 * price), so a different `price` is shown beside the customer price (issue 10: Pros).
 */
export function productCardData(
  product: ProductSummary,
  vsdId: string | null | undefined,
): ProductCardData {
  const wholesale = toCents(product.price);
  const customer = toCents(product.customer_price);
  return {
    name: product.name,
    brand: product.brand,
    imageUrl: product.image,
    imageSrcSet: generatedSrcSet(product.image),
    imageSizes: CARD_IMAGE_SIZES,
    href: productHref(product.hash, vsdId),
    unitPriceCents: customer,
    wholesalePriceCents: wholesale !== customer ? wholesale : null,
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
