/**
 * A Pro's plan subscriptions (issue 27, docs/decisions/plans.md): the rows of `subscriptions`
 * (one per subscription at the provider; `plan_code` premium or custom_addon) read: what the
 * Plans section shows (`plansJson`), the latest of a plan, and the custom add-on mirrored on the
 * showroom. Writing them: `record-payment.ts`, `sync-stripe-subscription.ts`, `subscribe-plan.ts`.
 *
 * The entitlement is core's `canUseCustomTheme` over what these rows say: the latest Premium
 * row (`latest_subscription`: plan 'Premium', paid_amount 199, status active) or the custom
 * add-on's status (mirrored on the showroom, `custom_addon_status`). A subscription cancelled
 * at its period's end stays active until the provider ends it.
 */
import { isSubscriptionActive, PLANS, type PlanCode } from '@brand/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { dollars, iso } from '../shared/index.ts';
import { entitled } from '../showroom-settings/index.ts';

export type SubscriptionRow = typeof t.subscriptions.$inferSelect;

/** Statuses after which a subscription never comes back (a new one is made instead). */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

export function requirePro(user: UserRow) {
  if (user.type !== 'Contractor') throw forbidden('Plans are for Pros.');
  return user;
}

/** The Pro's latest subscription to a plan, or undefined. */
export async function latestOfPlan(db: Db, userId: number, planCode: PlanCode) {
  const [row] = await db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.planCode, planCode)))
    .orderBy(desc(t.subscriptions.id))
    .limit(1);
  return row;
}

export function planSubscriptionJson(row: SubscriptionRow | undefined) {
  if (!row) return null;
  return {
    status: row.subscriptionStatus,
    active: isSubscriptionActive(row.subscriptionStatus),
    current_period_end: row.currentPeriodEnd ? iso(row.currentPeriodEnd) : null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/** GET /api/plans: every plan, the Pro's subscription to each, and what they unlock now. */
export async function plansJson(deps: Deps, user: UserRow) {
  const { db } = deps.database;
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id));
  const [customer] = await db
    .select()
    .from(t.billingCustomers)
    .where(eq(t.billingCustomers.userId, user.id));
  const plans = [];
  for (const plan of PLANS) {
    plans.push({
      code: plan.code,
      name: plan.name,
      price: dollars(plan.priceCents),
      interval: plan.interval,
      unlocks: [...plan.unlocks],
      subscription: planSubscriptionJson(await latestOfPlan(db, user.id, plan.code)),
    });
  }
  return {
    provider: deps.config.payments,
    plans,
    theming_entitled: showroom ? await entitled(db, showroom) : false,
    manage_billing: deps.config.payments === 'stripe' && customer?.provider === 'stripe',
  };
}

/** The custom add-on's status on the showroom follows its latest subscription (spec 1 §3). */
export async function mirrorAddon(db: Db, userId: number) {
  const latest = await latestOfPlan(db, userId, 'custom_addon');
  await db
    .update(t.showrooms)
    .set({ customAddonStatus: latest?.subscriptionStatus ?? null })
    .where(eq(t.showrooms.userId, userId));
}
