import { negativeBalanceDueAt } from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars } from '../shared/index.ts';
import { paidTotalCents } from './payout-history.ts';

/** Ledger rows of this kind are money paid out (negative amounts; modules/payouts/run-payouts.ts). */
export const PAYOUT_KIND = 'payout';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A Pro's or vendor's payout balance from the ledger (spec 2, payouts): profit not yet
 * available is pending; the rest is available, or a negative balance due within 10 days;
 * and what the payout runs have paid.
 */
export async function payoutBalance(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(t.payoutLedger)
    .where(eq(t.payoutLedger.userId, userId))
    .orderBy(asc(t.payoutLedger.id));
  // A vendor's share has no available date until its item is delivered: pending (issue 12).
  const pending = rows.filter(
    (r) => (r.availableAt === null || r.availableAt.getTime() > now.getTime()) && r.amountCents > 0,
  );
  const settled = rows.filter((r) => !pending.includes(r)).reduce((s, r) => s + r.amountCents, 0);
  const firstNegative = rows.find((r) => r.amountCents < 0 && r.kind !== PAYOUT_KIND);
  const next = pending
    .map((r) => r.availableAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const dueAt = settled < 0 && firstNegative ? negativeBalanceDueAt(firstNegative.createdAt) : null;
  return {
    pending: dollars(pending.reduce((s, r) => s + r.amountCents, 0)),
    available: dollars(Math.max(0, settled)),
    negative: dollars(Math.min(0, settled)),
    negative_due_date: dueAt ? ymd(dueAt) : null,
    /** The negative balance is past its due date (10 days): it is flagged until settled. */
    negative_overdue: dueAt !== null && dueAt.getTime() < now.getTime(),
    /** Paid out so far (the payout runs' confirmed transfers). */
    paid: dollars(await paidTotalCents(db, userId)),
    next_available_date: next ? ymd(next) : null,
    currency: 'USD' as const,
  };
}
