import { vendorCatalogRoutes } from '../../contract/endpoint-routes';
import type { vendorCatalogEndpoints } from '../../contract/endpoints';
import type { VendorCatalogCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/**
 * A vendor's catalogue (issue 12): vendorProducts, createVendorProduct, updateVendorProduct,
 * retireVendorProduct, restoreVendorProduct, uploadVendorProductImage, importVendorProducts,
 * vendorProductImport.
 */
export function createVendorCatalogResource(transport: Transport): VendorCatalogResource {
  return bindRoutes<typeof vendorCatalogEndpoints>(transport, vendorCatalogRoutes);
}
/** The vendor catalogue calls (generated from the contract: api-types.ts). */
export type VendorCatalogResource = VendorCatalogCalls;
