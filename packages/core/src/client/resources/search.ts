import { searchRoutes } from '../../contract/endpoint-routes';
import type { searchEndpoints } from '../../contract/endpoints';
import type { SearchCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Product search (issue 11): searchProducts (GET /api/search), searchSuggest (typeahead). */
export function createSearchResource(transport: Transport): SearchResource {
  return bindRoutes<typeof searchEndpoints>(transport, searchRoutes);
}
/** The search calls (generated from the contract: api-types.ts). */
export type SearchResource = SearchCalls;
