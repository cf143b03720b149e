/**
 * Writing a Stripe subscription's state into `subscriptions` (one use case, issue 27): from a
 * webhook's object (`applyStripeSubscription`) or read again from Stripe
 * (`syncStripeSubscription`), out of order tolerated; the custom add-on mirrored on the showroom.
 */
import { PLANS, type PlanCode, planByCode } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import type { Stripe } from '../../services/stripe-client.ts';
import { mirrorAddon } from './plan-subscriptions.ts';

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
