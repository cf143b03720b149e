/**
 * Typeahead suggestions (issue 11): up to 3 categories, then products (one per distinct name,
 * ranked as search-products.ts ranks them), at most 8 in all, each with the ranges of its text
 * that matched. Small on purpose: well under 2 KB.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Scope } from '../showrooms/showroom-scope.ts';
import { matchSql, rowsOf } from './search-products.ts';
import { matchRanges, termsOf, tsqueryOf } from './text.ts';

export const SUGGESTIONS_MAX = 8;
const CATEGORIES_MAX = 3;

export interface Suggestion {
  type: 'category' | 'product';
  id: number;
  hash: string | null;
  text: string;
  match: [number, number][];
}

export async function suggest(db: Db, q: string, scope?: Scope): Promise<Suggestion[]> {
  const terms = termsOf(q);
  if (terms.length === 0) return [];
  const tsq = tsqueryOf(terms);
  const norm = terms.join(' ');
  const [categories, products] = await Promise.all([
    db.execute(sql`
      SELECT id, name FROM categories
      WHERE to_tsvector('simple', search_norm(name)) @@ to_tsquery('simple', ${tsq}::text)
         OR ${norm}::text <% search_norm(name)
      ORDER BY word_similarity(${norm}::text, search_norm(name)) DESC, name
      LIMIT ${CATEGORIES_MAX}`),
    db.execute(sql`
      WITH hits AS (${matchSql(terms, null, scope?.curation)})
      SELECT min(h.id) AS id, h.name, min(h.tier) AS tier, max(h.rank) AS rank, max(h.sim) AS sim,
        (SELECT p.hash FROM products p WHERE p.id = min(h.id)) AS hash
      FROM hits h GROUP BY h.name
      ORDER BY min(h.tier), max(h.rank) DESC, max(h.sim) DESC, h.name
      LIMIT ${SUGGESTIONS_MAX}`),
  ]);
  const out: Suggestion[] = rowsOf<{ id: number; name: string }>(categories)
    .filter((c) => !scope || scope.sellsCategory(c.id))
    .map((c) => ({
      type: 'category',
      id: c.id,
      hash: null,
      text: c.name,
      match: matchRanges(c.name, terms),
    }));
  for (const p of rowsOf<{ id: number; name: string; hash: string }>(products)) {
    if (out.length >= SUGGESTIONS_MAX) break;
    out.push({
      type: 'product',
      id: p.id,
      hash: p.hash,
      text: p.name,
      match: matchRanges(p.name, terms),
    });
  }
  return out;
}
