/**
 * What the designers module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { designersJson } from './designers-json.ts';
export { hireDesigner } from './hire-designer.ts';
