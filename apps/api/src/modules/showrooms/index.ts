/**
 * What the showrooms module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { ensureShowroom } from './ensure-showroom.ts';
export { NO_SHOWROOM, showroomById, showroomByVsd, showroomOr404 } from './find-showroom.ts';
export { searchShowrooms } from './search-showrooms.ts';
export {
  type Curation,
  curationSql,
  loadCuration,
  type Scope,
  scopeOf,
  showroomScope,
} from './showroom-scope.ts';
