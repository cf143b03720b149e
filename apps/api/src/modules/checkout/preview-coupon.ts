import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../http/errors.ts';
import { COUPON_MESSAGES } from './find-coupon.ts';
import { quoteCheckout } from './quote-checkout.ts';

/**
 * A coupon tried on the customer's cart: the coupon and the totals it would give (the checkout
 * quote with that code; California's charges until an address is saved).
 */
export async function previewCoupon(deps: Deps, user: UserRow, projectId: number, code: string) {
  const { coupon, priced } = await quoteCheckout(
    deps,
    user,
    { project_id: projectId, coupon_code: code },
    { couponField: 'code', stateWithoutAddress: 'CA' },
  );
  if (!coupon) throw invalid('code', COUPON_MESSAGES.notValid);
  return { coupon, priced };
}
