import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { negativeBalanceDueAt, payoutIdempotencyKey, payoutPeriod } from '@brand/core/rules';
import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { acquireLease, dollars, releaseLease, renewLease } from '../shared/index.ts';

/** The lease that lets one API instance at a time run payouts. */
export const PAYOUT_LEASE = 'payout-run';
/** How long the lease lasts without renewal (renewed before every transfer). */
export const PAYOUT_LEASE_MS = 60_000;
/** A transfer the provider refused this many times fails; its amount goes back to the balance. */
export const PAYOUT_MAX_ATTEMPTS = 3;

export interface PayoutRunResult {
  period: string;
  /** done: every payout of the period settled; busy: another instance holds the lease; retry: some transfers wait for the next run. */
  status: 'done' | 'busy' | 'retry';
  /** Payouts this call made. */
  paid: { userId: number; amountCents: number }[];
  /** Payouts that failed for good in this call (their amount is back in the balance). */
  failed: { userId: number; amountCents: number; reason: string }[];
  /** Payees whose negative balance is past its due date (10 days), as of this run. */
  overdue: { userId: number; amountCents: number; dueAt: Date }[];
}

/** What a run needs: the database, the payout provider and the clock (a CLI passes its own). */
export type RunDeps = Pick<Deps, 'payouts' | 'now'> & { database: { db: Db } };

/**
 * The weekly payout run (issue 12 item 5, DOMAIN.md): pays every balance available at the
 * period's start, once per period, through the payout provider.
 *
 * - One instance at a time: a database lease decides (modules/shared/lease.ts).
 * - Idempotent: the plan step records each payee's payout for the period (unique per period and
 *   payee) together with its `payout` ledger entry in one transaction, so the balance a second
 *   run sees is already net of it; a done period pays nothing.
 * - Resumable: a crash after the plan leaves `pending` payouts, which the next run pays. The
 *   provider is asked with one idempotency key per payee and period, so a transfer that went
 *   through before the crash is answered again, never paid twice.
 * - A negative balance (returns) is netted: the balance is the sum of every entry available at
 *   the cutoff, returns included. One past its due date is reported in `overdue`.
 */
export async function runPayouts(
  deps: RunDeps,
  options: {
    holder?: string;
    /** How long the lease lasts without renewal (default PAYOUT_LEASE_MS). */
    leaseMs?: number;
    onPaid?: (payout: { userId: number; amountCents: number }) => void;
  } = {},
): Promise<PayoutRunResult> {
  const db = deps.database.db;
  const started = deps.now();
  const period = payoutPeriod(started);
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const result: PayoutRunResult = {
    period: period.id,
    status: 'busy',
    paid: [],
    failed: [],
    overdue: [],
  };
  const leaseMs = options.leaseMs ?? PAYOUT_LEASE_MS;
  if (!(await acquireLease(db, PAYOUT_LEASE, holder, started, leaseMs))) return result;
  try {
    await db
      .insert(t.payoutRuns)
      .values({ period: period.id, cutoff: period.start })
      .onConflictDoNothing();
    const [run] = await db.select().from(t.payoutRuns).where(eq(t.payoutRuns.period, period.id));
    result.overdue = await overdueNegatives(deps, started);
    if (run?.status === 'done') {
      result.status = 'done';
      return result;
    }
    await planPayouts(deps, period.id, period.start);

    const pending = await db
      .select()
      .from(t.payouts)
      .where(and(eq(t.payouts.period, period.id), eq(t.payouts.status, 'pending')))
      .orderBy(asc(t.payouts.id));
    for (const payout of pending) {
      if (!(await renewLease(db, PAYOUT_LEASE, holder, deps.now(), leaseMs))) {
        result.status = 'busy'; // lost the lease: another instance carries on
        return result;
      }
      const paid = await payOne(deps, payout, result);
      if (paid) options.onPaid?.(paid);
    }

    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.payouts)
      .where(and(eq(t.payouts.period, period.id), eq(t.payouts.status, 'pending')));
    if ((left?.n ?? 0) > 0) {
      result.status = 'retry';
      return result;
    }
    const [totals] = await db
      .select({
        n: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${t.payouts.amountCents}), 0)::bigint`,
      })
      .from(t.payouts)
      .where(and(eq(t.payouts.period, period.id), eq(t.payouts.status, 'paid')));
    await db
      .update(t.payoutRuns)
      .set({
        status: 'done',
        finishedAt: deps.now(),
        paidCount: totals?.n ?? 0,
        paidCents: Number(totals?.cents ?? 0),
      })
      .where(eq(t.payoutRuns.period, period.id));
    result.status = 'done';
    return result;
  } finally {
    await releaseLease(db, PAYOUT_LEASE, holder).catch(() => {});
  }
}

/**
 * One transaction: every payee with an active payout account, a positive balance at the cutoff and no
 * payout yet in this period gets a pending payout and the `payout` ledger entry taking that
 * amount out of the balance.
 */
async function planPayouts(deps: RunDeps, periodId: string, cutoff: Date) {
  await deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({
        userId: t.payoutLedger.userId,
        cents: sql<string>`sum(${t.payoutLedger.amountCents})`,
      })
      .from(t.payoutLedger)
      .innerJoin(t.payoutAccounts, eq(t.payoutAccounts.userId, t.payoutLedger.userId))
      .where(
        and(
          lte(t.payoutLedger.availableAt, cutoff),
          // Issue 27: an account still onboarding or restricted by Stripe cannot receive a
          // transfer; its balance waits for a later week.
          notInArray(t.payoutAccounts.status, ['pending', 'restricted']),
          sql`not exists (select 1 from ${t.payouts} p where p.period = ${periodId} and p.user_id = ${t.payoutLedger.userId})`,
        ),
      )
      .groupBy(t.payoutLedger.userId)
      .having(sql`sum(${t.payoutLedger.amountCents}) > 0`)
      .orderBy(asc(t.payoutLedger.userId));
    for (const { userId, cents } of due) {
      const amountCents = Number(cents);
      const [payout] = await tx
        .insert(t.payouts)
        .values({ period: periodId, userId, amountCents })
        .returning({ id: t.payouts.id });
      if (!payout) continue;
      await tx.insert(t.payoutLedger).values({
        userId,
        kind: 'payout',
        amountCents: -amountCents,
        availableAt: cutoff,
        payoutId: payout.id,
      });
    }
  });
}

async function payOne(
  deps: RunDeps,
  payout: typeof t.payouts.$inferSelect,
  result: PayoutRunResult,
): Promise<{ userId: number; amountCents: number } | null> {
  const db = deps.database.db;
  const [account] = await db
    .select()
    .from(t.payoutAccounts)
    .where(eq(t.payoutAccounts.userId, payout.userId));
  try {
    if (!account) throw new Error('The payee has no payout account.');
    const transfer = await deps.payouts.pay({
      accountRef: account.providerRef,
      amountCents: payout.amountCents,
      idempotencyKey: payoutIdempotencyKey(payout.period, payout.userId),
    });
    await db
      .update(t.payouts)
      .set({
        status: 'paid',
        providerRef: transfer.ref,
        paidAt: deps.now(),
        attempts: payout.attempts + 1,
        failure: null,
      })
      .where(eq(t.payouts.id, payout.id));
    const paid = { userId: payout.userId, amountCents: payout.amountCents };
    result.paid.push(paid);
    return paid;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const attempts = payout.attempts + 1;
    if (attempts < PAYOUT_MAX_ATTEMPTS) {
      await db
        .update(t.payouts)
        .set({ attempts, failure: reason })
        .where(eq(t.payouts.id, payout.id));
      return null;
    }
    // Failed for good: the amount goes back into the balance for a later period.
    await db.transaction(async (tx) => {
      await tx
        .update(t.payouts)
        .set({ status: 'failed', attempts, failure: reason })
        .where(eq(t.payouts.id, payout.id));
      const [run] = await tx
        .select({ cutoff: t.payoutRuns.cutoff })
        .from(t.payoutRuns)
        .where(eq(t.payoutRuns.period, payout.period));
      await tx.insert(t.payoutLedger).values({
        userId: payout.userId,
        kind: 'payout_reversal',
        amountCents: payout.amountCents,
        availableAt: run?.cutoff ?? deps.now(),
        payoutId: payout.id,
      });
    });
    result.failed.push({ userId: payout.userId, amountCents: payout.amountCents, reason });
    return null;
  }
}

/** Payees whose balance is negative and whose oldest return in it is more than 10 days old. */
async function overdueNegatives(deps: RunDeps, now: Date) {
  const rows = await deps.database.db
    .select({
      userId: t.payoutLedger.userId,
      cents: sql<string>`sum(${t.payoutLedger.amountCents})`,
      since: sql<Date>`min(case when ${t.payoutLedger.amountCents} < 0 and ${t.payoutLedger.kind} <> 'payout' then ${t.payoutLedger.createdAt} end)`,
    })
    .from(t.payoutLedger)
    .where(lte(t.payoutLedger.availableAt, now))
    .groupBy(t.payoutLedger.userId)
    .having(sql`sum(${t.payoutLedger.amountCents}) < 0`);
  return rows.flatMap((row) => {
    if (!row.since) return [];
    const dueAt = negativeBalanceDueAt(new Date(row.since));
    return dueAt.getTime() < now.getTime()
      ? [{ userId: row.userId, amountCents: Number(row.cents), dueAt }]
      : [];
  });
}

/** The run's answer on the wire (PayoutRunSchema). */
export function payoutRunJson(result: PayoutRunResult) {
  return {
    period: result.period,
    status: result.status,
    paid_count: result.paid.length,
    paid_total: dollars(result.paid.reduce((sum, p) => sum + p.amountCents, 0)),
    failed: result.failed.map((f) => ({
      user_id: f.userId,
      amount: dollars(f.amountCents),
      reason: f.reason,
    })),
    overdue: result.overdue.map((o) => ({
      user_id: o.userId,
      amount: dollars(o.amountCents),
      due_date: o.dueAt.toISOString().slice(0, 10),
    })),
  };
}
