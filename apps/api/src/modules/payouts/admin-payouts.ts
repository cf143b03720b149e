/**
 * Admins' view of payouts (issue 27): the latest weekly runs with their counts, and a page of
 * payouts (newest first) with the payee, the provider's transfer and the last refusal.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars, iso } from '../shared/index.ts';

type PayoutStatus = 'pending' | 'paid' | 'failed';

export async function adminPayouts(
  db: Db,
  query: { status?: PayoutStatus },
  page: { perPage: number; offset: number },
) {
  const where = query.status ? eq(t.payouts.status, query.status) : undefined;
  const [runs, counts, rows, [total]] = await Promise.all([
    db.select().from(t.payoutRuns).orderBy(desc(t.payoutRuns.period)).limit(12),
    db
      .select({
        period: t.payouts.period,
        status: t.payouts.status,
        n: sql<number>`count(*)::int`,
        cents: sql<string>`coalesce(sum(${t.payouts.amountCents}), 0)`,
      })
      .from(t.payouts)
      .groupBy(t.payouts.period, t.payouts.status),
    db
      .select({ payout: t.payouts, user: t.users })
      .from(t.payouts)
      .innerJoin(t.users, eq(t.users.id, t.payouts.userId))
      .where(and(where))
      .orderBy(desc(t.payouts.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(t.payouts).where(and(where)),
  ]);
  const count = (period: string, status: PayoutStatus) =>
    counts.find((c) => c.period === period && c.status === status)?.n ?? 0;
  return {
    total: total?.n ?? 0,
    runs: runs.map((run) => ({
      period: run.period,
      status: (run.status === 'done' ? 'done' : 'running') as 'done' | 'running',
      cutoff: iso(run.cutoff),
      started_at: iso(run.startedAt),
      finished_at: run.finishedAt ? iso(run.finishedAt) : null,
      paid_count: count(run.period, 'paid'),
      paid_total: dollars(
        Number(counts.find((c) => c.period === run.period && c.status === 'paid')?.cents ?? 0),
      ),
      pending_count: count(run.period, 'pending'),
      failed_count: count(run.period, 'failed'),
    })),
    payouts: rows.map(({ payout, user }) => ({
      id: payout.id,
      period: payout.period,
      user_id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      amount: dollars(payout.amountCents),
      status: payout.status as PayoutStatus,
      attempts: payout.attempts,
      failure: payout.failure,
      provider_ref: payout.providerRef,
      created_at: iso(payout.createdAt),
      paid_at: payout.paidAt ? iso(payout.paidAt) : null,
    })),
  };
}
