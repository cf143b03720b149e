import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { ownProject } from '../projects/index.ts';
import { COUPON_MESSAGES } from './find-coupon.ts';
import { quoteCheckout } from './quote-checkout.ts';

/**
 * A coupon applied to the customer's cart: checked, then kept on the cart (issue 25 item 7: every
 * session and the payment step price with it); answers the coupon and the totals it gives (the
 * checkout quote with that code; California's charges until an address is saved).
 */
export async function previewCoupon(deps: Deps, user: UserRow, projectId: number, code: string) {
  const { coupon, priced } = await quoteCheckout(
    deps,
    user,
    { project_id: projectId, coupon_code: code },
    { couponField: 'code', stateWithoutAddress: 'CA' },
  );
  if (!coupon) throw invalid('code', COUPON_MESSAGES.notValid);
  await deps.database.db
    .update(t.projects)
    .set({ couponCode: coupon.code })
    .where(eq(t.projects.id, projectId));
  return { coupon, priced };
}

/** The coupon taken off the customer's cart (its project; 403/404 for anyone else's). */
export async function removeCoupon(deps: Deps, user: UserRow, projectId: number) {
  const { db } = deps.database;
  const project = await ownProject(db, user, projectId);
  await db.update(t.projects).set({ couponCode: null }).where(eq(t.projects.id, project.id));
}
