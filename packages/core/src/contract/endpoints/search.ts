/** Product search and its typeahead (ours: issue 11). */
import {
  SearchQuerySchema,
  SearchResponseSchema,
  SuggestQuerySchema,
  SuggestResponseSchema,
} from '../search';
import { defineEndpoint } from './define';

export const searchEndpoints = {
  searchProducts: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'public',
    summary:
      'Full-text product search (q, 2-100 characters): a page of products with customer prices for the showroom, facets, and did_you_mean when nothing matched.',
    source: 'ours: issue 11 (spec 1 §2 "Header: ... search")',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
  }),
  searchSuggest: defineEndpoint({
    method: 'GET',
    path: '/api/search/suggest',
    auth: 'public',
    summary: 'Typeahead: at most 8 categories and products matching q, each with its matched text.',
    source: 'ours: issue 11',
    query: SuggestQuerySchema,
    response: SuggestResponseSchema,
  }),
};
