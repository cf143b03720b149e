/**
 * Money in integer cents (ARCHITECTURE.md "Money and time"), shown as U.S. dollars with 2
 * decimals (spec 1 §9, spec 2 §9), and the pricing rules of DOMAIN.md "Money": markup,
 * coupon, platform fee and tax per line, shipping (U.S. only).
 */

/**
 * Dollars (a number or a decimal string, as JSON carries them) to integer cents, rounding
 * half away from zero on the exact decimal value (1.005 -> 101). Throws on a non-number.
 */
export function toCents(dollars: number | string): number {
  const value = typeof dollars === 'string' ? dollars.trim().replace(/[$,]/g, '') : dollars;
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) {
    throw new RangeError(`Not an amount of dollars: ${String(dollars)}`);
  }
  // Shift the decimal point in the text ('1.005e2' is exactly 100.5), not in binary.
  const shifted = Number(`${Math.abs(number)}e2`);
  const rounded = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(number) * 100);
  return number < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Integer cents to dollars with 2 decimals, as JSON carries them (12345 -> 123.45). */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * Percentages are stored as integer basis points (1% = 100 bp), so 12.5% stays exact:
 * 12.5 -> 1250. Rounds to the nearest basis point (two decimals, as inputs allow).
 */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points back to a percentage: 1250 -> 12.5. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * spec 1 §9 "US dollars with 2 decimals": 123450 -> '$1,234.50', -500 -> '-$5.00'. The same
 * text as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` (a test holds it
 * to that), built from integer cents: a browser loads its number formatting data on the first
 * Intl.NumberFormat, about 40 ms of main thread at 2x CPU slowdown, which the embed's first
 * paint cannot afford (docs/performance.md).
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** `amount x percent / 100` in cents, rounded half away from zero, exact for 2-decimal %. */
export function percentOf(amountCents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const value = (Math.abs(amountCents) * Math.abs(basisPoints)) / 10_000;
  const rounded = Math.round(value);
  const negative = amountCents < 0 !== basisPoints < 0;
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** DOMAIN.md: "Customer unit price = round(price x (1 + markup / 100))", in cents. */
export function markupPrice(priceCents: number, markupPercent: number): number {
  return priceCents + percentOf(priceCents, markupPercent);
}

/**
 * DOMAIN.md "A price change after ordering": the line total an item would have at the vendor's
 * proposed unit price, scaled from today's line total (so the markup, coupon, fee and tax keep
 * their proportions), in cents. A zero unit price today scales from 1 cent.
 */
export function proposedLineTotalCents(
  lineTotalCents: number,
  finalPriceCents: number,
  proposedPriceCents: number,
): number {
  return Math.round((lineTotalCents * proposedPriceCents) / Math.max(1, finalPriceCents));
}

export interface CouponPrice {
  /** What the customer pays per unit. */
  unitPriceCents: number;
  /** contractor_markup_amt: the Pro's markup per unit after the coupon. */
  markupCents: number;
  /** What the coupon takes off the undiscounted customer unit price. */
  discountCents: number;
}

/**
 * DOMAIN.md: a coupon is a percentage a Pro issues; "it comes out of the Pro's margin, never
 * the vendor's price", so the customer pays price x (1 + (markup - coupon) / 100).
 * spec 2 §5: "A coupon may not exceed the contractor's markup": a larger coupon throws.
 */
export function applyCoupon(
  priceCents: number,
  markupPercent: number,
  couponPercent = 0,
): CouponPrice {
  if (couponPercent < 0 || couponPercent > markupPercent) {
    throw new RangeError(`A coupon of ${couponPercent}% exceeds the markup of ${markupPercent}%`);
  }
  const full = markupPrice(priceCents, markupPercent);
  const markupCents = percentOf(priceCents, markupPercent - couponPercent);
  const unitPriceCents = priceCents + markupCents;
  return { unitPriceCents, markupCents, discountCents: full - unitPriceCents };
}

export interface LineChargesInput {
  /** The customer unit price (after markup and coupon), in cents. */
  unitPriceCents: number;
  qty: number;
  /** Platform fee (admin profit) percentage from settings. */
  platformFeePercent: number;
  /** Sales tax rate (percent) of the shipping state, from settings. */
  taxRatePercent: number;
}

export interface LineCharges {
  subtotalCents: number;
  platformFeeCents: number;
  taxCents: number;
  /** admin_profit_inclusive_tax: platform fee + tax of the line (DOMAIN.md). */
  adminProfitInclusiveTaxCents: number;
  /** What the customer pays for the line: subtotal + fee + tax (shipping is per order). */
  totalCents: number;
}

/**
 * DOMAIN.md: the platform fee is "a percentage of the line subtotal"; tax is the state rate of
 * the line subtotal (ours: the fee itself is not taxed). Each is rounded per line.
 */
export function lineCharges({
  unitPriceCents,
  qty,
  platformFeePercent,
  taxRatePercent,
}: LineChargesInput): LineCharges {
  const subtotalCents = unitPriceCents * qty;
  const platformFeeCents = percentOf(subtotalCents, platformFeePercent);
  const taxCents = percentOf(subtotalCents, taxRatePercent);
  return {
    subtotalCents,
    platformFeeCents,
    taxCents,
    adminProfitInclusiveTaxCents: platformFeeCents + taxCents,
    totalCents: subtotalCents + platformFeeCents + taxCents,
  };
}

/** DOMAIN.md: "U.S. addresses only (50 states + DC)". */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

/** The states that carry the shipping surcharge (DOMAIN.md: "Alaska and Hawaii"). */
export const NON_CONTIGUOUS_STATES: readonly UsStateCode[] = ['AK', 'HI'];

/**
 * A state's two-letter code from its code or name in any case ('ca', 'California' -> 'CA'),
 * or null when it is not one of the 50 states or DC.
 */
export function usStateCode(input: string | null | undefined): UsStateCode | null {
  const value = (input ?? '').trim().toLowerCase();
  if (!value) return null;
  const state = US_STATES.find(
    (s) => s.code.toLowerCase() === value || s.name.toLowerCase() === value,
  );
  return state ? state.code : null;
}

/**
 * DOMAIN.md shipping: "Contiguous states ship free; Alaska and Hawaii carry a surcharge from
 * settings" (ours: one surcharge per order). Null for a place outside the U.S. (not shipped).
 */
export function shippingChargeCents(
  state: string | null | undefined,
  nonContiguousSurchargeCents: number,
): number | null {
  const code = usStateCode(state);
  if (code === null) return null;
  return NON_CONTIGUOUS_STATES.includes(code) ? nonContiguousSurchargeCents : 0;
}
