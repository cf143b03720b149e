import type * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';

/** A Pro's coupon (ours; expiry, maximum and count of uses: issue 13). */
export function couponJson(c: typeof t.coupons.$inferSelect) {
  return {
    id: c.id,
    code: c.code,
    percent: c.percentBp / 100,
    active: c.active,
    expires_at: c.expiresAt ? iso(c.expiresAt) : null,
    max_uses: c.maxUses,
    uses: c.uses,
  };
}
