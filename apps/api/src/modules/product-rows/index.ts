/**
 * What the product-rows module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { categoryJson } from './category-json.ts';
export {
  type CategoryRow,
  markupFor,
  markupTable,
  type ProductRow,
  productSummary,
  type ShowroomRow,
  sizeJson,
  unitOf,
} from './pricing.ts';
