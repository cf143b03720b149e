import { billingRoutes } from '../../contract/endpoint-routes';
import type { billingEndpoints } from '../../contract/endpoints';
import type { BillingCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Billing (issue 27): paymentsConfig, plans, subscribePlan, cancelPlan, billingPortal. */
export function createBillingResource(transport: Transport): BillingResource {
  return bindRoutes<typeof billingEndpoints>(transport, billingRoutes);
}
/** The Billing calls (generated from the contract: api-types.ts). */
export type BillingResource = BillingCalls;
