import { applyCoupon, lineCharges, shippingChargeCents } from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import { markupTable } from '../product-rows/index.ts';
import { platformSettings, surchargeFor } from '../settings/index.ts';
import { loadCuration, scopeOf } from '../showrooms/index.ts';

export type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/**
 * Prices a project's cart for checkout, in cents: each line at the vendor's price plus the
 * showroom's markup less the coupon (core `applyCoupon`), then platform fee and the state's tax
 * (core `lineCharges`), then shipping (core `shippingChargeCents`; outside the U.S. is a 422).
 */
export async function priceCart(
  db: Db,
  projectId: number,
  showroomId: number,
  couponPercent: number,
  state: string,
) {
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, showroomId));
  const markup = await markupTable(db, showroom);
  const settings = await platformSettings(db);
  const { feePercent, taxRates } = settings;
  const lines = await db
    .select({ line: t.projectTans, product: t.products, size: t.productSizes })
    .from(t.projectTans)
    .innerJoin(t.products, eq(t.products.id, t.projectTans.productId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.projectTans.sizeId))
    .where(eq(t.projectTans.projectId, projectId))
    .orderBy(asc(t.projectTans.id));
  // A product retired after it was put in the cart, or one the showroom's Pro stopped selling
  // there (issue 12), is off sale: nothing is quoted or charged until it leaves the cart;
  // checkout shows this message in its summary.
  const scope = scopeOf(await loadCuration(db, showroomId));
  const retired = lines.filter(
    ({ product }) => product.retiredAt !== null || !scope.sells(product),
  );
  if (retired.length > 0)
    throw invalid('project_id', retiredMessage(retired.map((l) => l.product.name)));
  const taxRate = taxRates[state] ?? 0;
  let subtotal = 0;
  let fee = 0;
  let tax = 0;
  let markupSum = 0;
  let discount = 0;
  const items = lines.map(({ line, product, size }) => {
    const vendorCents = size?.priceCents ?? product.priceCents;
    const pct = markup(product.categoryId);
    const coupon = applyCoupon(vendorCents, pct, Math.min(couponPercent, pct));
    const charges = lineCharges({
      unitPriceCents: coupon.unitPriceCents,
      qty: line.qty,
      platformFeePercent: feePercent,
      taxRatePercent: taxRate,
    });
    subtotal += charges.subtotalCents;
    fee += charges.platformFeeCents;
    tax += charges.taxCents;
    markupSum += coupon.markupCents * line.qty;
    discount += coupon.discountCents * line.qty;
    return { line, product, size, vendorCents, coupon, charges };
  });
  const shipping = shippingChargeCents(state, surchargeFor(settings, state));
  if (shipping === null) throw invalid('shipping_address.state', 'We ship within the U.S. only.');
  return {
    items,
    subtotal,
    fee,
    tax,
    markupSum,
    discount,
    shipping,
    total: subtotal + fee + tax + shipping,
    /** What priced it: stored on the order, so later settings changes leave it alone. */
    settings,
  };
}

/** "X is no longer sold: remove it from your cart to check out." (ours; the spec is silent). */
export function retiredMessage(names: readonly string[]) {
  const quoted = names.map((name) => `"${name}"`);
  const list =
    quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return names.length === 1
    ? `${list} is no longer sold: remove it from your cart to check out.`
    : `${list} are no longer sold: remove them from your cart to check out.`;
}
