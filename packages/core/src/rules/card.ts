import cardValidator from 'card-validator';

/** spec 1 §5 / spec 2 §5: the card field messages, verbatim. */
export const CARD_MESSAGES = {
  number: 'Invalid Card Number.',
  expiry: 'Invalid Expiration Date.',
  cvc: 'Invalid CVC.',
} as const;

/** spec 1 §5: the CVV help text says it is the 3-digit number on the back. */
export const CVV_HELP = 'The 3-digit number on the back of your card.';

const digits = (value: string) => value.replace(/\D/g, '');

/** A complete, Luhn-valid number of a known card brand (spaces and dashes ignored). */
export function isValidCardNumber(value: string): boolean {
  const verification = cardValidator.number(digits(value));
  return verification.isValid;
}

/** The card brand of a (partial) number, e.g. `visa`, or null when unknown. */
export function cardBrand(value: string): string | null {
  return cardValidator.number(digits(value)).card?.type ?? null;
}

/**
 * An expiry written MM/YY (spec 2 §3) that is not in the past.
 * The current month is still valid, as card processors treat it.
 */
export function isValidExpiry(value: string): boolean {
  if (!/^\d{2}\s*\/\s*\d{2}$/.test(value.trim())) return false;
  return cardValidator.expirationDate(value.replace(/\s/g, '')).isValid;
}

/**
 * A CVC of the length the card brand uses: 3 digits, or 4 for American Express.
 * Without a card number, 3 or 4 digits are accepted.
 */
export function isValidCvc(value: string, cardNumber?: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const size = cardNumber ? cardValidator.number(digits(cardNumber)).card?.code.size : undefined;
  return cardValidator.cvv(value, size ?? [3, 4]).isValid;
}
