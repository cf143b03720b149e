/**
 * POST /api/webhooks/stripe (issue 27, docs/decisions/money.md "Stripe webhooks").
 *
 * 1. The signature is checked first with the stripe package's own helper (`constructEvent`, on
 *    the raw body and the `Stripe-Signature` header): a missing or wrong one is a 400 and
 *    nothing else of the request is used.
 * 2. Each event id is stored once (`stripe_events`): a replay of an event already handled is a
 *    200 that changes nothing; one whose handling failed is handled again.
 * 3. Handlers read the object's current state from Stripe (a subscription, an account) rather
 *    than trusting the event's copy, so events arriving out of order never write an older state;
 *    what they write is idempotent (upserts by Stripe id, payments once per invoice).
 *
 * Events the project reacts to: account.updated (payout accounts), checkout.session.completed,
 * customer.subscription.created / updated / deleted / paused / resumed, invoice.paid,
 * invoice.payment_failed (plans), payment_intent.canceled (a lapsed hold). Any other type is
 * stored and answered 200.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as v from 'valibot';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { expireHolds } from '../orders/index.ts';
import { saveAccountState } from '../payouts/index.ts';
import { recordPayment, syncStripeSubscription } from '../plans/index.ts';

export const HANDLED_EVENTS = [
  'account.updated',
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.canceled',
] as const;

/** The part of an event this server reads before dispatching it. */
const EventSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^evt_\w+$/)),
  type: v.pipe(v.string(), v.maxLength(100)),
  created: v.pipe(v.number(), v.safeInteger()),
  data: v.object({ object: v.looseObject({ id: v.optional(v.string()), object: v.string() }) }),
});

export interface WebhookAnswer {
  status: 200 | 400 | 404 | 500;
  body: { received: boolean; replayed?: boolean; message?: string };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export async function receiveStripeWebhook(
  deps: Deps,
  signature: string | undefined,
  readBody: () => Promise<string>,
): Promise<WebhookAnswer> {
  const secret = deps.config.stripe?.webhookSecret;
  if (deps.config.payments !== 'stripe' || !secret) {
    return {
      status: 404,
      body: {
        received: false,
        message: 'Stripe is not this server’s processor (PAYMENTS=stripe).',
      },
    };
  }
  if (!signature) {
    return {
      status: 400,
      body: { received: false, message: 'The Stripe-Signature header is missing.' },
    };
  }
  const raw = await readBody();
  // The account endpoint's secret, then the Connect endpoint's (payees' `account.updated`).
  let event: Stripe.Event | undefined;
  for (const candidate of [secret, deps.config.stripe?.connectWebhookSecret]) {
    if (!candidate) continue;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, candidate);
      break;
    } catch {}
  }
  if (!event) {
    return {
      status: 400,
      body: { received: false, message: 'The Stripe signature does not match this payload.' },
    };
  }
  if (!v.safeParse(EventSchema, event).success) {
    return { status: 400, body: { received: false, message: 'This is not a Stripe event.' } };
  }
  const { db } = deps.database;
  const object = event.data.object as { id?: string };
  const [stored] = await db
    .insert(t.stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      objectId: object.id ?? null,
      stripeCreatedAt: new Date(event.created * 1000),
      receivedAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!stored) {
    const [seen] = await db.select().from(t.stripeEvents).where(eq(t.stripeEvents.id, event.id));
    if (seen?.processedAt) return { status: 200, body: { received: true, replayed: true } };
  }
  try {
    await handle(deps, event);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    console.error(
      `Stripe event ${event.id} (${event.type}) failed; Stripe will send it again:`,
      err,
    );
    await db
      .update(t.stripeEvents)
      .set({ lastError: message })
      .where(eq(t.stripeEvents.id, event.id));
    return {
      status: 500,
      body: { received: false, message: 'The event could not be handled yet.' },
    };
  }
  await db
    .update(t.stripeEvents)
    .set({ processedAt: deps.now(), lastError: null })
    .where(eq(t.stripeEvents.id, event.id));
  return { status: 200, body: { received: true } };
}

async function handle(deps: Deps, event: Stripe.Event) {
  const { db } = deps.database;
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      const [row] = await db
        .select()
        .from(t.payoutAccounts)
        .where(eq(t.payoutAccounts.providerRef, account.id));
      const userId = row?.userId ?? Number(account.metadata?.user_id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !deps.payouts.accountState) return;
      // The account as it is now: an older event arriving late writes nothing older.
      const state = await deps.payouts.accountState(account.id);
      await saveAccountState(deps, userId, state);
      return;
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscription = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscription) return;
      const customer = idOf(session.customer);
      const userId = Number(session.client_reference_id);
      if (customer && Number.isSafeInteger(userId) && userId > 0) {
        await db
          .insert(t.billingCustomers)
          .values({ userId, provider: 'stripe', customerRef: customer })
          .onConflictDoNothing();
      }
      await syncStripeSubscription(deps, subscription);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      await syncStripeSubscription(deps, event.data.object.id);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscription) return;
      const row = await syncStripeSubscription(deps, subscription);
      if (!row || event.type !== 'invoice.paid' || !invoice.id) return;
      const period = invoice.lines?.data?.[0]?.period;
      const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
      await recordPayment(db, {
        subscriptionId: row.id,
        providerRef: invoice.id,
        amountCents: invoice.amount_paid,
        periodStart: period ? new Date(period.start * 1000) : null,
        periodEnd: period ? new Date(period.end * 1000) : null,
        paidAt: new Date(paidAt * 1000),
      });
      return;
    }
    case 'payment_intent.canceled': {
      const [auth] = await db
        .select()
        .from(t.paymentAuthorizations)
        .where(eq(t.paymentAuthorizations.processorRef, event.data.object.id));
      // The hold is gone: items still waiting for approval can no longer be charged.
      if (auth) await expireHolds(deps, { orderIds: [auth.orderId] });
      return;
    }
    default:
      return;
  }
}
