import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../http/errors.ts';
import { savedAddress } from '../profile/saved-address.ts';
import { ownProject } from '../projects/project-access.ts';
import { COUPON_MESSAGES, findCoupon } from './find-coupon.ts';
import { priceCart } from './price-cart.ts';

/** A coupon tried on the customer's cart: the coupon and the totals it would give. */
export async function previewCoupon(deps: Deps, user: UserRow, projectId: number, code: string) {
  const { db } = deps.database;
  const project = await ownProject(db, user, projectId);
  const coupon = await findCoupon(deps, user, project.showroomId, code, 'code');
  if (!coupon) throw invalid('code', COUPON_MESSAGES.notValid);
  const state = (await savedAddress(db, user.id))?.state ?? 'CA';
  const priced = await priceCart(db, project.id, project.showroomId, coupon.percentBp / 100, state);
  return { coupon, priced };
}
