/**
 * The checkout profile, coupons, the quote and placing the order (spec 2 §7 Checkout; ours:
 * DOMAIN.md "Money", "Orders and payment").
 */
import * as v from 'valibot';
import {
  ApplyCouponBodySchema,
  ApplyCouponResponseSchema,
  CheckoutQuoteBodySchema,
  CheckoutQuoteResponseSchema,
  IdempotencyKeySchema,
  PlaceOrderBodySchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  ProfileUpdateResponseSchema,
} from '../checkout';
import { MessageResponseSchema } from '../common';
import { PlaceOrderResponseSchema } from '../orders';
import { defineEndpoint, IdParamsSchema, OURS_MONEY, OURS_ORDERS } from './define';

const SPEC2_CHECKOUT = 'spec 2 §7 Checkout';

export const checkoutEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    auth: 'user',
    summary: 'The profile: payment_details (masked), shipping_address, shipping_charge.',
    source: SPEC2_CHECKOUT,
    query: ProfileQuerySchema,
    response: ProfileResponseSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profile',
    auth: 'user',
    summary: 'Update the address (with checkout=1, answers the new shipping_charge) or card.',
    source: SPEC2_CHECKOUT,
    query: ProfileQuerySchema,
    body: ProfileUpdateBodySchema,
    response: ProfileUpdateResponseSchema,
  }),
  applyCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/coupon',
    auth: 'user',
    summary:
      "Apply a showroom coupon to a project's cart (kept on the cart for every session); answers the totals.",
    source: OURS_MONEY,
    body: ApplyCouponBodySchema,
    response: ApplyCouponResponseSchema,
  }),
  removeCoupon: defineEndpoint({
    method: 'DELETE',
    path: '/api/checkout/coupon/:id',
    auth: 'user',
    summary: "Take the coupon off a project's cart (:id is the project).",
    source: OURS_MONEY,
    params: IdParamsSchema,
    response: MessageResponseSchema,
  }),
  checkoutQuote: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/quote',
    auth: 'user',
    summary:
      'The cart priced at the saved shipping address (lines, fee, tax, shipping, total), with an optional coupon.',
    source: OURS_MONEY,
    body: CheckoutQuoteBodySchema,
    response: CheckoutQuoteResponseSchema,
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/checkout',
    auth: 'user',
    summary:
      "Place the order of a project's cart and pre-authorise its total. The same idempotency key (body idempotency_key or Idempotency-Key header) never makes two orders.",
    source: OURS_ORDERS,
    headers: v.object({ 'idempotency-key': v.optional(IdempotencyKeySchema) }),
    body: PlaceOrderBodySchema,
    response: PlaceOrderResponseSchema,
  }),
};
