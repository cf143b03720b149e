/**
 * What the search module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { productIndex, searchProducts, searchShowroom, suggestProducts } from './product-index.ts';
