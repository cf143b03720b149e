import type { ProductSize, ProductSummary } from '@brand/core/contract';

/** The fields of a product (or a list's product summary) the price line reads. */
type Priced = Pick<ProductSummary, 'customer_price' | 'unit' | 'box_sqft' | 'uom'>;

import { formatUsd, priceLine, sizeLabel, toCents } from '@brand/core/rules';

/** The customer's unit price of a product (or of one of its sizes), in cents. */
export function unitPriceCents(product: Priced, size?: ProductSize | null): number {
  return toCents(size?.customer_price ?? product.customer_price);
}

/** The price line parts of spec 2 §2.1: per sq ft first when box_sqft is known. */
export function priceParts(product: Priced, size?: ProductSize | null) {
  return priceLine({
    unitPriceCents: unitPriceCents(product, size),
    categoryUnit: product.unit,
    boxSqft: size?.box_sqft ?? product.box_sqft,
    uom: product.uom,
  }).map((part) => ({ ...part, text: formatUsd(part.amountCents) }));
}

/** spec 2 §3: pattern, else width X height, else width X length. */
export function sizeText(size: ProductSize | null | undefined): string {
  return size ? sizeLabel(size) : '';
}

/** spec 2 §5: "Quantity input accepts numbers only. It cannot go below the minimum unit". */
export function clampQuantity(text: string, minUnit: number): number {
  const digits = text.replace(/\D/g, '');
  const value = digits === '' ? 0 : Number(digits);
  return Math.max(minUnit, Math.min(value, 100_000));
}

/**
 * The API gives logo and product image URLs relative to the marketplace ('/demo/logo.svg'); on
 * a Pro's site they must point at the marketplace, not at the host page.
 */
export function assetUrl(url: string | null | undefined, apiBase: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, apiBase).href;
  } catch {
    return undefined;
  }
}

export { formatUsd, toCents };
