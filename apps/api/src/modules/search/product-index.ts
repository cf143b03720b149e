/**
 * Product search (issues 11, 25, 26): one engine, the in-process index, with the database as its
 * only writer. Three parts:
 * - `text-index.ts`: the pure index (vocabulary, postings, trigrams, typed columns; no I/O);
 * - `sync.ts`: the sync adapter that builds it from the database and keeps it equal on every
 *   instance (LISTEN/NOTIFY, a heartbeat, read-your-writes for this process's own writes);
 * - `query.ts`: the query module, the one definition of matching and ranking (synonyms, tiers,
 *   facets, suggestions, "did you mean").
 * This file only wires them to the routes: `GET /api/search`, `GET /api/search/suggest` and the
 * category listing's search (`POST /api/visualization/products` with `search`).
 */
import { DEFAULT_MARKUP_PERCENT } from '@brand/core/rules';
import type { Database } from '../../db/client.ts';
import { catalogCache } from '../../services/read-cache.ts';
import { markupTable, type ShowroomRow } from '../product-rows/index.ts';
import { showroomByVsd, showroomScope } from '../showrooms/index.ts';
import type { SearchInput } from './query.ts';
import { LiveIndex } from './sync.ts';

export type { SearchInput, SearchResult, SearchSort, Suggestion } from './query.ts';
export { PRICE_EDGES_CENTS, SUGGESTIONS_MAX } from './query.ts';
export { PRODUCT_SEARCH_CHANNEL } from './sync.ts';

const indexes = new WeakMap<Database, LiveIndex>();

/** This process's product index for `database` (built on the first use, or at start). */
export function productIndex(database: Database): LiveIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new LiveIndex(database);
    indexes.set(database, index);
  }
  return index;
}

/** A showroom's markup percent by category, cached with the catalog (dropped on its writes). */
function markupsOf(database: Database, showroom: ShowroomRow | null) {
  if (!showroom) return Promise.resolve((_categoryId: number) => DEFAULT_MARKUP_PERCENT);
  return catalogCache(database).get(`search markups ${showroom.id} ${showroom.markupBp}`, () =>
    markupTable(database.db, showroom),
  );
}

/** A showroom by its ID, from the catalog cache (showroom writes call catalogChanged). */
export function searchShowroom(database: Database, vsd: string | undefined) {
  if (!vsd) return Promise.resolve(null);
  return catalogCache(database).get(`search showroom ${vsd.toUpperCase()}`, () =>
    showroomByVsd(database.db, vsd),
  );
}

/** Product search: a page of products, facets and a "did you mean". */
export async function searchProducts(
  database: Database,
  input: Omit<SearchInput, 'showroom'> & { showroom: ShowroomRow | null },
) {
  const [queries, scope, markup] = await Promise.all([
    productIndex(database).current(),
    showroomScope(database, input.showroom),
    markupsOf(database, input.showroom),
  ]);
  return queries.search({ ...input, scope }, markup);
}

/** Typeahead suggestions. */
export async function suggestProducts(
  database: Database,
  q: string,
  showroom: { id: number } | null = null,
) {
  const [queries, scope] = await Promise.all([
    productIndex(database).current(),
    showroomScope(database, showroom),
  ]);
  return queries.suggest(q, scope);
}
