/**
 * Renewal by date under the sandbox (issue 27): a plan whose period has ended renews (a new
 * period, recorded as paid) unless it was cancelled, in which case it ends (`canceled`) and
 * stops unlocking the theme. Stripe plans are left to Stripe and its webhooks. Idempotent and
 * safe on several instances: each step is a compare-and-set on the period it read.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { mirrorAddon } from './plan-subscriptions.ts';
import { recordPayment } from './record-payment.ts';
import { sandboxPeriodEnd } from './subscribe-plan.ts';

export async function renewSandboxPlans(deps: Pick<Deps, 'database' | 'config' | 'now'>) {
  const { db } = deps.database;
  const now = deps.now();
  const due = await db
    .select()
    .from(t.subscriptions)
    .where(
      and(
        eq(t.subscriptions.provider, 'sandbox'),
        eq(t.subscriptions.subscriptionStatus, 'active'),
        isNotNull(t.subscriptions.currentPeriodEnd),
        lte(t.subscriptions.currentPeriodEnd, now),
      ),
    );
  const result = { renewed: 0, ended: 0 };
  for (const sub of due) {
    const periodEnd = sub.currentPeriodEnd as Date;
    if (sub.cancelAtPeriodEnd) {
      const [ended] = await db
        .update(t.subscriptions)
        .set({ subscriptionStatus: 'canceled', updatedAt: now })
        .where(and(eq(t.subscriptions.id, sub.id), eq(t.subscriptions.currentPeriodEnd, periodEnd)))
        .returning();
      if (ended) result.ended++;
    } else {
      // Every period that ended since (a server stopped for two months renews twice).
      let start = periodEnd;
      let end = sandboxPeriodEnd(deps, start);
      while (end <= now) {
        await recordPayment(db, {
          subscriptionId: sub.id,
          providerRef: `sbx_pay:${sub.providerRef ?? sub.id}:${start.toISOString()}`,
          amountCents: sub.paidAmountCents,
          periodStart: start,
          periodEnd: end,
          paidAt: start,
        });
        start = end;
        end = sandboxPeriodEnd(deps, start);
      }
      await recordPayment(db, {
        subscriptionId: sub.id,
        providerRef: `sbx_pay:${sub.providerRef ?? sub.id}:${start.toISOString()}`,
        amountCents: sub.paidAmountCents,
        periodStart: start,
        periodEnd: end,
        paidAt: start,
      });
      const [renewed] = await db
        .update(t.subscriptions)
        .set({ currentPeriodEnd: end, updatedAt: now })
        .where(and(eq(t.subscriptions.id, sub.id), eq(t.subscriptions.currentPeriodEnd, periodEnd)))
        .returning();
      if (renewed) result.renewed++;
    }
    if (sub.planCode === 'custom_addon') await mirrorAddon(db, sub.userId);
  }
  // An ended plan takes the theme off the showroom's public profile, a cached read.
  if (result.ended > 0) await catalogChanged(deps.database);
  return result;
}
