/**
 * What the settings module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { platformSettings, surchargeFor } from './platform-settings.ts';
export { publicSettings } from './public-settings.ts';
