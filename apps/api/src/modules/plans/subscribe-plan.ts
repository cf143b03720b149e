/**
 * Subscribe, cancel and "Manage billing" for a Pro's plans (issue 27, docs/decisions/plans.md).
 *
 * - Stripe: Subscribe opens Stripe Checkout in subscription mode (the Pro's Stripe Customer is
 *   made once); the plan starts when Stripe says the subscription exists (webhooks), renews
 *   automatically, and Cancel sets `cancel_at_period_end`. "Manage billing" is Stripe's
 *   customer portal.
 * - Sandbox: the same section works without Stripe: Subscribe starts the plan at once (a paid
 *   period recorded), renewal is by date (`renewSandboxPlans`), Cancel ends it at the period's
 *   end. There is no portal.
 */
import { randomBytes } from 'node:crypto';
import {
  isSubscriptionActive,
  type PlanCode,
  type PlanDefinition,
  planByCode,
} from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, notFound } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import {
  ENDED_STATUSES,
  latestOfPlan,
  mirrorAddon,
  plansJson,
  requirePro,
  type SubscriptionRow,
} from './plan-subscriptions.ts';
import { recordPayment } from './record-payment.ts';
import { applyStripeSubscription } from './sync-stripe-subscription.ts';

/** The end of a sandbox period started at `from` (SANDBOX_PLAN_PERIOD_SECONDS, else a month). */
export function sandboxPeriodEnd(deps: Pick<Deps, 'config'>, from: Date) {
  const seconds = deps.config.sandboxPlanPeriodSeconds;
  if (seconds > 0) return new Date(from.getTime() + seconds * 1000);
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A subscription that has not ended (it may be active, past due, or cancelled at period end). */
const live = (row: SubscriptionRow | undefined) =>
  row && !ENDED_STATUSES.includes(row.subscriptionStatus) ? row : undefined;

function planOrThrow(code: PlanCode): PlanDefinition {
  const plan = planByCode(code);
  if (!plan) throw notFound('There is no such plan.');
  return plan;
}

/** The site's Plans section (`/account?section=plans`), with what Stripe's page came back from. */
const plansPage = (deps: Deps, more: string) =>
  `${deps.config.publicUrl}/account?section=plans${more ? `&${more}` : ''}`;

/** The Pro's Stripe Customer, made once (the key makes a concurrent twin the same customer). */
async function stripeCustomer(deps: Deps, user: UserRow) {
  const { db } = deps.database;
  const [known] = await db
    .select()
    .from(t.billingCustomers)
    .where(eq(t.billingCustomers.userId, user.id));
  if (known?.provider === 'stripe') return known.customerRef;
  if (!deps.stripe) throw new Error('PAYMENTS=stripe is not set.');
  const customer = await deps.stripe.customers.create(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      metadata: { user_id: String(user.id) },
    },
    { idempotencyKey: `customer:user-${user.id}` },
  );
  await db
    .insert(t.billingCustomers)
    .values({ userId: user.id, provider: 'stripe', customerRef: customer.id })
    .onConflictDoUpdate({
      target: t.billingCustomers.userId,
      set: { provider: 'stripe', customerRef: customer.id },
    });
  return customer.id;
}

/**
 * POST /api/plans/:plan/subscribe. A plan already running answers as it is (a plan cancelled
 * at its period's end is resumed instead: it renews again).
 */
export async function subscribePlan(deps: Deps, user: UserRow, code: PlanCode) {
  requirePro(user);
  const plan = planOrThrow(code);
  const { db } = deps.database;
  const current = live(await latestOfPlan(db, user.id, code));
  if (current && isSubscriptionActive(current.subscriptionStatus)) {
    if (!current.cancelAtPeriodEnd) {
      return {
        message: `Your ${plan.name} plan is already active.`,
        checkout_url: null,
        plans: await plansJson(deps, user),
      };
    }
    await resume(deps, current);
    return {
      message: `Your ${plan.name} plan will renew again.`,
      checkout_url: null,
      plans: await plansJson(deps, user),
    };
  }
  if (deps.config.payments === 'stripe') {
    if (!deps.stripe) throw new Error('PAYMENTS=stripe is not set.');
    const customer = await stripeCustomer(deps, user);
    const price = deps.config.stripe?.prices[code];
    const metadata = { user_id: String(user.id), plan_code: code };
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [
        price
          ? { price, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: plan.priceCents,
                recurring: { interval: plan.interval },
                product_data: { name: `${plan.name} plan` },
              },
            },
      ],
      subscription_data: { metadata },
      metadata,
      success_url: plansPage(deps, 'checkout=done&session_id={CHECKOUT_SESSION_ID}'),
      cancel_url: plansPage(deps, 'checkout=cancelled'),
    });
    if (!session.url) throw new Error('Stripe Checkout answered no URL.');
    return {
      message: 'Continue to Stripe to pay for your plan.',
      checkout_url: session.url,
      plans: await plansJson(deps, user),
    };
  }
  // Sandbox: the plan starts at once and its first period is recorded as paid.
  const now = deps.now();
  const end = sandboxPeriodEnd(deps, now);
  const [row] = await db
    .insert(t.subscriptions)
    .values({
      userId: user.id,
      plan: plan.name,
      planCode: code,
      paidAmountCents: plan.priceCents,
      subscriptionStatus: 'active',
      provider: 'sandbox',
      providerRef: `sbx_sub_${randomBytes(10).toString('hex')}`,
      currentPeriodEnd: end,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The subscription was not recorded.');
  await recordPayment(db, {
    subscriptionId: row.id,
    providerRef: `sbx_pay:${row.providerRef}:${now.toISOString()}`,
    amountCents: plan.priceCents,
    periodStart: now,
    periodEnd: end,
    paidAt: now,
  });
  if (code === 'custom_addon') await mirrorAddon(db, user.id);
  await catalogChanged(deps.database); // the showroom's theme entitlement changed
  return {
    message: `Your ${plan.name} plan is active. It renews every month until you cancel.`,
    checkout_url: null,
    plans: await plansJson(deps, user),
  };
}

async function resume(deps: Deps, row: SubscriptionRow) {
  if (row.provider === 'stripe' && row.providerRef) {
    if (!deps.stripe)
      throw conflict('This plan is billed by Stripe, which this server is not set up for.');
    const sub = await deps.stripe.subscriptions.update(row.providerRef, {
      cancel_at_period_end: false,
    });
    await applyStripeSubscription(deps, sub);
    return;
  }
  await deps.database.db
    .update(t.subscriptions)
    .set({ cancelAtPeriodEnd: false, canceledAt: null, updatedAt: deps.now() })
    .where(eq(t.subscriptions.id, row.id));
  await catalogChanged(deps.database);
}

/** POST /api/plans/:plan/cancel: the plan stops renewing and ends with the period paid for. */
export async function cancelPlan(deps: Deps, user: UserRow, code: PlanCode) {
  requirePro(user);
  const plan = planOrThrow(code);
  const { db } = deps.database;
  const current = live(await latestOfPlan(db, user.id, code));
  if (!current) throw conflict(`You have no ${plan.name} plan to cancel.`);
  if (!current.cancelAtPeriodEnd) {
    if (current.provider === 'stripe' && current.providerRef) {
      if (!deps.stripe) {
        throw conflict('This plan is billed by Stripe, which this server is not set up for.');
      }
      const sub = await deps.stripe.subscriptions.update(current.providerRef, {
        cancel_at_period_end: true,
      });
      await applyStripeSubscription(deps, sub);
    } else {
      const now = deps.now();
      // A plan seeded without a period (the demo's) ends at its next monthly anniversary.
      let end = current.currentPeriodEnd;
      if (!end) {
        end = new Date(current.createdAt);
        while (end <= now) end = sandboxPeriodEnd(deps, end);
      }
      await db
        .update(t.subscriptions)
        .set({ cancelAtPeriodEnd: true, canceledAt: now, currentPeriodEnd: end, updatedAt: now })
        .where(eq(t.subscriptions.id, current.id));
      await catalogChanged(deps.database);
    }
  }
  const plans = await plansJson(deps, user);
  const ends = plans.plans.find((p) => p.code === code)?.subscription?.current_period_end;
  return {
    message: ends
      ? `Your ${plan.name} plan is cancelled: it stays active until ${ends.slice(0, 10)} and will not renew.`
      : `Your ${plan.name} plan is cancelled.`,
    plans,
  };
}

/** POST /api/plans/portal: Stripe's customer portal ("Manage billing"). */
export async function billingPortal(deps: Deps, user: UserRow) {
  requirePro(user);
  if (deps.config.payments !== 'stripe' || !deps.stripe) {
    throw conflict('The sandbox has no billing portal: manage your plans on this page.');
  }
  const [customer] = await deps.database.db
    .select()
    .from(t.billingCustomers)
    .where(eq(t.billingCustomers.userId, user.id));
  if (customer?.provider !== 'stripe') {
    throw conflict('Subscribe to a plan first: billing is managed once you have one.');
  }
  const session = await deps.stripe.billingPortal.sessions.create({
    customer: customer.customerRef,
    return_url: plansPage(deps, ''),
  });
  return { url: session.url };
}
