import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../http/errors.ts';
import { savedAddress } from '../profile/saved-address.ts';
import { ownProject } from '../projects/project-access.ts';
import { dollars } from '../shared/format.ts';
import { findCoupon } from './find-coupon.ts';
import { type PricedCart, priceCart } from './price-cart.ts';

/**
 * What checkout shows before Place order (issue 10): the cart priced exactly as placing it will
 * price it (the same `priceCart`, at the saved shipping address, with the coupon named), so the
 * card is held for the total the customer saw, to the cent.
 */
export async function quoteCheckout(
  deps: Deps,
  user: UserRow,
  input: { project_id: number; coupon_code?: string | undefined },
) {
  const { db } = deps.database;
  const project = await ownProject(db, user, input.project_id);
  const address = await savedAddress(db, user.id);
  if (!address) throw invalid('shipping_address', 'Please enter a shipping address.');
  const coupon = await findCoupon(deps, user, project.showroomId, input.coupon_code, 'coupon_code');
  const percent = (coupon?.percentBp ?? 0) / 100;
  const priced = await priceCart(db, project.id, project.showroomId, percent, address.state);
  return { priced, coupon, state: address.state };
}

/** The quote's lines: qty x the unit price after markup and coupon. */
export function quoteLinesJson(priced: PricedCart) {
  return priced.items.map(({ line, product, coupon, charges }) => ({
    id: line.id,
    product_id: product.id,
    product_name: product.name,
    qty: line.qty,
    unit_price: dollars(coupon.unitPriceCents),
    line_subtotal: dollars(charges.subtotalCents),
  }));
}
