/**
 * What the vendor-catalog module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { findImport, importJson } from './import-json.ts';
export { importProducts, startImport } from './import-products.ts';
export { categoryChoices, listVendorProducts } from './list-vendor-products.ts';
export { requireVendor } from './product-access.ts';
export {
  createVendorProduct,
  setProductRetired,
  updateVendorProduct,
} from './save-vendor-product.ts';
export { uploadProductImage } from './upload-product-image.ts';
export { vendorProductJson } from './vendor-product-json.ts';
