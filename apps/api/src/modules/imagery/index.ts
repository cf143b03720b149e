/**
 * What the imagery module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { drawCategoryImage } from './draw-category-image.ts';
export { drawProductImage } from './draw-product-image.ts';
export { drawTemplateImage } from './draw-template-image.ts';
export { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from './look-image.ts';
