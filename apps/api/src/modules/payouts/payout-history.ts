import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars, iso } from '../shared/index.ts';

/** A payee's payouts, newest first (issue 12 item 5): period, amount, status and dates. */
export async function payoutHistory(
  db: Db,
  userId: number,
  { page, perPage }: { page: number; perPage: number },
) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(t.payouts)
      .where(eq(t.payouts.userId, userId))
      .orderBy(desc(t.payouts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.payouts)
      .where(eq(t.payouts.userId, userId)),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      period: row.period,
      amount: dollars(row.amountCents),
      status: row.status as 'pending' | 'paid' | 'failed',
      created_at: iso(row.createdAt),
      paid_at: row.paidAt ? iso(row.paidAt) : null,
    })),
  };
}

/** What the payee has been paid so far (payouts the provider confirmed). */
export async function paidTotalCents(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${t.payouts.amountCents}), 0)` })
    .from(t.payouts)
    .where(sql`${t.payouts.userId} = ${userId} and ${t.payouts.status} = 'paid'`);
  return Number(row?.cents ?? 0);
}
