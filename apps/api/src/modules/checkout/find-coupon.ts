import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';

export const COUPON_MESSAGES = {
  notValid: 'This coupon is not valid in this showroom.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used as many times as its Pro allows.',
} as const;

/**
 * The coupon a customer names, checked (issue 13): it exists in the showroom, is active, not
 * expired and not used up. Codes that do not work count against the customer's limit
 * (RATE_LIMITS.couponFailuresUser): 429 once used up, so codes cannot be guessed by trying. The
 * attempt is counted first and given back when the code works (issue 23 item 5: 100 wrong codes
 * sent at once were all checked).
 */
export async function findCoupon(
  deps: Deps,
  user: UserRow,
  showroomId: number,
  code: string | undefined,
  field: 'code' | 'coupon_code',
) {
  if (!code) return null;
  const { db } = deps.database;
  const now = deps.now();
  const attempt = await hit(db, 'couponFailuresUser', user.id, now);
  const coupon = await activeCoupon(db, showroomId, code);
  const problem = couponProblem(coupon, now);
  if (problem || !coupon) throw invalid(field, problem ?? COUPON_MESSAGES.notValid);
  await attempt.giveBack();
  return coupon;
}

type CouponRow = typeof t.coupons.$inferSelect;

/** The showroom's active coupon with this code, if any (whether it still applies is separate). */
async function activeCoupon(db: Db, showroomId: number, code: string) {
  const [coupon] = await db
    .select()
    .from(t.coupons)
    .where(
      and(
        eq(t.coupons.showroomId, showroomId),
        eq(t.coupons.code, code),
        eq(t.coupons.active, true),
      ),
    );
  return coupon;
}

function couponProblem(coupon: CouponRow | undefined, now: Date) {
  return !coupon
    ? COUPON_MESSAGES.notValid
    : coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()
      ? COUPON_MESSAGES.expired
      : coupon.maxUses !== null && coupon.uses >= coupon.maxUses
        ? COUPON_MESSAGES.usedUp
        : null;
}

/** "Coupon WELCOME5 no longer applies: This coupon has expired." (issue 25 item 7, ours). */
export function noLongerApplies(code: string, problem: string) {
  return `Coupon ${code} no longer applies: ${problem}`;
}

/**
 * The coupon kept on a cart (issue 25 item 7), checked again: it was valid when applied, and
 * may since have expired, been used up or switched off by its Pro. Not a guess, so not counted
 * against the customer's limit. Answers the coupon, or the sentence saying why it no longer
 * applies.
 */
export async function savedCoupon(deps: Deps, showroomId: number, code: string | null) {
  if (!code) return { coupon: null, notice: null };
  const coupon = await activeCoupon(deps.database.db, showroomId, code);
  const problem = couponProblem(coupon, deps.now());
  return problem || !coupon
    ? { coupon: null, notice: noLongerApplies(code, problem ?? COUPON_MESSAGES.notValid) }
    : { coupon, notice: null };
}
