import { adminRoutes } from '../../contract/endpoint-routes';
import type { adminEndpoints } from '../../contract/endpoints';
import type { AdminCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** The admin console (issue 12): applications, users, platform settings, refunds. */
export function createAdminResource(transport: Transport): AdminResource {
  return bindRoutes<typeof adminEndpoints>(transport, adminRoutes);
}
/** The Admin calls (generated from the contract: api-types.ts). */
export type AdminResource = AdminCalls;
