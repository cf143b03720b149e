/**
 * The Stripe card processor (issue 27, docs/decisions/money.md "Stripe"), behind the same
 * `PaymentProcessor` as the sandbox. The money engine calls it after its commits with the
 * idempotency keys of the money rules (`capture:item-7`, `release:order-3:2`, ...), which are
 * sent to Stripe as its Idempotency-Key, so a retried call is answered with the first result.
 *
 * - Checkout: one PaymentIntent per order, `capture_method: manual`, confirmed at once with the
 *   PaymentMethod the site's Stripe Elements created (the card never reaches this server),
 *   multicapture and incremental authorisation requested. 3-D Secure answers
 *   `PaymentActionRequired` with the client secret; a decline `PaymentDeclined` with Stripe's
 *   message.
 * - A capture per item: `amount_to_capture` with `final_capture: false` (multicapture). When
 *   nothing is left to charge, the PaymentIntent is cancelled, which gives the rest back.
 * - A release: Stripe gives a hold back only whole (at the final capture or a cancel), so a
 *   release of part of it is recorded here and takes effect then; one that leaves nothing to
 *   charge cancels the PaymentIntent at once.
 * - A raise: `increment_authorization` to the new total, computed once per key and sent again
 *   unchanged on a retry.
 * - Refunds: a Refund of the PaymentIntent.
 * - `lookup` reads the PaymentIntent back for money:check.
 */
import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  CardError,
  PaymentActionRequired,
  PaymentDeclined,
  type PaymentProcessor,
  PaymentRefused,
  type ProcessorPayment,
  RefundFailed,
} from './payments.ts';

/** Stripe cancels an uncaptured PaymentIntent 7 days after it was created. */
export const STRIPE_HOLD_DAYS = 7;

export const STRIPE_CARD_FIELD_ONLY =
  'Card details are entered in the secure card field (Stripe): this server never receives card numbers.';

export const NO_MULTICAPTURE =
  "This card can't be charged item by item as the vendors approve your order. Please use another card, or order the items one at a time.";

type Intent = Stripe.PaymentIntent;
type OperationRow = typeof t.stripeCardOperations.$inferSelect;
type Kind = 'authorize' | 'increment' | 'capture' | 'release';

const isStripeError = (err: unknown): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError;

/** Stripe's own figures of a PaymentIntent, with the releases it is still to make. */
function books(pi: Intent, ops: OperationRow[]): ProcessorPayment & { heldCents: number } {
  const authorizedCents = pi.amount;
  const capturedCents = pi.amount_received;
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const refundedCents = charge?.amount_refunded ?? 0;
  const closed = pi.status === 'canceled' || pi.status === 'succeeded';
  const recorded = ops.filter((o) => o.kind === 'release').reduce((s, o) => s + o.amountCents, 0);
  const open = Math.max(0, authorizedCents - capturedCents);
  const releasedCents = closed ? open : Math.min(recorded, open);
  return {
    authorizedCents,
    capturedCents,
    refundedCents,
    releasedCents,
    // Negative when more is released than is open (a release that must be refused).
    heldCents: closed ? 0 : open - recorded,
  };
}

function multicaptureAvailable(pi: Intent) {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  return charge?.payment_method_details?.card?.multicapture?.status === 'available';
}

function positive(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentRefused(
      `The amount must be a positive whole number of cents (${amountCents}).`,
    );
  }
}

export function stripePayments(db: Db, stripe: Stripe): PaymentProcessor {
  const retrieve = (ref: string) =>
    stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });

  const operationsOf = (ref: string) =>
    db
      .select()
      .from(t.stripeCardOperations)
      .where(eq(t.stripeCardOperations.paymentIntent, ref))
      .orderBy(asc(t.stripeCardOperations.createdAt));

  /**
   * The operation of this key: recorded with its parameters the first time (`params`), the
   * recorded one after (a retry sends what the first call sent). `fresh` says which.
   */
  async function remember(
    key: string,
    ref: string,
    kind: Kind,
    amountCents: number,
    params: () => Promise<Record<string, unknown>> | Record<string, unknown>,
  ): Promise<{ row: OperationRow; fresh: boolean }> {
    const [done] = await db
      .select()
      .from(t.stripeCardOperations)
      .where(eq(t.stripeCardOperations.idempotencyKey, key));
    if (done) {
      if (done.kind !== kind || done.amountCents !== amountCents || done.paymentIntent !== ref) {
        throw new PaymentRefused(`The idempotency key ${key} was used for another operation.`);
      }
      return { row: done, fresh: false };
    }
    const [row] = await db
      .insert(t.stripeCardOperations)
      .values({
        idempotencyKey: key,
        paymentIntent: ref,
        kind,
        amountCents,
        params: await params(),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { row, fresh: true };
    // A concurrent twin recorded it first: use its parameters.
    return remember(key, ref, kind, amountCents, params);
  }

  const forget = (key: string) =>
    db.delete(t.stripeCardOperations).where(eq(t.stripeCardOperations.idempotencyKey, key));

  /**
   * Nothing left to charge: the PaymentIntent is cancelled, which gives the rest of the hold
   * back (after partial captures too). One key per PaymentIntent, so closing twice is one call.
   */
  async function closeIfEmpty(pi: Intent) {
    if (pi.status !== 'requires_capture') return;
    const figures = books(pi, await operationsOf(pi.id));
    if (figures.heldCents > 0) return;
    try {
      await stripe.paymentIntents.cancel(
        pi.id,
        { cancellation_reason: 'requested_by_customer' },
        { idempotencyKey: `close:${pi.id}` },
      );
    } catch (err) {
      // Already cancelled or fully captured meanwhile: the hold is given back either way.
      const now = await retrieve(pi.id);
      if (now.status !== 'canceled' && now.status !== 'succeeded') throw err;
    }
  }

  return {
    kind: 'stripe',
    holdDays: STRIPE_HOLD_DAYS,

    async tokenize() {
      throw new CardError('card_number', STRIPE_CARD_FIELD_ONLY);
    },

    async authorize(token, amountCents, idempotencyKey, options = {}) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new PaymentDeclined('The amount to authorise is not valid.');
      }
      if (!/^(pm|card)_[A-Za-z0-9_]+$/.test(token)) {
        throw new PaymentDeclined('Please enter your card details in the card field.');
      }
      // One authorisation per checkout and card: after a decline the customer may try another
      // card with the same checkout, which Stripe would refuse under the first card's key.
      const key = `${idempotencyKey}:${token}`;
      let pi: Intent;
      try {
        pi = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            capture_method: 'manual',
            confirm: true,
            payment_method: token,
            allowed_payment_method_types: ['card'],
            payment_method_options: {
              card: {
                request_multicapture: 'if_available',
                request_incremental_authorization: 'if_available',
              },
            },
            metadata: { checkout_key: idempotencyKey },
            expand: ['latest_charge'],
          },
          { idempotencyKey: key },
        );
      } catch (err) {
        if (isStripeError(err) && (err.type === 'StripeCardError' || err.statusCode === 402)) {
          throw new PaymentDeclined(err.message || 'Your card was declined.');
        }
        if (isStripeError(err) && err.type === 'StripeInvalidRequestError') {
          throw new PaymentDeclined(err.message || 'Your card was declined.');
        }
        throw err;
      }
      // A replay answers the first response as it was (say, before 3-D Secure): read it again.
      if (pi.status !== 'requires_capture') pi = await retrieve(pi.id);
      if (pi.status === 'requires_action' || pi.status === 'requires_confirmation') {
        if (!pi.client_secret) throw new PaymentDeclined('The card payment could not be started.');
        throw new PaymentActionRequired(pi.client_secret, pi.id);
      }
      if (pi.status !== 'requires_capture') {
        throw new PaymentDeclined(
          pi.last_payment_error?.message ??
            'Your card was declined. Please try another card or contact your bank.',
        );
      }
      if ((options.captures ?? 1) > 1 && !multicaptureAvailable(pi)) {
        // The hold could only be captured once: give it back rather than charge wrongly later.
        await stripe.paymentIntents.cancel(
          pi.id,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `void:${key}` },
        );
        throw new PaymentDeclined(NO_MULTICAPTURE);
      }
      await remember(`authorize:${pi.id}`, pi.id, 'authorize', pi.amount, () => ({}));
      return { ref: pi.id };
    },

    async incrementAuthorization(ref, amountCents, key) {
      positive(amountCents);
      // The new total is computed once per key, from the authorisation and the raises recorded
      // before it (locked, so two raises never compute the same total), and sent unchanged on
      // a retry.
      const row = await db.transaction(async (tx) => {
        const [base] = await tx
          .select()
          .from(t.stripeCardOperations)
          .where(
            and(
              eq(t.stripeCardOperations.paymentIntent, ref),
              eq(t.stripeCardOperations.kind, 'authorize'),
            ),
          )
          .for('update');
        if (!base) throw new PaymentDeclined('This card hold is not known to Stripe.');
        const [done] = await tx
          .select()
          .from(t.stripeCardOperations)
          .where(eq(t.stripeCardOperations.idempotencyKey, key));
        if (done) {
          if (done.kind !== 'increment' || done.amountCents !== amountCents) {
            throw new PaymentRefused(`The idempotency key ${key} was used for another operation.`);
          }
          return done;
        }
        const raises = await tx
          .select()
          .from(t.stripeCardOperations)
          .where(
            and(
              eq(t.stripeCardOperations.paymentIntent, ref),
              eq(t.stripeCardOperations.kind, 'increment'),
            ),
          );
        const total = base.amountCents + raises.reduce((s, r) => s + r.amountCents, 0);
        const [mine] = await tx
          .insert(t.stripeCardOperations)
          .values({
            idempotencyKey: key,
            paymentIntent: ref,
            kind: 'increment',
            amountCents,
            params: { amount: total + amountCents },
          })
          .returning();
        if (!mine) throw new Error('The raise was not recorded.');
        return mine;
      });
      const target = Number(row.params.amount);
      const pi = await retrieve(ref);
      if (pi.amount >= target) return; // raised already (a retry, or a later raise went first)
      try {
        await stripe.paymentIntents.incrementAuthorization(
          ref,
          { amount: target },
          { idempotencyKey: key },
        );
      } catch (err) {
        if (isStripeError(err) && err.statusCode !== undefined && err.statusCode < 500) {
          await forget(key);
          throw new PaymentDeclined(err.message || 'Your card was declined for the higher amount.');
        }
        throw err;
      }
    },

    async capture(ref, amountCents, key) {
      positive(amountCents);
      const pi = await retrieve(ref);
      const { row, fresh } = await remember(key, ref, 'capture', amountCents, () => ({
        amount_to_capture: amountCents,
        final_capture: !multicaptureAvailable(pi),
      }));
      if (fresh) {
        const figures = books(pi, await operationsOf(ref));
        if (pi.status !== 'requires_capture' || amountCents > figures.heldCents) {
          await forget(key);
          throw new PaymentRefused(
            pi.status !== 'requires_capture'
              ? `The card hold ${ref} is ${pi.status}: nothing more can be captured.`
              : `The capture of ${amountCents} cents exceeds the ${figures.heldCents} cents still held.`,
          );
        }
      }
      let after: Intent;
      try {
        after = await stripe.paymentIntents.capture(
          ref,
          { ...(row.params as Stripe.PaymentIntentCaptureParams), expand: ['latest_charge'] },
          { idempotencyKey: key },
        );
      } catch (err) {
        if (isStripeError(err)) throw new PaymentRefused(err.message);
        throw err;
      }
      await db
        .update(t.stripeCardOperations)
        .set({ resultRef: after.id })
        .where(eq(t.stripeCardOperations.idempotencyKey, key));
      await closeIfEmpty(after.status === 'requires_capture' ? await retrieve(ref) : after);
    },

    async release(ref, amountCents, key) {
      positive(amountCents);
      const pi = await retrieve(ref);
      const { fresh } = await remember(key, ref, 'release', amountCents, () => ({}));
      if (pi.status === 'canceled' || pi.status === 'succeeded') return; // nothing held any more
      if (fresh) {
        const figures = books(pi, await operationsOf(ref));
        if (figures.heldCents < 0) {
          await forget(key);
          throw new PaymentRefused(
            `The release of ${amountCents} cents exceeds the ${figures.heldCents + amountCents} cents still held.`,
          );
        }
      }
      await closeIfEmpty(pi);
    },

    async refund(ref, amountCents, key) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new RefundFailed(
          `A refund must be a positive whole number of cents (${amountCents}).`,
        );
      }
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: ref, amount: amountCents, metadata: { key } },
          { idempotencyKey: key },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new RefundFailed(
            `Stripe could not refund ${amountCents} cents (${refund.failure_reason ?? refund.status}).`,
          );
        }
        return { ref: refund.id };
      } catch (err) {
        if (err instanceof RefundFailed) throw err;
        if (isStripeError(err)) throw new RefundFailed(err.message);
        throw err;
      }
    },

    async lookup(ref) {
      let pi: Intent;
      try {
        pi = await retrieve(ref);
      } catch (err) {
        if (isStripeError(err) && err.statusCode === 404) return null;
        throw err;
      }
      const { heldCents: _held, ...figures } = books(pi, await operationsOf(ref));
      return figures;
    },
  };
}
