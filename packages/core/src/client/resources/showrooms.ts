import { showroomRoutes } from '../../contract/endpoint-routes';
import type { showroomEndpoints } from '../../contract/endpoints';
import type { ShowroomCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Showrooms (spec 1 §7): searchShowrooms, shopProfile, menuCategories. */
export function createShowroomResource(transport: Transport): ShowroomResource {
  return bindRoutes<typeof showroomEndpoints>(transport, showroomRoutes);
}
/** The Showroom calls (generated from the contract: api-types.ts). */
export type ShowroomResource = ShowroomCalls;
