/** A showroom's products and the product suggestions (spec 2 §7 "Product and display support"). */
import {
  ProductListResponseSchema,
  ProductSuggestionBodySchema,
  PublicProductQuerySchema,
  PublicProductResponseSchema,
  VisualizationProductsBodySchema,
  VisualizationProductsResponseSchema,
} from '../catalog';
import { defineEndpoint } from './define';

const SPEC2_PRODUCT = 'spec 2 §7 Product and display support';

export const catalogEndpoints = {
  visualizationProducts: defineEndpoint({
    method: 'POST',
    path: '/api/visualization/products',
    auth: 'public',
    summary: "A page of a category's products inside a showroom (customer prices).",
    source: SPEC2_PRODUCT,
    body: VisualizationProductsBodySchema,
    response: VisualizationProductsResponseSchema,
  }),
  publicProduct: defineEndpoint({
    method: 'GET',
    path: '/api/public',
    auth: 'public',
    summary: 'One product (pid: hash or id) with its category (cid).',
    source: SPEC2_PRODUCT,
    query: PublicProductQuerySchema,
    response: PublicProductResponseSchema,
  }),
  topProducts: defineEndpoint({
    method: 'POST',
    path: '/api/top_products/',
    auth: 'public',
    summary: 'Top products of a showroom or category.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
  customerAlsoViewed: defineEndpoint({
    method: 'POST',
    path: '/api/customer_also_viewed/',
    auth: 'public',
    summary: 'Products other customers viewed with this one.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
  recentlyViewed: defineEndpoint({
    method: 'POST',
    path: '/api/recently_viewed/',
    auth: 'public',
    summary: 'The products of the ids the browser kept as recently viewed.',
    source: SPEC2_PRODUCT,
    body: ProductSuggestionBodySchema,
    response: ProductListResponseSchema,
  }),
};
