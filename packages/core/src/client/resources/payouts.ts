import { payoutRoutes } from '../../contract/endpoint-routes';
import type { payoutEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Payouts (ours, DOMAIN.md): payoutBalance, payoutSetup, savePayoutSetup. */
export function createPayoutResource(transport: Transport) {
  return bindRoutes<typeof payoutEndpoints>(transport, payoutRoutes);
}
export type PayoutResource = ReturnType<typeof createPayoutResource>;
