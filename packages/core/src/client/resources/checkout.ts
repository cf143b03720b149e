import { checkoutRoutes } from '../../contract/endpoint-routes';
import type { checkoutEndpoints } from '../../contract/endpoints';
import type { CheckoutCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Checkout and profile (spec 2 §7 and ours): profile, updateProfile, applyCoupon, placeOrder (pass headers: { 'idempotency-key': key }). */
export function createCheckoutResource(transport: Transport): CheckoutResource {
  return bindRoutes<typeof checkoutEndpoints>(transport, checkoutRoutes);
}
/** The Checkout calls (generated from the contract: api-types.ts). */
export type CheckoutResource = CheckoutCalls;
