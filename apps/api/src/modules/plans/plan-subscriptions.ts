/**
 * A Pro's plan subscriptions (issue 27, docs/decisions/plans.md): the rows of `subscriptions`
 * (one per subscription at the provider; `plan_code` premium or custom_addon), what the Plans
 * section shows, and how a subscription's state at Stripe is written into them.
 *
 * The entitlement is core's `canUseCustomTheme` over what these rows say: the latest Premium
 * row (`latest_subscription`: plan 'Premium', paid_amount 199, status active) or the custom
 * add-on's status (mirrored on the showroom, `custom_addon_status`). A subscription cancelled
 * at its period's end stays active until the provider ends it.
 */
import { isSubscriptionActive, PLANS, type PlanCode, planByCode } from '@brand/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { Stripe } from '../../services/stripe-client.ts';
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

/** One paid period, once per invoice (the first payment and every renewal). */
export async function recordPayment(
  db: Db,
  payment: {
    subscriptionId: number;
    providerRef: string;
    amountCents: number;
    periodStart: Date | null;
    periodEnd: Date | null;
    paidAt: Date;
  },
) {
  await db.insert(t.subscriptionPayments).values(payment).onConflictDoNothing();
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/** The plan a Stripe subscription is for: its metadata, else its Price (ids or amount). */
function planOf(deps: Deps, sub: Stripe.Subscription): PlanCode | undefined {
  const fromMetadata = planByCode(sub.metadata?.plan_code);
  if (fromMetadata) return fromMetadata.code;
  const price = sub.items.data[0]?.price;
  const prices = deps.config.stripe?.prices;
  if (price && prices?.premium === price.id) return 'premium';
  if (price && prices?.custom_addon === price.id) return 'custom_addon';
  return PLANS.find((p) => p.priceCents === price?.unit_amount)?.code;
}

/** The user a Stripe subscription belongs to: its metadata, else its customer. */
async function userOf(db: Db, sub: Stripe.Subscription): Promise<number | undefined> {
  const fromMetadata = Number(sub.metadata?.user_id);
  if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0) return fromMetadata;
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const [row] = await db
    .select()
    .from(t.billingCustomers)
    .where(eq(t.billingCustomers.customerRef, customer));
  return row?.userId;
}

/**
 * Writes a Stripe subscription's state as Stripe has it now (the webhook reads it from Stripe
 * before calling this, so an event that arrives late never writes an older state). Returns the
 * row, or undefined for a subscription that is not one of our plans.
 */
export async function applyStripeSubscription(deps: Deps, sub: Stripe.Subscription) {
  const { db } = deps.database;
  const planCode = planOf(deps, sub);
  const userId = await userOf(db, sub);
  if (!planCode || !userId) {
    console.warn(
      `Stripe subscription ${sub.id} is not one of our plans (no plan or user): ignored.`,
    );
    return undefined;
  }
  const plan = planByCode(planCode);
  if (!plan) return undefined;
  const item = sub.items.data[0];
  const values = {
    userId,
    plan: plan.name,
    planCode,
    paidAmountCents: item?.price?.unit_amount ?? plan.priceCents,
    subscriptionStatus: sub.status,
    provider: 'stripe',
    providerRef: sub.id,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd:
      sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined),
    canceledAt: fromUnix(sub.canceled_at),
    updatedAt: deps.now(),
  };
  const {
    userId: _user,
    planCode: _plan,
    provider: _provider,
    providerRef: _ref,
    ...changes
  } = values;
  const [row] = await db
    .insert(t.subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: t.subscriptions.providerRef, set: changes })
    .returning();
  if (planCode === 'custom_addon') await mirrorAddon(db, userId);
  // The showroom's public profile (theme and logo entitlement) is a cached catalog read.
  await catalogChanged(deps.database);
  return row;
}

/** Reads a Stripe subscription and writes its state (webhooks, Cancel, the return from Checkout). */
export async function syncStripeSubscription(deps: Deps, subscriptionId: string) {
  if (!deps.stripe) throw new Error('PAYMENTS=stripe is not set: there is no Stripe to read.');
  const sub = await deps.stripe.subscriptions.retrieve(subscriptionId);
  return applyStripeSubscription(deps, sub);
}

/** Every subscription as admins see it (newest first), with its payments. */
export async function adminSubscriptions(
  db: Db,
  query: { active?: '0' | '1' },
  page: { perPage: number; offset: number },
) {
  const rows = await db
    .select({ sub: t.subscriptions, user: t.users })
    .from(t.subscriptions)
    .innerJoin(t.users, eq(t.users.id, t.subscriptions.userId))
    .orderBy(desc(t.subscriptions.updatedAt), desc(t.subscriptions.id));
  const wanted = rows.filter(
    (r) =>
      query.active === undefined ||
      isSubscriptionActive(r.sub.subscriptionStatus) === (query.active === '1'),
  );
  const slice = wanted.slice(page.offset, page.offset + page.perPage);
  const payments = await db.select().from(t.subscriptionPayments);
  return {
    total: wanted.length,
    data: slice.map(({ sub, user }) => {
      const mine = payments.filter((p) => p.subscriptionId === sub.id);
      const last = mine.reduce<Date | null>(
        (latest, p) => (!latest || p.paidAt > latest ? p.paidAt : latest),
        null,
      );
      return {
        id: sub.id,
        user_id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        plan_code: (planByCode(sub.planCode)?.code ?? 'premium') as PlanCode,
        plan: sub.plan,
        provider: (sub.provider === 'stripe' ? 'stripe' : 'sandbox') as 'stripe' | 'sandbox',
        provider_ref: sub.providerRef,
        status: sub.subscriptionStatus,
        active: isSubscriptionActive(sub.subscriptionStatus),
        paid_amount: dollars(sub.paidAmountCents),
        current_period_end: sub.currentPeriodEnd ? iso(sub.currentPeriodEnd) : null,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        payments: mine.length,
        last_paid_at: last ? iso(last) : null,
        created_at: iso(sub.createdAt),
        updated_at: iso(sub.updatedAt),
      };
    }),
  };
}
