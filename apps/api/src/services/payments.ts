import { randomBytes } from 'node:crypto';
import {
  CARD_MESSAGES,
  cardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
} from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export interface CardInput {
  number: string;
  expiry: string; // MM/YY
  cvc: string;
  name: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card the processor refused, with the field and the spec's message. */
export class CardError extends Error {
  constructor(
    readonly field: 'card_number' | 'exp_date' | 'cvv',
    message: string,
  ) {
    super(message);
  }
}

export class PaymentDeclined extends Error {}

/**
 * The card's bank asks the customer to authenticate (3-D Secure): the browser confirms the
 * payment with `clientSecret` (Stripe.js `handleNextAction`), then the same checkout is sent
 * again and finds the hold in place.
 */
export class PaymentActionRequired extends Error {
  constructor(
    readonly clientSecret: string,
    readonly paymentIntent: string,
    message = 'Your bank asks you to confirm this payment.',
  ) {
    super(message);
  }
}

/** The processor refused an operation (a capture beyond the hold, an unknown payment). */
export class PaymentRefused extends Error {}

/** What a processor holds for one authorisation, in cents (reconciliation reads it). */
export interface ProcessorPayment {
  authorizedCents: number;
  releasedCents: number;
  capturedCents: number;
  refundedCents: number;
}

/**
 * A card processor. The sandbox below behaves like a processor's test mode; a real processor
 * is an adapter behind the same calls. The server never stores a card number or CVC.
 *
 * Every call that moves money takes an idempotency key derived from the order, item and event
 * (docs/decisions/money.md): the same key again answers the first call's result and moves
 * nothing, so a retry after a crash cannot capture or refund twice. The API never calls the
 * processor inside one of its database transactions (the call is decided in one, made after the
 * commit), so no lock is held across the processor's latency.
 */
export interface PaymentProcessor {
  /** Which processor this is (issue 27): `stripe` takes PaymentMethod ids, never card numbers. */
  readonly kind: 'sandbox' | 'stripe';
  /**
   * Days a hold lasts at the processor before it lapses (Stripe: 7); undefined: it never does.
   * Items still waiting for approval a day before are cancelled (modules/orders/hold-expiry.ts).
   */
  readonly holdDays?: number;
  tokenize(card: CardInput): Promise<CardToken>;
  /**
   * Pre-authorises `amountCents` on the card; the key makes a retried call return the same ref.
   * `captures`: how many separate captures the hold will need (one per item), so that a
   * processor that cannot capture a hold in parts refuses a card it could not charge.
   * Throws PaymentDeclined, or PaymentActionRequired when the bank wants 3-D Secure.
   */
  authorize(
    token: string,
    amountCents: number,
    idempotencyKey: string,
    options?: { captures?: number },
  ): Promise<{ ref: string }>;
  /**
   * Raises a pre-authorisation by `amountCents` (an incremental authorisation), e.g. when a new
   * shipping address costs more; throws PaymentDeclined when the card refuses. The key makes a
   * retried call count once.
   */
  incrementAuthorization(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Charges `amountCents` of the hold; throws PaymentRefused beyond what is still held. */
  capture(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Gives `amountCents` of the hold back to the card without charging it. */
  release(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /**
   * Refunds `amountCents` of what was captured on `ref`. The key makes a retried call refund
   * once and answer the same refund ref; throws RefundFailed when the processor cannot refund
   * now (the caller retries later with the same key), e.g. beyond what was captured.
   */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<{ ref: string }>;
  /** The processor's own figures of an authorisation (null: it knows none), for money:check. */
  lookup(ref: string): Promise<ProcessorPayment | null>;
}

/** The processor could not refund now; retrying later with the same key is safe. */
export class RefundFailed extends Error {}

/** Documented sandbox decline numbers (as a processor's test mode documents them). */
export const SANDBOX_DECLINE_NUMBERS = ['4000000000000002'];

type Kind = 'authorize' | 'increment' | 'capture' | 'release' | 'refund';

/**
 * The sandbox processor: it validates cards like a processor's test mode and keeps its books in
 * its own tables (`sandbox_card_payments`, `sandbox_card_operations`), so that its idempotency
 * and its limits hold across restarts and API instances as a real processor's do: a capture
 * beyond what is held, a release beyond the open hold and a refund beyond the captures are
 * refused; a key used again answers its first result (and a key reused for another operation or
 * amount is refused, as Stripe refuses it).
 */
export function sandboxPayments(db: Db): PaymentProcessor {
  /** One operation in one transaction of the sandbox's own: the key decides, the row locks. */
  async function operate(
    kind: Kind,
    ref: string,
    amountCents: number,
    key: string,
    apply: (p: typeof t.sandboxCardPayments.$inferSelect) => Partial<ProcessorPayment> | string,
  ): Promise<string> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw new PaymentRefused(
        `The amount must be a positive whole number of cents (${amountCents}).`,
      );
    }
    return db.transaction(async (tx) => {
      // The authorisation's row first: a concurrent twin with the same key waits here, then
      // finds the operation the first one recorded.
      const [payment] = await tx
        .select()
        .from(t.sandboxCardPayments)
        .where(eq(t.sandboxCardPayments.ref, ref))
        .for('update');
      if (!payment) throw new PaymentRefused(`No authorisation ${ref}.`);
      const [done] = await tx
        .select()
        .from(t.sandboxCardOperations)
        .where(eq(t.sandboxCardOperations.idempotencyKey, key));
      if (done) {
        if (done.kind !== kind || done.amountCents !== amountCents || done.ref !== ref) {
          throw new PaymentRefused(`The idempotency key ${key} was used for another operation.`);
        }
        return done.resultRef;
      }
      const change = apply(payment);
      if (typeof change === 'string') throw new PaymentRefused(change);
      await tx
        .update(t.sandboxCardPayments)
        .set({
          authorizedCents: change.authorizedCents ?? payment.authorizedCents,
          releasedCents: change.releasedCents ?? payment.releasedCents,
          capturedCents: change.capturedCents ?? payment.capturedCents,
          refundedCents: change.refundedCents ?? payment.refundedCents,
        })
        .where(eq(t.sandboxCardPayments.ref, ref));
      const resultRef = `sbx_${kind}_${randomBytes(8).toString('hex')}`;
      await tx.insert(t.sandboxCardOperations).values({
        idempotencyKey: key,
        ref,
        kind,
        amountCents,
        resultRef,
      });
      return resultRef;
    });
  }
  const held = (p: ProcessorPayment) => p.authorizedCents - p.releasedCents - p.capturedCents;
  return {
    kind: 'sandbox',
    async tokenize(card) {
      const digits = card.number.replace(/\D/g, '');
      if (!isValidCardNumber(digits)) throw new CardError('card_number', CARD_MESSAGES.number);
      if (!isValidExpiry(card.expiry)) throw new CardError('exp_date', CARD_MESSAGES.expiry);
      if (!isValidCvc(card.cvc, digits)) throw new CardError('cvv', CARD_MESSAGES.cvc);
      const [mm = '0', yy = '0'] = card.expiry.replace(/\s/g, '').split('/');
      const declines = SANDBOX_DECLINE_NUMBERS.includes(digits);
      return {
        // Stateless sandbox token: no card data beyond what may be shown.
        token: `sbx_${declines ? 'decline' : 'ok'}_${randomBytes(12).toString('hex')}`,
        brand: cardBrand(digits) ?? 'card',
        last4: digits.slice(-4),
        expMonth: Number(mm),
        expYear: 2000 + Number(yy),
      };
    },
    async authorize(token, amountCents, idempotencyKey) {
      if (token.startsWith('sbx_decline_')) throw new PaymentDeclined('Your card was declined.');
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new PaymentDeclined('The amount to authorise is not valid.');
      }
      const ref = `sbx_auth_${randomBytes(12).toString('hex')}`;
      return db.transaction(async (tx) => {
        // The key's row first: a concurrent twin waits for it, then answers the same ref.
        const [mine] = await tx
          .insert(t.sandboxCardOperations)
          .values({ idempotencyKey, ref, kind: 'authorize', amountCents, resultRef: ref })
          .onConflictDoNothing()
          .returning();
        if (!mine) {
          const [done] = await tx
            .select()
            .from(t.sandboxCardOperations)
            .where(eq(t.sandboxCardOperations.idempotencyKey, idempotencyKey));
          if (done?.kind !== 'authorize' || done.amountCents !== amountCents) {
            throw new PaymentRefused(
              `The idempotency key ${idempotencyKey} was used for another operation.`,
            );
          }
          return { ref: done.ref };
        }
        await tx.insert(t.sandboxCardPayments).values({ ref, authorizedCents: amountCents });
        return { ref };
      });
    },
    async incrementAuthorization(ref, amountCents, key) {
      try {
        await operate('increment', ref, amountCents, key, (p) => ({
          authorizedCents: p.authorizedCents + amountCents,
        }));
      } catch (err) {
        if (err instanceof PaymentRefused) throw new PaymentDeclined('Your card was declined.');
        throw err;
      }
    },
    async capture(ref, amountCents, key) {
      await operate('capture', ref, amountCents, key, (p) =>
        amountCents > held(p)
          ? `The capture of ${amountCents} cents exceeds the ${held(p)} cents still held.`
          : { capturedCents: p.capturedCents + amountCents },
      );
    },
    async release(ref, amountCents, key) {
      await operate('release', ref, amountCents, key, (p) =>
        amountCents > held(p)
          ? `The release of ${amountCents} cents exceeds the ${held(p)} cents still held.`
          : { releasedCents: p.releasedCents + amountCents },
      );
    },
    async refund(ref, amountCents, key) {
      try {
        const resultRef = await operate('refund', ref, amountCents, key, (p) =>
          p.refundedCents + amountCents > p.capturedCents
            ? `The refund of ${amountCents} cents exceeds the ${p.capturedCents - p.refundedCents} cents captured and not refunded.`
            : { refundedCents: p.refundedCents + amountCents },
        );
        return { ref: resultRef };
      } catch (err) {
        if (err instanceof PaymentRefused) throw new RefundFailed(err.message);
        throw err;
      }
    },
    async lookup(ref) {
      const [p] = await db
        .select()
        .from(t.sandboxCardPayments)
        .where(eq(t.sandboxCardPayments.ref, ref));
      return p
        ? {
            authorizedCents: p.authorizedCents,
            releasedCents: p.releasedCents,
            capturedCents: p.capturedCents,
            refundedCents: p.refundedCents,
          }
        : null;
    },
  };
}
