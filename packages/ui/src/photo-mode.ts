/**
 * `@brand/ui/photo-mode`: photo mode (issue 29 items 6 and 7), a product drawn on a photo of
 * the customer's room. Its own entry, not in `@brand/ui`'s index: hosts load it on intent
 * (`import('@brand/ui/photo-mode')` behind a button), so neither the site's nor the embed's
 * first paint carries it. Its classes: `@brand/ui/css/photo-mode.css` (in the sources,
 * visualizer/photo-mode/photo-mode.css).
 */
export { PHOTO_WORK_PX, paint, readPhoto, startCorners } from './visualizer/photo-mode/photo-file';
export {
  PhotoMode,
  type PhotoModeProduct,
  type PhotoModeProps,
  type PhotoModeSave,
} from './visualizer/photo-mode/photo-mode';
export {
  isConvexQuad,
  type PhotoSurface,
  type PixelImage,
  patternAt,
  photoToPlane,
  renderPhoto,
} from './visualizer/photo-mode/photo-render';
export { PHOTO_SAVE_FAILED } from './visualizer/photo-mode/photo-save';
export { PhotoStage } from './visualizer/photo-mode/photo-stage';
export {
  type PhotoSurfaceKind,
  photoCategories,
  photoSurfaceOf,
} from './visualizer/photo-mode/photo-surfaces';
