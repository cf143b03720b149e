/**
 * What the shared module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { dollars, iso } from './format.ts';
export { acquireLease, releaseLease, renewLease } from './lease.ts';
export { escapeLike } from './like.ts';
export { RASTER_MIME, readRasterImage, storeImage, storeRasterImage } from './store-image.ts';
