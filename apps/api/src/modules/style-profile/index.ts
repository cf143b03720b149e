/**
 * What the style-profile module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { getStyleProfile, saveStyleProfile, styleProfileJson } from './save-style-profile.ts';
