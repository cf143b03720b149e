import { catalogRoutes, settingsRoutes } from '../../contract/endpoint-routes';
import type { catalogEndpoints, settingsEndpoints } from '../../contract/endpoints';
import type { CatalogCalls, SettingsCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/**
 * Catalog (spec 1 §7, spec 2 §7 "Product and display support"): visualizationProducts,
 * publicProduct, topProducts, customerAlsoViewed, recentlyViewed, and settings.
 */
export function createCatalogResource(transport: Transport): CatalogResource {
  return {
    ...bindRoutes<typeof catalogEndpoints>(transport, catalogRoutes),
    /** GET /api/setting (also `client.settings.settings`). */
    settings: bindRoutes<typeof settingsEndpoints>(transport, settingsRoutes).settings,
  };
}
/** The catalog calls (generated from the contract: api-types.ts) and the settings. */
export interface CatalogResource extends CatalogCalls {
  /** GET /api/setting (also `client.settings.settings`). */
  settings: SettingsCalls['settings'];
}
