import { type MoneyViewer, productMoneyFields } from '@brand/core/rules';
import type { UserRow } from '../env.ts';

/**
 * Spec 1 §1 and issue 10: a product's wholesale (vendor) price is for Admins, Pros and the
 * product's own vendor (core `productMoneyFields`). Every JSON answer passes through here: in
 * any object carrying both `price` and `customer_price` (product summaries, price lines, cart
 * and checklist products, search results, whichever endpoint answers them), a viewer who may not
 * see the wholesale price gets the customer price in `price` as well. An object's own
 * `vendor_id`, or its nearest parent's, names the product's vendor. Cached answers are shared
 * between viewers, so nothing is changed in place: changed objects are copies.
 */
export function hideWholesale(value: unknown, user: UserRow | null): unknown {
  const type = (user?.type ?? null) as MoneyViewer['type'];
  if (productMoneyFields({ type }).wholesale_price) return value;
  const sees = (vendorId: number | null) =>
    productMoneyFields({ type, isVendor: user !== null && vendorId === user.id }).wholesale_price;
  return walk(value, null, sees);
}

function walk(
  value: unknown,
  parentVendor: number | null,
  sees: (vendorId: number | null) => boolean,
): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = walk(item, parentVendor, sees);
      if (next !== item) {
        out ??= [...value];
        out[i] = next;
      }
    });
    return out ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const vendor = typeof object.vendor_id === 'number' ? object.vendor_id : parentVendor;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(object)) {
    if (item === null || typeof item !== 'object') continue;
    const next = walk(item, vendor, sees);
    if (next !== item) {
      out ??= { ...object };
      out[key] = next;
    }
  }
  const result = out ?? object;
  if (
    typeof result.price === 'number' &&
    typeof result.customer_price === 'number' &&
    result.price !== result.customer_price &&
    !sees(vendor)
  ) {
    return { ...result, price: result.customer_price };
  }
  return result;
}
