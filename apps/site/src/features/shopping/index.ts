/** The shopping area's lazily loaded entry: categories, product pages, the showroom, checklist, visualizer. */
export { CategoryPage, CategoryProductsPage } from './category.tsx';
export { ChecklistPage } from './checklist.tsx';
export { ProductDetailsPage, ProductPage } from './product.tsx';
export { SearchPage } from './search.tsx';
export { ShowroomAllPage } from './showroom-all.tsx';
export { VisualizePage } from './visualize.tsx';
