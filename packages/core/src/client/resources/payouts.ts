import { payoutRoutes } from '../../contract/endpoint-routes';
import type { payoutEndpoints } from '../../contract/endpoints';
import type { PayoutCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Payouts (ours, DOMAIN.md): payoutBalance, payoutSetup, payoutHistory, runPayouts, savePayoutSetup. */
export function createPayoutResource(transport: Transport): PayoutResource {
  return bindRoutes<typeof payoutEndpoints>(transport, payoutRoutes);
}
/** The Payout calls (generated from the contract: api-types.ts). */
export type PayoutResource = PayoutCalls;
