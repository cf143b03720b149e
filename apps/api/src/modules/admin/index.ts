/**
 * What the admin module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { adminUserJson } from './admin-user-json.ts';
export { decideApplication, listApplications } from './applications.ts';
export { attention } from './attention.ts';
export { adminSettings, updatePlatformSettings } from './settings.ts';
export { findUser, searchUsers, setUserActive } from './users.ts';
