import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { savedAddress } from '../profile/index.ts';
import { ownProject } from '../projects/index.ts';
import { dollars } from '../shared/index.ts';
import { findCoupon, savedCoupon } from './find-coupon.ts';
import { type PricedCart, priceCart } from './price-cart.ts';

/**
 * What checkout shows before Place order (issue 10): the cart priced exactly as placing it will
 * price it (the same `priceCart`, at the saved shipping address, with the coupon named), so the
 * card is held for the total the customer saw, to the cent.
 *
 * The coupon check (`POST /api/checkout/coupon`) is the same quote with the code's errors on
 * its own field and, before any address is saved, California's tax and shipping.
 */
export async function quoteCheckout(
  deps: Deps,
  user: UserRow,
  input: { project_id: number; coupon_code?: string | undefined },
  { couponField = 'coupon_code', stateWithoutAddress }: QuoteOptions = {},
) {
  const { db } = deps.database;
  const project = await ownProject(db, user, input.project_id);
  // A code named in the request is tried (its problems are the field's 422); without one, the
  // coupon kept on the cart applies while it still can (else the quote says why it does not).
  const { coupon, notice } = input.coupon_code
    ? {
        coupon: await findCoupon(deps, user, project.showroomId, input.coupon_code, couponField),
        notice: null,
      }
    : await savedCoupon(deps, project.showroomId, project.couponCode);
  const state = (await savedAddress(db, user.id))?.state ?? stateWithoutAddress;
  if (!state) throw invalid('shipping_address', 'Please enter a shipping address.');
  const percent = (coupon?.percentBp ?? 0) / 100;
  const priced = await priceCart(db, project.id, project.showroomId, percent, state);
  return { priced, coupon, notice, state, project };
}

type QuoteOptions = {
  /** The request field a coupon problem is reported on. */
  couponField?: 'code' | 'coupon_code';
  /** The state priced for when no shipping address is saved (else that is a 422). */
  stateWithoutAddress?: string;
};

/** The quote's lines: qty x the unit price after markup and coupon (and the price before it). */
export function quoteLinesJson(priced: PricedCart) {
  return priced.items.map(({ line, product, coupon, charges }) => ({
    id: line.id,
    product_id: product.id,
    product_name: product.name,
    qty: line.qty,
    unit_price_before_coupon: dollars(coupon.unitPriceCents + coupon.discountCents),
    unit_price: dollars(coupon.unitPriceCents),
    line_subtotal: dollars(charges.subtotalCents),
  }));
}
