/**
 * What the showroom-settings module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { createCoupon, deleteCoupon, listCoupons } from './coupons.ts';
export { previewCuration, saveCuration, showroomCuration } from './curation.ts';
export { entitled, myShowroom, settingsJson } from './settings-json.ts';
export { updateShowroomSettings } from './update-settings.ts';
export { uploadLogo } from './upload-logo.ts';
