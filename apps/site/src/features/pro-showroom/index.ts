export { CategoryMarkupsSection } from './category-markups.tsx';
export { ShowroomProductsSection } from './showroom-products.tsx';
export { ShowroomSettingsSection } from './showroom-settings.tsx';
