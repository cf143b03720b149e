import { randomBytes } from 'node:crypto';
import {
  CARD_MESSAGES,
  cardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
} from '@brand/core/rules';

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
 * A card processor. The sandbox below behaves like a processor's test mode; a real processor
 * is an adapter behind the same calls. The server never stores a card number or CVC.
 */
export interface PaymentProcessor {
  tokenize(card: CardInput): Promise<CardToken>;
  /** Pre-authorises `amountCents` on the card; the key makes a retried call return the same ref. */
  authorize(token: string, amountCents: number, idempotencyKey: string): Promise<{ ref: string }>;
  /**
   * Raises a pre-authorisation by `amountCents` (an incremental authorisation), e.g. when a new
   * shipping address costs more; throws PaymentDeclined when the card refuses. The key makes a
   * retried call count once.
   */
  incrementAuthorization(ref: string, amountCents: number, idempotencyKey: string): Promise<void>;
  capture(ref: string, amountCents: number): Promise<void>;
  release(ref: string, amountCents: number): Promise<void>;
  /**
   * Refunds `amountCents` of what was captured on `ref` (issue 12: a Returned item). The key
   * makes a retried call refund once and answer the same refund ref; throws RefundFailed when
   * the processor cannot refund now (the caller retries later with the same key).
   */
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<{ ref: string }>;
}

/** The processor could not refund now; retrying later with the same key is safe. */
export class RefundFailed extends Error {}

/** Documented sandbox decline numbers (as a processor's test mode documents them). */
export const SANDBOX_DECLINE_NUMBERS = ['4000000000000002'];

export function sandboxPayments(): PaymentProcessor {
  // Refunds by idempotency key: a retried call answers the first refund (as a processor does).
  const refunds = new Map<string, { ref: string; amountCents: number }>();
  return {
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
    async authorize(token, _amountCents, idempotencyKey) {
      if (token.startsWith('sbx_decline_')) throw new PaymentDeclined('Your card was declined.');
      return { ref: `sbx_auth_${idempotencyKey.replace(/[^a-zA-Z0-9]/g, '').slice(0, 40)}` };
    },
    async incrementAuthorization(ref) {
      if (!ref.startsWith('sbx_auth_')) throw new PaymentDeclined('Your card was declined.');
    },
    async capture() {},
    async release() {},
    async refund(ref, amountCents, idempotencyKey) {
      if (!ref.startsWith('sbx_auth_')) throw new RefundFailed('No captured payment to refund.');
      if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
        throw new RefundFailed('The refund amount is not valid.');
      }
      const done = refunds.get(idempotencyKey);
      if (done) return { ref: done.ref };
      const refund = { ref: `sbx_refund_${randomBytes(8).toString('hex')}`, amountCents };
      refunds.set(idempotencyKey, refund);
      return { ref: refund.ref };
    },
  };
}
