/**
 * What the catalog module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { categoryProducts } from './category-products.ts';
export { findProduct, productDetails } from './product-details.ts';
export { alsoViewed, recentlyViewed, summaries, topProducts } from './recommendations.ts';
export { requireCategory } from './require-category.ts';
