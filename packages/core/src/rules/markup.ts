/**
 * Markup and coupon rules. spec 2 §5: "A coupon may not exceed the contractor's markup. The
 * minimum markup is 10%." spec 2 §9: "minimum markup 10% (recommended 10%), and a coupon must
 * not exceed the markup"; "Decimal inputs are limited to 2 places."
 */

/** spec 2 §5 / §9: "The minimum markup is 10%". */
export const MIN_MARKUP_PERCENT = 10;
/**
 * spec 2 §1 / §9: "Recommended markup is 10%". The one default markup: a new showroom starts
 * with it, and it prices products where no showroom applies (DOMAIN.md "Money").
 */
export const DEFAULT_MARKUP_PERCENT = 10;
/** spec 2 §1 / §9: "Recommended markup is 10%" (the same value as DEFAULT_MARKUP_PERCENT). */
export const RECOMMENDED_MARKUP_PERCENT = DEFAULT_MARKUP_PERCENT;
/** Ours: a sane ceiling that catches typos (1000 for 10.00) while leaving room for pricing. */
export const MAX_MARKUP_PERCENT = 300;

export const MARKUP_MESSAGES = {
  markupRequired: 'Please enter a markup.',
  markupNotNumber: 'Markup must be a number, e.g. 10 or 12.5.',
  markupDecimals: 'Markup can have at most 2 decimal places.',
  markupTooLow: `Markup must be at least ${MIN_MARKUP_PERCENT}%.`,
  markupTooHigh: `Markup cannot be more than ${MAX_MARKUP_PERCENT}%.`,
  couponRequired: 'Please enter a coupon percentage.',
  couponNotNumber: 'Coupon must be a number, e.g. 5 or 7.5.',
  couponDecimals: 'Coupon can have at most 2 decimal places.',
  couponTooLow: 'Coupon must be more than 0%.',
  couponTooHigh: (markup: number) => `Coupon cannot exceed your markup of ${markup}%.`,
} as const;

type Parsed = { value: number } | { error: 'required' | 'number' | 'decimals' };

function parsePercent(input: string | number | null | undefined): Parsed {
  if (input === null || input === undefined) return { error: 'required' };
  const text = String(input).trim().replace(/%$/, '').trim();
  if (text === '') return { error: 'required' };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return { error: 'number' };
  if (/\.\d{3,}$/.test(text)) return { error: 'decimals' };
  return { value: Number(text) };
}

/** The markup message to show, or null when valid: >= 10, <= 300, up to 2 decimals. */
export function validateMarkup(input: string | number | null | undefined): string | null {
  const parsed = parsePercent(input);
  if ('error' in parsed) {
    if (parsed.error === 'required') return MARKUP_MESSAGES.markupRequired;
    return parsed.error === 'number'
      ? MARKUP_MESSAGES.markupNotNumber
      : MARKUP_MESSAGES.markupDecimals;
  }
  if (parsed.value < MIN_MARKUP_PERCENT) return MARKUP_MESSAGES.markupTooLow;
  if (parsed.value > MAX_MARKUP_PERCENT) return MARKUP_MESSAGES.markupTooHigh;
  return null;
}

/** The coupon message to show, or null when valid: > 0, <= the markup, up to 2 decimals. */
export function validateCoupon(
  coupon: string | number | null | undefined,
  markupPercent: number,
): string | null {
  const parsed = parsePercent(coupon);
  if ('error' in parsed) {
    if (parsed.error === 'required') return MARKUP_MESSAGES.couponRequired;
    return parsed.error === 'number'
      ? MARKUP_MESSAGES.couponNotNumber
      : MARKUP_MESSAGES.couponDecimals;
  }
  if (parsed.value <= 0) return MARKUP_MESSAGES.couponTooLow;
  if (parsed.value > markupPercent) return MARKUP_MESSAGES.couponTooHigh(markupPercent);
  return null;
}
