/** Checkout and profile (spec 2 §3, §4 "Checkout", §7 "Checkout"; DOMAIN.md "Orders and payment"). */
import * as v from 'valibot';
import { CARD_MESSAGES, isValidCardNumber, isValidCvc, isValidExpiry } from '../rules/card';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from '../rules/security-policy';
import { countryCode, fullName } from './auth';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PercentSchema,
  PriceSchema,
  TimestampSchema,
  UsStateSchema,
  ZipCodeSchema,
} from './common';
import { flagLike, form, idLike, line, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { UserSchema } from './user';

// ---------------------------------------------------------------------------------------------
// Shipping address

/** spec 2 §3 Shipping address: street, state, city, zip_code, apartment (optional). */
export const ShippingAddressSchema = form({
  street: requiredLine(M.streetRequired),
  state: UsStateSchema,
  city: requiredLine(M.cityRequired),
  zip_code: ZipCodeSchema,
  apartment: v.optional(v.nullable(line(255)), null),
});
export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;

// ---------------------------------------------------------------------------------------------
// Payment details

/**
 * spec 2 §3 Payment details as the API returns them: the card number masked (ours:
 * '**** **** **** 4242'), and never the CVV.
 */
export const PaymentDetailsSchema = v.object({
  card_number: v.pipe(v.string(), v.regex(/^(?:\*{4} ){3}\d{4}$|^\*{4} \*{6} \*\d{4}$/)),
  /** Ours: the card brand, e.g. 'visa'. */
  brand: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  name_on_Card: v.pipe(v.string(), v.maxLength(255)),
  exp_date: v.pipe(v.string(), v.regex(/^(?:0[1-9]|1[0-2])\/\d{2}$/)),
  pay_street: v.pipe(v.string(), v.maxLength(255)),
  pay_state: v.pipe(v.string(), v.maxLength(40)),
  pay_city: v.pipe(v.string(), v.maxLength(255)),
  pay_zip_code: v.pipe(v.string(), v.maxLength(10)),
});
export type PaymentDetails = v.InferOutput<typeof PaymentDetailsSchema>;

const cardField = (valid: (value: string) => boolean, message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((value) => value.length <= max && valid(value), message),
  );

/**
 * Payment details as entered at checkout (all required here, unlike registration). The CVV is
 * used for the authorisation only and never stored or echoed.
 */
export const PaymentDetailsInputSchema = v.pipe(
  form({
    card_number: cardField(isValidCardNumber, CARD_MESSAGES.number, 23),
    name_on_Card: requiredLine(M.nameOnCardRequired),
    exp_date: cardField(isValidExpiry, CARD_MESSAGES.expiry, 7),
    cvv: cardField((value) => isValidCvc(value), CARD_MESSAGES.cvc, 4),
    pay_street: requiredLine(M.billingRequired),
    pay_state: UsStateSchema,
    pay_city: requiredLine(M.cityRequired),
    pay_zip_code: ZipCodeSchema,
  }),
  v.forward(
    v.partialCheck(
      [['card_number'], ['cvv']],
      (input) => isValidCvc(input.cvv, input.card_number),
      CARD_MESSAGES.cvc,
    ),
    ['cvv'],
  ),
);
export type PaymentDetailsInput = v.InferOutput<typeof PaymentDetailsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Profile

/**
 * GET /api/profile (with checkout=1 at checkout): payment_details, shipping_address,
 * shipping_charge; ours: the user too, so one shape answers both forms of the call.
 */
export const ProfileDataSchema = v.object({
  user: UserSchema,
  payment_details: v.nullable(PaymentDetailsSchema),
  shipping_address: v.nullable(ShippingAddressSchema),
  /** Dollars for the current cart to the saved address (DOMAIN.md: free but AK/HI). */
  shipping_charge: PriceSchema,
});
export type ProfileData = v.InferOutput<typeof ProfileDataSchema>;
export const ProfileResponseSchema = envelope(ProfileDataSchema);
export type ProfileResponse = v.InferOutput<typeof ProfileResponseSchema>;
/** PUT /api/profile: `{ success, message, data }` with the new shipping_charge. */
export const ProfileUpdateResponseSchema = messageEnvelope(ProfileDataSchema);

export const ProfileQuerySchema = form({ checkout: v.optional(flagLike()) });
export type ProfileQuery = v.InferOutput<typeof ProfileQuerySchema>;

/** PUT /api/profile: the address update (with checkout=1), or the payment details. */
export const ProfileUpdateBodySchema = form({
  checkout: v.optional(flagLike()),
  shipping_address: v.optional(ShippingAddressSchema),
  payment_details: v.optional(PaymentDetailsInputSchema),
  /** Ours: the account's contact details on /account. */
  phone_number: v.optional(
    v.pipe(v.string(M.phoneInvalid), v.trim(), v.regex(/^[\d\s().+-]{7,25}$/, M.phoneInvalid)),
  ),
  zip_code: v.optional(ZipCodeSchema),
  /** Ours (issue 10): the profile section's name and calling code. */
  full_name: v.optional(fullName),
  country_code: v.optional(countryCode),
});
export type ProfileUpdateBody = v.InferOutput<typeof ProfileUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Coupon and placing the order

/** spec 2 §3 Coupon (ours: a code and the percentage a Pro issues, <= the Pro's markup). */
export const CouponSchema = v.object({
  id: IdSchema,
  code: v.pipe(v.string(), v.maxLength(32)),
  percent: PercentSchema,
  active: v.boolean(),
  /** Ours (issue 13): when the coupon stops working; null: never. */
  expires_at: v.optional(v.nullable(TimestampSchema)),
  /** Ours (issue 13): how many orders may use it; null: no limit. */
  max_uses: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1)))),
  /** Ours (issue 13): orders placed with it so far. */
  uses: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

export const CouponCodeSchema = v.pipe(
  v.string(M.couponCodeInvalid),
  v.trim(),
  v.regex(
    new RegExp(`^[A-Za-z0-9_-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`),
    M.couponCodeInvalid,
  ),
  v.toUpperCase(),
);

/**
 * Ours: POST /api/checkout/coupon `{ code, project_id }` checks a coupon against a cart and keeps
 * it there (issue 25 item 7); DELETE /api/checkout/coupon/:project_id takes it off.
 */
export const ApplyCouponBodySchema = form({ code: CouponCodeSchema, project_id: idLike() });
export type ApplyCouponBody = v.InferOutput<typeof ApplyCouponBodySchema>;

/** Order totals in dollars (ours). */
export const OrderTotalsSchema = v.object({
  items_subtotal: PriceSchema,
  discount: PriceSchema,
  platform_fee: PriceSchema,
  tax: PriceSchema,
  shipping: PriceSchema,
  /** Issue 22: restocking fees kept by returns (an order's totals, once a return kept one). */
  restocking_fee: v.optional(PriceSchema),
  total: PriceSchema,
});
export type OrderTotals = v.InferOutput<typeof OrderTotalsSchema>;

/** The coupon check answers the coupon and the totals it gives. */
export const ApplyCouponResponseSchema = messageEnvelope(
  v.object({ coupon: CouponSchema, totals: OrderTotalsSchema }),
);

/**
 * Ours (issue 10): POST /api/checkout/quote `{ project_id, coupon_code? }` prices the cart at the
 * saved shipping address before Place order, as the order will be: the card is held for the
 * `total` it answers, to the cent.
 */
export const CheckoutQuoteBodySchema = form({
  project_id: idLike(),
  coupon_code: v.optional(CouponCodeSchema),
});
export type CheckoutQuoteBody = v.InferOutput<typeof CheckoutQuoteBodySchema>;

/** One cart line as checkout shows it: qty x the unit price after markup and coupon. */
export const CheckoutQuoteLineSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  product_name: v.string(),
  qty: v.number(),
  /** Issue 25 item 7: the unit price before the coupon (equal to unit_price without one). */
  unit_price_before_coupon: PriceSchema,
  unit_price: PriceSchema,
  line_subtotal: PriceSchema,
});
export type CheckoutQuoteLine = v.InferOutput<typeof CheckoutQuoteLineSchema>;

export const CheckoutQuoteSchema = v.object({
  lines: v.array(CheckoutQuoteLineSchema),
  totals: OrderTotalsSchema,
  coupon: v.nullable(CouponSchema),
  /**
   * Issue 25 item 7: why the coupon kept on the cart no longer applies ("Coupon WELCOME5 no
   * longer applies: This coupon has expired."); null when it does or there is none.
   */
  coupon_notice: v.nullable(v.string()),
  /** The shipping state the tax and shipping are for. */
  state: v.string(),
});
export type CheckoutQuote = v.InferOutput<typeof CheckoutQuoteSchema>;
export const CheckoutQuoteResponseSchema = messageEnvelope(CheckoutQuoteSchema);

/** An idempotency key: the same key never makes two orders or two charges (DOMAIN.md). */
export const IdempotencyKeySchema = v.pipe(
  v.string(M.idempotencyKeyInvalid),
  v.regex(/^[A-Za-z0-9-]{8,100}$/, M.idempotencyKeyInvalid),
);

/**
 * Issue 27: a Stripe PaymentMethod id (`pm_...`) that Stripe Elements made in the browser. With
 * PAYMENTS=stripe checkout takes this instead of card numbers, which never reach the API.
 */
export const PaymentMethodIdSchema = v.pipe(
  v.string(M.cardFieldRequired),
  v.regex(/^pm_[A-Za-z0-9_]{3,250}$/, M.cardFieldRequired),
);

/**
 * Issue 27: the 422 body of a checkout whose card needs 3-D Secure: besides the message and
 * `errors.payment_method`, `next_action` carries the client secret Stripe.js confirms
 * (`handleNextAction`); the same checkout (same idempotency key and payment method) is then
 * sent again.
 */
export const CardActionSchema = v.object({
  type: v.literal('authenticate'),
  client_secret: v.pipe(v.string(), v.maxLength(500)),
  payment_intent: v.pipe(v.string(), v.maxLength(255)),
});
export type CardAction = v.InferOutput<typeof CardActionSchema>;

/**
 * Ours: POST /api/checkout places the order of a project's cart. The key is sent in the body
 * and may also come as an `Idempotency-Key` header (the server accepts either; both must match
 * when both are sent). Without payment_details the saved card is used.
 */
export const PlaceOrderBodySchema = form({
  idempotency_key: IdempotencyKeySchema,
  project_id: idLike(),
  coupon_code: v.optional(CouponCodeSchema),
  payment_details: v.optional(PaymentDetailsInputSchema),
  /** Issue 27 (PAYMENTS=stripe): the card as a Stripe PaymentMethod, instead of payment_details. */
  payment_method: v.optional(PaymentMethodIdSchema),
  shipping_address: v.optional(ShippingAddressSchema),
  /** Issue 28: the cart came from a Pro's embed (counted in their embed analytics). */
  source: v.optional(v.picklist(['embed'], M.choiceInvalid)),
});
export type PlaceOrderBody = v.InferOutput<typeof PlaceOrderBodySchema>;
