export { VendorCatalogSection } from './vendor-catalog-section.tsx';
