import { validateCoupon } from '@brand/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import type { Showroom } from './settings-json.ts';

export async function listCoupons(db: Db, showroom: Showroom) {
  return db
    .select()
    .from(t.coupons)
    .where(eq(t.coupons.showroomId, showroom.id))
    .orderBy(asc(t.coupons.id));
}

/** A Pro issues a coupon: at most their markup (core `validateCoupon`), a future expiry, a new code. */
export async function createCoupon(
  db: Db,
  showroom: Showroom,
  input: { code: string; percent: number; expires_at?: string | null; max_uses?: number | null },
  now: Date,
) {
  const problem = validateCoupon(input.percent, showroom.markupBp / 100);
  if (problem) throw invalid('percent', problem);
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw invalid('expires_at', 'Please choose an expiry date and time in the future, or none.');
  }
  const [row] = await db
    .insert(t.coupons)
    .values({
      showroomId: showroom.id,
      code: input.code,
      percentBp: Math.round(input.percent * 100),
      expiresAt,
      maxUses: input.max_uses ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid('code', 'This coupon code already exists.');
  return row;
}

/** A Pro withdraws one of their coupons (404 for another showroom's). */
export async function deleteCoupon(db: Db, showroom: Showroom, id: number) {
  const rows = await db
    .delete(t.coupons)
    .where(and(eq(t.coupons.id, id), eq(t.coupons.showroomId, showroom.id)))
    .returning();
  if (!rows[0]) throw notFound();
}
