import { showroomRoutes } from '../../contract/endpoint-routes';
import type { showroomEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Showrooms (spec 1 §7): searchShowrooms, shopProfile, menuCategories. */
export function createShowroomResource(transport: Transport) {
  return bindRoutes<typeof showroomEndpoints>(transport, showroomRoutes);
}
export type ShowroomResource = ReturnType<typeof createShowroomResource>;
