/**
 * Product search in the database (issue 11): the same SQL on PGlite and PostgreSQL, over the
 * weighted `products.search_doc` (name A; category, vendor and brand B; description C; GIN
 * index) and pg_trgm on the folded name (GIN index), both from migration 0003.
 *
 * A product matches when every word of the query is a word (or the start of one) of its
 * document, or when the query is near a part of its name (pg_trgm word similarity >= 0.6,
 * `<%`: "nordc slate" finds "Nordic Slate ..."). Relevance: the exact name first, then word
 * matches by ts_rank (so a name beats a category, which beats a description), then near
 * matches by similarity. Everything the shopper typed reaches SQL as bound parameters.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import {
  markupTable,
  type ProductRow,
  productSummary,
  type ShowroomRow,
  unitOf,
} from '../catalog/pricing.ts';
import { dollars } from '../shared/format.ts';
import { type Curation, curationSql, type Scope } from '../showrooms/showroom-scope.ts';
import { termsOf, tsqueryOf } from './text.ts';

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'name';

export interface SearchInput {
  q: string;
  /** Whose markups make the customer prices; null: the default markup. */
  showroom: ShowroomRow | null;
  categoryId?: number | undefined;
  /** Facet filters: any of these vendors; customer price in cents >= min and < max. */
  vendorIds?: number[] | undefined;
  priceMinCents?: number | undefined;
  priceMaxCents?: number | undefined;
  sort?: SearchSort | undefined;
  /** 1-based. */
  page: number;
  perPage: number;
  /** Offer a correction when nothing matches (default true; a category's search skips it). */
  didYouMean?: boolean | undefined;
  /** What the showroom sells (issue 12 item 2; absent: everything). */
  scope?: Scope | undefined;
}

/** Customer-price ranges of the price facet, in cents (the last one open-ended). */
export const PRICE_EDGES_CENTS = [0, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000];

const ORDER: Record<SearchSort, SQL> = {
  relevance: sql.raw('tier, rank DESC, sim DESC, popularity DESC, id'),
  price_asc: sql.raw('customer_cents, id'),
  price_desc: sql.raw('customer_cents DESC, id'),
  name: sql.raw('name, id'),
};

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The matching products of one query, ranked, as a CTE body's select. */
export function matchSql(terms: string[], showroom: ShowroomRow | null, curation?: Curation) {
  const curated = curation ? curationSql(curation, 'p') : null;
  const tsq = tsqueryOf(terms);
  const norm = terms.join(' ');
  const showroomId = showroom?.id ?? null;
  const markupBp = showroom?.markupBp ?? 1000;
  return sql`
    SELECT p.id, p.name, p.category_id, p.vendor_id, p.popularity,
      p.price_cents + round(p.price_cents * coalesce(cm.markup_bp, ${markupBp}::int) / 10000.0) AS customer_cents,
      CASE
        WHEN trim(regexp_replace(search_norm(p.name), '[^[:alnum:]]+', ' ', 'g')) = ${norm}::text THEN 0
        WHEN p.search_doc @@ to_tsquery('simple', ${tsq}::text) THEN 1
        ELSE 2
      END AS tier,
      ts_rank(p.search_doc, to_tsquery('simple', ${tsq}::text)) AS rank,
      word_similarity(${norm}::text, search_norm(p.name)) AS sim
    FROM products p
    LEFT JOIN category_markups cm
      ON cm.showroom_id = ${showroomId}::int AND cm.category_id = p.category_id
    WHERE (p.search_doc @@ to_tsquery('simple', ${tsq}::text)
       OR ${norm}::text <% search_norm(p.name))
      AND p.retired_at IS NULL${curated ? sql` AND ${curated}` : sql``}`;
}

interface SearchRow {
  total: number;
  ids: number[];
  categories: { id: number; name: string; count: number }[];
  vendors: { id: number; name: string; count: number }[];
  prices: { bucket: number; count: number }[];
}

export interface SearchResult {
  rows: ReturnType<typeof productSummary>[];
  total: number;
  facets: {
    categories: { id: number; name: string; count: number }[];
    vendors: { id: number; name: string; count: number }[];
    prices: { min: number; max: number | null; count: number }[];
  };
  didYouMean: string | null;
}

const EMPTY_FACETS: SearchResult['facets'] = { categories: [], vendors: [], prices: [] };

/** One page of products matching `q`, with customer prices, facets and a "did you mean". */
export async function searchProducts(db: Db, input: SearchInput): Promise<SearchResult> {
  const terms = termsOf(input.q);
  if (terms.length === 0) return { rows: [], total: 0, facets: EMPTY_FACETS, didYouMean: null };
  const categoryId = input.categoryId ?? null;
  const offset = (input.page - 1) * input.perPage;
  // Each facet counts the results of every filter but its own (as shoppers expect).
  const inCategory = sql`(${categoryId}::int IS NULL OR category_id = ${categoryId}::int)`;
  const vendors = input.vendorIds?.length ? input.vendorIds : null;
  const ofVendor = vendors
    ? sql`vendor_id IN (${sql.join(
        vendors.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql`TRUE`;
  const inPrice = sql`(${input.priceMinCents ?? null}::int IS NULL OR customer_cents >= ${input.priceMinCents ?? null}::int)
    AND (${input.priceMaxCents ?? null}::int IS NULL OR customer_cents < ${input.priceMaxCents ?? null}::int)`;
  const [found] = rowsOf<SearchRow>(
    await db.execute(sql`
      WITH hits AS MATERIALIZED (${matchSql(terms, input.showroom, input.scope?.curation)}),
      filtered AS (SELECT * FROM hits WHERE ${inCategory} AND ${ofVendor} AND ${inPrice}),
      for_categories AS (SELECT * FROM hits WHERE ${ofVendor} AND ${inPrice}),
      for_vendors AS (SELECT * FROM hits WHERE ${inCategory} AND ${inPrice}),
      for_prices AS (SELECT * FROM hits WHERE ${inCategory} AND ${ofVendor})
      SELECT
        (SELECT count(*)::int FROM filtered) AS total,
        (SELECT coalesce(json_agg(id), '[]') FROM (
          SELECT id FROM filtered ORDER BY ${ORDER[input.sort ?? 'relevance']}
          LIMIT ${input.perPage}::int OFFSET ${offset}::int) page) AS ids,
        (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', c.name, 'count', f.n)
                 ORDER BY f.n DESC, c.name), '[]')
           FROM (SELECT category_id AS id, count(*)::int AS n FROM for_categories GROUP BY 1) f
           JOIN categories c ON c.id = f.id) AS categories,
        (SELECT coalesce(json_agg(json_build_object('id', f.id,
                   'name', coalesce(u.company_name, trim(u.first_name || ' ' || u.last_name)),
                   'count', f.n) ORDER BY f.n DESC, f.id), '[]')
           FROM (SELECT vendor_id AS id, count(*)::int AS n FROM for_vendors GROUP BY 1) f
           JOIN users u ON u.id = f.id) AS vendors,
        (SELECT coalesce(json_agg(json_build_object('bucket', b, 'count', n) ORDER BY b), '[]')
           FROM (SELECT width_bucket(customer_cents,
                   ${sql.raw(`ARRAY[${PRICE_EDGES_CENTS.slice(1).join(',')}]::numeric[]`)}) AS b,
                   count(*)::int AS n
                 FROM for_prices GROUP BY 1) f) AS prices
    `),
  );
  const total = found?.total ?? 0;
  const ids = found?.ids ?? [];
  const facets: SearchResult['facets'] = {
    categories: found?.categories ?? [],
    vendors: found?.vendors ?? [],
    prices: (found?.prices ?? []).map(({ bucket, count }) => {
      const max = PRICE_EDGES_CENTS[bucket + 1];
      return {
        min: dollars(PRICE_EDGES_CENTS[bucket] ?? 0),
        max: max === undefined ? null : dollars(max),
        count,
      };
    }),
  };
  const rows = await summariesInOrder(db, ids, input.showroom);
  const didYouMean =
    total === 0 && input.didYouMean !== false ? await didYouMeanFor(db, terms, categoryId) : null;
  return { rows, total, facets, didYouMean };
}

/** Products by id, in the order given, priced for the showroom. */
async function summariesInOrder(db: Db, ids: number[], showroom: ShowroomRow | null) {
  if (ids.length === 0) return [];
  const [products, cats, markup] = await Promise.all([
    db.select().from(t.products).where(inArray(t.products.id, ids)),
    db.select().from(t.categories),
    markupTable(db, showroom),
  ]);
  const byId = new Map<number, ProductRow>(products.map((p) => [p.id, p]));
  const catById = new Map(cats.map((c) => [c.id, c]));
  return ids
    .map((id) => byId.get(id))
    .filter((p): p is ProductRow => p !== undefined)
    .map((p) => productSummary(p, markup(p.categoryId), unitOf(p, catById.get(p.categoryId))));
}

/**
 * "Did you mean": each word replaced by the nearest word products are found by (pg_trgm
 * similarity >= 0.3 over `search_words`), offered only when it differs and finds products.
 */
export async function didYouMeanFor(
  db: Db,
  terms: string[],
  categoryId: number | null = null,
): Promise<string | null> {
  const rows = rowsOf<{ term: string; best: string | null }>(
    await db.execute(sql`
      SELECT t.term, (
        SELECT w.word FROM search_words w WHERE w.word % t.term
        ORDER BY similarity(w.word, t.term) DESC, w.word LIMIT 1) AS best
      FROM json_array_elements_text(${JSON.stringify(terms)}::json) WITH ORDINALITY AS t(term, ord)
      ORDER BY t.ord`),
  );
  const corrected = rows.map((r) => r.best).filter((w): w is string => Boolean(w));
  if (corrected.length === 0 || corrected.join(' ') === terms.join(' ')) return null;
  const [check] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM products
        WHERE search_doc @@ to_tsquery('simple', ${tsqueryOf(corrected)}::text)
          AND (${categoryId}::int IS NULL OR category_id = ${categoryId}::int)
          AND retired_at IS NULL
        LIMIT 1) x`),
  );
  return check && check.n > 0 ? corrected.join(' ') : null;
}
