import { cartRoutes } from '../../contract/endpoint-routes';
import type { cartEndpoints } from '../../contract/endpoints';
import type { CartCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Project cart (spec 2 §7 Cart): projectCart, syncToCart, syncToBulkCart, updateCart, updateProjectCart, destroyCartLine, createProject, projectInfo, updateProject; ours: projects. */
export function createCartResource(transport: Transport): CartResource {
  return bindRoutes<typeof cartEndpoints>(transport, cartRoutes);
}
/** The Cart calls (generated from the contract: api-types.ts). */
export type CartResource = CartCalls;
