/**
 * What the profile module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { profileJson } from './profile-json.ts';
export { type Address, savedAddress } from './saved-address.ts';
export { updateProfile } from './update-profile.ts';
