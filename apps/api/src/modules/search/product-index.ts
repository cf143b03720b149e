/**
 * The in-process product index in front of the database (issue 11): MiniSearch over every
 * product's name, category, vendor and brand, and description, built from the database on the
 * first search and kept fresh by the notifications of migration 0004 (channel
 * `product_search`). The database stays the source of truth: until the index is built, or when
 * this instance cannot be sure it has heard every write, the SQL engine (search-products.ts,
 * suggest.ts) answers instead.
 *
 * Freshness: a notification names the products a statement wrote; the next search first
 * re-reads those rows by id (a product created, changed or retired is found, or gone). PGlite
 * delivers a trigger's notification before the write returns. On PostgreSQL every search first
 * sends a marker notification of its own and waits for it on the LISTEN connection: PostgreSQL
 * delivers notifications in commit order, so every write committed before the search began (on
 * any instance) has been heard by then. Concurrent searches share one marker.
 *
 * Ranking, the SQL engine's contract: the exact name first (tier 0), then products matching
 * every word, as a word or the start of one, in any field (tier 1, by the best field each word
 * matched: name 1, category/vendor/brand 0.4, description 0.2, as ts_rank weighs A, B and C),
 * then near matches of the name (tier 2: one or two letters off, by MiniSearch's score); ties
 * by score, popularity, then id.
 */
import { DEFAULT_MARKUP_PERCENT, markupPrice } from '@brand/core/rules';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { Database, Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { catalogCache } from '../../services/read-cache.ts';
import {
  type CategoryRow,
  markupTable,
  type ProductRow,
  productSummary,
  type ShowroomRow,
  unitOf,
} from '../catalog/pricing.ts';
import { dollars } from '../shared/format.ts';
import { showroomByVsd } from '../showrooms/find-showroom.ts';
import { type Scope, showroomScope } from '../showrooms/showroom-scope.ts';
import {
  didYouMeanFor,
  PRICE_EDGES_CENTS,
  type SearchInput,
  type SearchResult,
  searchProducts as searchProductsSql,
} from './search-products.ts';
import { SUGGESTIONS_MAX, type Suggestion, suggest as suggestSql } from './suggest.ts';
import { fold, matchRanges, termsOf } from './text.ts';

export const PRODUCT_SEARCH_CHANNEL = 'product_search';
/** How long a search waits for its marker before answering from the database instead. */
const SYNC_TIMEOUT_MS = 500;
/** How long a marker may stay away before the index stops trusting what it heard. */
const LOST_MS = 10_000;
const CATEGORIES_MAX = 3;
/** ts_rank's default weights of A (name), B (category, vendor, brand) and C (description). */
const FIELD_WEIGHT: Record<string, number> = {
  name: 1,
  category: 0.4,
  vendor: 0.4,
  description: 0.2,
};

interface Doc {
  id: number;
  name: string;
  category: string;
  vendor: string;
  description: string;
}

interface Hit {
  id: number;
  tier: number;
  rank: number;
  score: number;
}

/** Words of letters and digits, folded: what both the documents and the queries are cut into. */
function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A product's name as the SQL engine compares it with the query for an exact match. */
function exactKey(name: string): string {
  return words(name).join(' ');
}

/** One letter off from 4 letters, two from 6 ("nordc", "nrodic" -> "nordic"; "slaet" is not "slate"). */
function typos(term: string): number {
  return term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A term and, for a plural, its singular ("tiles" also finds "tile"), as tsqueryOf does. */
function variants(term: string): string[] {
  return term.length > 3 && term.endsWith('s') ? [term, term.slice(0, -1)] : [term];
}

function newMiniSearch() {
  return new MiniSearch<Doc>({
    fields: ['name', 'category', 'vendor', 'description'],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: {
      boost: { name: 4, category: 2, vendor: 2, description: 1 },
      tokenize: words,
      processTerm: (term) => term,
    },
  });
}

function newCategorySearch() {
  return new MiniSearch<{ id: number; name: string }>({
    fields: ['name'],
    tokenize: words,
    processTerm: (term) => term,
    searchOptions: { tokenize: words, processTerm: (term) => term },
  });
}

type Vendor = { company: string | null; display: string };
/** One word's products, ids ascending (see ProductIndex.termHits). */
interface TermHits {
  ids: Int32Array;
  rank: Float32Array;
  score: Float32Array;
}
/**
 * At most this many product ids are kept across the cached words (about 12 bytes each): 2
 * million, or 32 per indexed product in a larger catalogue (the words a shopper types each find
 * a share of the catalogue, so a fixed number would hold fewer words as it grows: at 250,000
 * products, 8 million ids, about 96 MB).
 */
const TERM_CACHE_IDS = 2_000_000;
const TERM_CACHE_IDS_PER_PRODUCT = 32;
/** Typeahead answers kept (a few hundred bytes each). */
const SUGGEST_MEMO_MAX = 5_000;

/**
 * The fields a search reads of every match, in typed arrays indexed by product id (ids are
 * dense: a sequence), grown as products come: the per-match loop then reads numbers, not a row
 * object from a Map of 250,000. `alive` is 1 for an indexed product.
 */
class Columns {
  alive = new Uint8Array(0);
  price = new Float64Array(0);
  category = new Int32Array(0);
  vendor = new Int32Array(0);
  popularity = new Float64Array(0);

  set(row: ProductRow) {
    if (row.id >= this.alive.length) this.grow(row.id + 1);
    this.alive[row.id] = 1;
    this.price[row.id] = row.priceCents;
    this.category[row.id] = row.categoryId;
    this.vendor[row.id] = row.vendorId;
    this.popularity[row.id] = row.popularity;
  }

  drop(id: number) {
    if (id < this.alive.length) this.alive[id] = 0;
  }

  private grow(least: number) {
    const size = Math.max(least, this.alive.length * 2, 1_024);
    const grown = <A extends Uint8Array | Float64Array | Int32Array>(
      old: A,
      make: (n: number) => A,
    ) => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.alive = grown(this.alive, (n) => new Uint8Array(n));
    this.price = grown(this.price, (n) => new Float64Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.vendor = grown(this.vendor, (n) => new Int32Array(n));
    this.popularity = grown(this.popularity, (n) => new Float64Array(n));
  }
}

export class ProductIndex {
  private readonly database: Database;
  private readonly engine = newMiniSearch();
  private categorySearch = newCategorySearch();
  private readonly products = new Map<number, ProductRow>();
  /** What the per-match loop reads, by product id (see Columns). */
  private readonly columns = new Columns();
  private readonly exact = new Map<number, string>();
  private readonly termCache = new Map<string, TermHits>();
  /**
   * Typeahead answers by their normalised words, until the index changes: a shopper's typing
   * repeats prefixes ("sl", "sla", "slat") that every other shopper types too.
   */
  private readonly suggestMemo = new Map<string, Suggestion[]>();
  /** The same per curating showroom's scope (a new scope object after each curation change). */
  private scopedSuggestMemo = new WeakMap<Scope, Map<string, Suggestion[]>>();
  private cachedIds = 0;
  private categories = new Map<number, CategoryRow>();
  private vendors = new Map<number, Vendor>();
  private state: 'cold' | 'building' | 'ready' | 'failed' = 'cold';
  /** Products a notification named since they were last read; `null` names none. */
  private dirty = new Set<number>();
  private namesDirty = false;
  private refreshing: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly instance = Math.random().toString(36).slice(2, 10);
  private markerSeq = 0;
  private readonly waiting = new Map<string, () => void>();
  private nextSync: Promise<boolean> | null = null;
  private syncInFlight: Promise<boolean> | null = null;
  /** What building took, for docs/performance.md. */
  stats = { documents: 0, buildMs: 0, heapBytes: 0 };

  constructor(database: Database) {
    this.database = database;
  }

  private get db(): Db {
    return this.database.db;
  }

  /** True when the index can answer (building it in the background the first time). */
  async ready(): Promise<boolean> {
    if (this.state === 'cold') {
      this.state = 'building';
      this.build().catch((err) => {
        this.state = 'failed';
        console.warn(`Search index: building failed, the database answers: ${err}`);
        void this.unsubscribe?.().catch(() => {});
        // Try again later (a new index on the next search after this).
        setTimeout(() => {
          if (indexes.get(this.database) === this) indexes.delete(this.database);
        }, 5_000).unref();
      });
      return false;
    }
    if (this.state !== 'ready') return false;
    if (this.database.kind === 'postgres' && !(await this.sync())) return false;
    if (this.dirty.size > 0 || this.namesDirty) await this.refresh();
    return this.state === 'ready';
  }

  /** Builds the index; listening first, so no write between the read and the listen is missed. */
  async build(): Promise<void> {
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    this.unsubscribe = await this.database.pubsub.subscribe(PRODUCT_SEARCH_CHANNEL, (payload) =>
      this.heard(payload),
    );
    this.dirty.clear();
    this.namesDirty = false;
    await this.loadNames();
    // Retired products (issue 12) are not indexed; a retired one is discarded when heard.
    const rows = await this.db.select().from(t.products).where(isNull(t.products.retiredAt));
    const docs: Doc[] = [];
    for (const row of rows) {
      const { doc } = this.remember(row);
      docs.push(doc);
    }
    await this.engine.addAllAsync(docs, { chunkSize: 500 });
    this.state = 'ready';
    this.stats = {
      documents: docs.length,
      buildMs: Math.round(performance.now() - started),
      heapBytes: process.memoryUsage().heapUsed - heapBefore,
    };
    if (this.database.kind === 'postgres' || docs.length > 1_000) {
      console.log(
        `Search index: ${docs.length} products in ${this.stats.buildMs} ms (heap +${Math.round(this.stats.heapBytes / 1_048_576)} MB).`,
      );
    }
  }

  async close(): Promise<void> {
    this.state = 'failed';
    await this.unsubscribe?.();
  }

  private heard(payload: string) {
    if (payload.startsWith('p:')) {
      for (const id of payload.slice(2).split(',')) this.dirty.add(Number(id));
    } else if (payload === 'm') {
      this.namesDirty = true;
    } else if (payload.startsWith('s:')) {
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
    }
  }

  /**
   * PostgreSQL: true once a marker sent after this call began has come back (every write
   * committed before it has been heard); false after SYNC_TIMEOUT_MS (the LISTEN connection is
   * down: notifications may be lost, so the index is rebuilt when it is back).
   */
  private sync(): Promise<boolean> {
    // A marker already in flight may have been sent before this search began: wait for the next.
    if (!this.syncInFlight) {
      this.syncInFlight = this.sendMarker().finally(() => {
        this.syncInFlight = null;
      });
      return this.syncInFlight;
    }
    this.nextSync ??= this.syncInFlight.then(() => {
      this.nextSync = null;
      return this.sync();
    });
    return this.nextSync;
  }

  private async sendMarker(): Promise<boolean> {
    const marker = `s:${this.instance}:${++this.markerSeq}`;
    let came = false;
    const heard = new Promise<true>((resolve) =>
      this.waiting.set(marker, () => {
        came = true;
        resolve(true);
      }),
    );
    try {
      await this.database.pubsub.publish(PRODUCT_SEARCH_CHANNEL, marker);
    } catch {
      this.waiting.delete(marker);
      return false;
    }
    // The wait starts once PostgreSQL has taken the marker: a busy pool or event loop delays
    // the publish, which says nothing about the LISTEN connection. And a busy event loop runs
    // due timers before it reads its sockets, so the verdict waits for the check phase after
    // that turn's poll phase (setImmediate), where a marker already in the socket has been read.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => setImmediate(() => resolve(false)), SYNC_TIMEOUT_MS);
    });
    const ok = await Promise.race([heard, late]);
    clearTimeout(timer);
    if (ok || came) {
      this.waiting.delete(marker);
      return true;
    }
    // Late: this search answers from the database. Lost (notifications may be missing: rebuild)
    // only when the marker never comes within LOST_MS.
    const lost = setTimeout(() => {
      this.waiting.delete(marker);
      this.lostTrack();
    }, LOST_MS);
    lost.unref();
    void heard.then(() => clearTimeout(lost));
    return false;
  }

  /** Notifications may have been missed: start again from the database. */
  private lostTrack() {
    if (this.state !== 'ready') return;
    console.warn('Search index: a notification did not come back; rebuilding from the database.');
    this.state = 'failed';
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    void unsubscribe?.().catch(() => {});
    indexes.delete(this.database);
  }

  /** Re-reads the products (and names) notifications named; one refresh at a time. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        while (this.dirty.size > 0 || this.namesDirty) {
          const ids = [...this.dirty];
          this.dirty.clear();
          this.changed();
          this.namesDirty = false;
          await this.loadNames();
          for (let i = 0; i < ids.length; i += 1_000) {
            const chunk = ids.slice(i, i + 1_000);
            const rows = await this.db
              .select()
              .from(t.products)
              .where(and(inArray(t.products.id, chunk), isNull(t.products.retiredAt)));
            const found = new Set<number>();
            for (const row of rows) {
              found.add(row.id);
              const { doc } = this.remember(row);
              if (this.engine.has(row.id)) this.engine.replace(doc);
              else this.engine.add(doc);
            }
            for (const id of chunk) {
              if (found.has(id) || !this.products.has(id)) continue;
              this.products.delete(id);
              this.columns.drop(id);
              this.exact.delete(id);
              this.engine.discard(id);
            }
          }
        }
      } catch (err) {
        this.lostTrack();
        throw err;
      } finally {
        // Answers memoised while the refresh was under way may hold the old rows.
        this.suggestMemo.clear();
        this.scopedSuggestMemo = new WeakMap();
        this.scopedSuggestMemo = new WeakMap();
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async loadNames() {
    const [cats, vendors] = await Promise.all([
      this.db.select().from(t.categories),
      this.db
        .select({
          id: t.users.id,
          company: t.users.companyName,
          first: t.users.firstName,
          last: t.users.lastName,
        })
        .from(t.users)
        .where(sql`${t.users.id} IN (SELECT DISTINCT vendor_id FROM products)`),
    ]);
    const renamed =
      cats.length !== this.categories.size ||
      cats.some((c) => this.categories.get(c.id)?.name !== c.name);
    this.categories = new Map(cats.map((c) => [c.id, c]));
    this.vendors = new Map(
      vendors.map((v) => [
        v.id,
        { company: v.company, display: v.company ?? `${v.first} ${v.last}`.trim() },
      ]),
    );
    if (renamed) {
      this.categorySearch = newCategorySearch();
      this.categorySearch.addAll(cats.map((c) => ({ id: c.id, name: c.name })));
    }
  }

  private remember(row: ProductRow): { doc: Doc } {
    const { searchDoc: _ignored, ...product } = row as ProductRow & { searchDoc?: unknown };
    this.products.set(row.id, product as ProductRow);
    this.columns.set(row);
    this.exact.set(row.id, exactKey(row.name));
    const category = this.categories.get(row.categoryId)?.name ?? '';
    const vendor = this.vendors.get(row.vendorId)?.company ?? '';
    return {
      doc: {
        id: row.id,
        name: row.name,
        category,
        vendor: `${vendor} ${row.brand}`,
        description: row.description ?? '',
      },
    };
  }

  /**
   * What MiniSearch answers for one word: in `word` mode the products with a word starting
   * with it (or its singular) in any field, with the weight of the best such field; in `near`
   * mode the products whose name has a word starting with it or one or two letters off. Kept
   * (ids in order) until the index changes, so a query's words are looked up once and then
   * intersected: the catalogue has few distinct words, each in thousands of products, and
   * MiniSearch's cost is per product a word finds, not per query.
   */
  private termHits(term: string, mode: 'word' | 'near'): TermHits {
    const key = `${mode} ${term}`;
    const cached = this.termCache.get(key);
    if (cached) {
      this.termCache.delete(key);
      this.termCache.set(key, cached);
      return cached;
    }
    const results =
      mode === 'word'
        ? this.engine.search({ combineWith: 'OR', prefix: true, queries: variants(term) })
        : this.engine.search(term, { prefix: true, fuzzy: typos, fields: ['name'] });
    results.sort((a, b) => a.id - b.id);
    const hits: TermHits = {
      ids: Int32Array.from(results, (r) => r.id),
      rank: Float32Array.from(results, (r) => (mode === 'word' ? rankOf(r, term) : 0)),
      score: Float32Array.from(results, (r) => r.score),
    };
    this.keep(key, hits);
    return hits;
  }

  /** Keeps a list in the word cache, forgetting the least recently used beyond its size. */
  private keep(key: string, hits: TermHits) {
    this.termCache.set(key, hits);
    this.cachedIds += hits.ids.length;
    for (const [oldest, old] of this.termCache) {
      if (this.cachedIds <= this.termCacheIds() || oldest === key) break;
      this.termCache.delete(oldest);
      this.cachedIds -= old.ids.length;
    }
  }

  private termCacheIds() {
    return Math.max(TERM_CACHE_IDS, TERM_CACHE_IDS_PER_PRODUCT * this.products.size);
  }

  /** Forgets every word's answer: the index changed. */
  private changed() {
    this.termCache.clear();
    this.suggestMemo.clear();
    this.scopedSuggestMemo = new WeakMap();
    this.cachedIds = 0;
  }

  /**
   * The products matching every word of `terms` (all but the last word of a query), kept like
   * one word's: a shopper types the last word letter by letter, so the words before it are
   * intersected once, not on every keystroke. Ranks and scores are summed, as intersect does.
   */
  private leadingHits(terms: string[], mode: 'word' | 'near'): TermHits {
    if (terms.length === 1) return this.termHits(terms[0] as string, mode);
    const key = `${mode} ${terms.join(' ')}`;
    const cached = this.termCache.get(key);
    if (cached) {
      this.termCache.delete(key);
      this.termCache.set(key, cached);
      return cached;
    }
    const ids: number[] = [];
    const rank: number[] = [];
    const score: number[] = [];
    intersect(
      terms.map((term) => this.termHits(term, mode)),
      (id, r, sc) => {
        ids.push(id);
        rank.push(r);
        score.push(sc);
      },
    );
    const hits: TermHits = {
      ids: Int32Array.from(ids),
      rank: Float32Array.from(rank),
      score: Float32Array.from(score),
    };
    this.keep(key, hits);
    return hits;
  }

  /** The lists a query's words are intersected from: its leading words' and its last word's. */
  private listsOf(terms: string[], mode: 'word' | 'near'): TermHits[] {
    const last = terms[terms.length - 1] as string;
    return terms.length === 1
      ? [this.termHits(last, mode)]
      : [this.leadingHits(terms.slice(0, -1), mode), this.termHits(last, mode)];
  }

  /** Every product matching all `terms`, best first (the relevance order). */
  private match(terms: string[]): Hit[] {
    const key = terms.join(' ');
    const hits: Hit[] = [];
    const words: number[] = [];
    intersect(this.listsOf(terms, 'word'), (id, rank, score) => {
      words.push(id);
      hits.push({ id, tier: this.exact.get(id) === key ? 0 : 1, rank, score });
    });
    // Both lists come in id order: a near match already found by its words is skipped.
    let w = 0;
    intersect(this.listsOf(terms, 'near'), (id, _rank, score) => {
      while (w < words.length && (words[w] as number) < id) w++;
      if (words[w] !== id) hits.push({ id, tier: 2, rank: 0, score });
    });
    return hits;
  }

  /** The relevance order: tier, rank, score, popularity, then id. */
  private readonly relevance = (a: Hit, b: Hit) => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.rank !== b.rank) return b.rank - a.rank;
    if (a.score !== b.score) return b.score - a.score;
    const pa = this.columns.popularity[a.id] ?? 0;
    const pb = this.columns.popularity[b.id] ?? 0;
    return pa !== pb ? pb - pa : a.id - b.id;
  };

  /** GET /api/search's answer from the index (see search-products.ts for the SQL one). */
  async search(input: SearchInput): Promise<SearchResult> {
    const terms = termsOf(input.q);
    if (terms.length === 0) {
      return {
        rows: [],
        total: 0,
        facets: { categories: [], vendors: [], prices: [] },
        didYouMean: null,
      };
    }
    const markup = await markupsOf(this.database, input.showroom);
    const hits = this.match(terms);
    const categoryId = input.categoryId ?? null;
    const byCategory = new Map<number, number>();
    const byVendor = new Map<number, number>();
    const byPrice = new Map<number, number>();
    const filtered: { id: number; hit: Hit; cents: number }[] = [];
    const scope = input.scope?.everything === false ? input.scope : null;
    const vendors = input.vendorIds?.length ? new Set(input.vendorIds) : null;
    const priceMin = input.priceMinCents ?? null;
    const priceMax = input.priceMaxCents ?? null;
    // Typed columns by product id rather than a row object per match: a broad query at 250,000
    // products has thousands of matches, and this loop is most of a search's time.
    const { alive, price, category, vendor } = this.columns;
    const markups = new Map<number, number>();
    for (const hit of hits) {
      const id = hit.id;
      if (alive[id] !== 1) continue;
      // Only what the showroom sells (issue 12 item 2).
      if (scope && !scope.sells(this.products.get(id) as ProductRow)) continue;
      const categoryOf = category[id] as number;
      const vendorOf = vendor[id] as number;
      let percent = markups.get(categoryOf);
      if (percent === undefined) {
        percent = markup(categoryOf);
        markups.set(categoryOf, percent);
      }
      const cents = markupPrice(price[id] as number, percent);
      // Each facet counts the results of every filter but its own (as shoppers expect).
      const inCategory = categoryId === null || categoryOf === categoryId;
      const ofVendor = vendors === null || vendors.has(vendorOf);
      const inPrice =
        (priceMin === null || cents >= priceMin) && (priceMax === null || cents < priceMax);
      if (ofVendor && inPrice) {
        byCategory.set(categoryOf, (byCategory.get(categoryOf) ?? 0) + 1);
      }
      if (inCategory && inPrice) {
        byVendor.set(vendorOf, (byVendor.get(vendorOf) ?? 0) + 1);
      }
      if (inCategory && ofVendor) {
        let bucket = 0;
        while (
          bucket + 1 < PRICE_EDGES_CENTS.length &&
          (PRICE_EDGES_CENTS[bucket + 1] ?? 0) <= cents
        ) {
          bucket++;
        }
        byPrice.set(bucket, (byPrice.get(bucket) ?? 0) + 1);
      }
      if (inCategory && ofVendor && inPrice) filtered.push({ id, hit, cents });
    }
    const offset = (input.page - 1) * input.perPage;
    const end = offset + input.perPage;
    type Found = (typeof filtered)[number];
    const byId = (a: Found, b: Found) => a.id - b.id;
    const nameOf = (found: Found) => (this.products.get(found.id) as ProductRow).name;
    const orders: Record<NonNullable<SearchInput['sort']>, (a: Found, b: Found) => number> = {
      relevance: (a, b) => this.relevance(a.hit, b.hit),
      price_asc: (a, b) => a.cents - b.cents || byId(a, b),
      price_desc: (a, b) => b.cents - a.cents || byId(a, b),
      name: (a, b) => {
        const [na, nb] = [nameOf(a), nameOf(b)];
        return na === nb ? byId(a, b) : na < nb ? -1 : 1;
      },
    };
    const rows = best(filtered, end, orders[input.sort ?? 'relevance'])
      .slice(offset, end)
      .map(({ id }) => this.products.get(id) as ProductRow)
      .map((product) =>
        productSummary(
          product,
          markup(product.categoryId),
          unitOf(product, this.categories.get(product.categoryId)),
        ),
      );
    const facets: SearchResult['facets'] = {
      categories: [...byCategory]
        .map(([id, count]) => ({ id, name: this.categories.get(id)?.name ?? '', count }))
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      vendors: [...byVendor]
        .map(([id, count]) => ({ id, name: this.vendors.get(id)?.display ?? '', count }))
        .sort((a, b) => b.count - a.count || a.id - b.id),
      prices: [...byPrice]
        .sort((a, b) => a[0] - b[0])
        .map(([bucket, count]) => {
          const max = PRICE_EDGES_CENTS[bucket + 1];
          return {
            min: dollars(PRICE_EDGES_CENTS[bucket] ?? 0),
            max: max === undefined ? null : dollars(max),
            count,
          };
        }),
    };
    const total = filtered.length;
    // Nothing found is rare and the shopper waits for a correction: the database offers it.
    const didYouMean =
      total === 0 && input.didYouMean !== false
        ? await didYouMeanFor(this.db, terms, categoryId)
        : null;
    return { rows, total, facets, didYouMean };
  }

  /** GET /api/search/suggest's answer from the index (see suggest.ts for the SQL one). */
  suggest(q: string, scope?: Scope): Suggestion[] {
    const sells = scope?.everything === false ? scope : null;
    const terms = termsOf(q);
    if (terms.length === 0) return [];
    const key = terms.join(' ');
    let memo = this.suggestMemo;
    if (sells) {
      memo = this.scopedSuggestMemo.get(sells) ?? new Map();
      this.scopedSuggestMemo.set(sells, memo);
    }
    const found = memo.get(key);
    if (found) return found;
    const out = this.suggestFresh(terms, sells);
    memo.set(key, out);
    if (memo.size > SUGGEST_MEMO_MAX) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    return out;
  }

  private suggestFresh(terms: string[], sells: Scope | null): Suggestion[] {
    const out: Suggestion[] = [];
    const categories = this.categorySearch
      .search({
        combineWith: 'AND',
        prefix: true,
        queries: terms.map((term) => ({
          combineWith: 'OR',
          queries: [{ queries: variants(term) }, { queries: [term], fuzzy: typos, prefix: false }],
        })),
      })
      .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
      .slice(0, CATEGORIES_MAX);
    for (const c of categories) {
      if (sells && !sells.sellsCategory(c.id)) continue;
      const name = this.categories.get(c.id)?.name ?? '';
      out.push({
        type: 'category',
        id: c.id,
        hash: null,
        text: name,
        match: matchRanges(name, terms),
      });
    }
    const matched = this.match(terms);
    const all = sells
      ? matched.filter((h) => {
          const product = this.products.get(h.id);
          return product !== undefined && sells.sells(product);
        })
      : matched;
    let hits = best(all, 64, this.relevance);
    if (new Set(hits.map((h) => this.products.get(h.id)?.name)).size < SUGGESTIONS_MAX) {
      hits = all.sort(this.relevance);
    }
    // One suggestion per distinct name: its best-ranked place, the smallest id of that name.
    const firstId = new Map<string, number>();
    const shown = new Set(hits.map((h) => this.products.get(h.id)?.name));
    for (const hit of all) {
      const name = this.products.get(hit.id)?.name;
      if (name === undefined || !shown.has(name)) continue;
      const id = firstId.get(name);
      if (id === undefined || hit.id < id) firstId.set(name, hit.id);
    }
    const listed = new Set<string>();
    for (const hit of hits) {
      if (out.length >= SUGGESTIONS_MAX) break;
      const name = this.products.get(hit.id)?.name;
      if (name === undefined || listed.has(name)) continue;
      listed.add(name);
      const id = firstId.get(name) ?? hit.id;
      out.push({
        type: 'product',
        id,
        hash: this.products.get(id)?.hash ?? null,
        text: name,
        match: matchRanges(name, terms),
      });
    }
    return out;
  }
}

/**
 * The first `k` of `items` in `order`, in order, without sorting them all (a two-letter query
 * finds thousands of products; a page shows 20).
 */
function best<T>(items: T[], k: number, order: (a: T, b: T) => number): T[] {
  if (items.length <= k * 4) return items.sort(order).slice(0, k);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && order(item, top[k - 1] as T) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(item, top[mid] as T) < 0) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/**
 * Tier 1's rank of one query word: the weight of the best field one of its words matched (a
 * query's rank is the sum, as ts_rank adds the weights of the matched lexemes).
 */
function rankOf(result: MiniResult, term: string): number {
  const forms = variants(term);
  let best = 0;
  for (const [word, fields] of Object.entries(result.match)) {
    if (!forms.some((f) => word.startsWith(f))) continue;
    for (const field of fields) best = Math.max(best, FIELD_WEIGHT[field] ?? 0);
  }
  return best;
}

/** Calls `found` for each id in every list (ids ascending), with the summed rank and score. */
function intersect(lists: TermHits[], found: (id: number, rank: number, score: number) => void) {
  const [first, ...rest] = [...lists].sort((a, b) => a.ids.length - b.ids.length);
  if (!first) return;
  const at = rest.map(() => 0);
  outer: for (let i = 0; i < first.ids.length; i++) {
    const id = first.ids[i] as number;
    let rank = first.rank[i] as number;
    let score = first.score[i] as number;
    for (let l = 0; l < rest.length; l++) {
      const list = rest[l] as TermHits;
      const j = seek(list.ids, at[l] as number, id);
      at[l] = j;
      if (j === list.ids.length) return;
      if (list.ids[j] !== id) continue outer;
      rank += list.rank[j] as number;
      score += list.score[j] as number;
    }
    found(id, rank, score);
  }
}

/**
 * The first index from `from` whose id is not below `id` (ids ascending): galloping, so a long
 * list is crossed in a few steps when the shorter list's ids are far apart.
 */
function seek(ids: Int32Array, from: number, id: number): number {
  const n = ids.length;
  if (from >= n || (ids[from] as number) >= id) return from;
  let lo = from;
  let step = 1;
  while (lo + step < n && (ids[lo + step] as number) < id) {
    lo += step;
    step *= 2;
  }
  // ids[lo] < id; the answer is in (lo, min(lo + step, n)].
  let hi = Math.min(lo + step, n);
  lo += 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A showroom's markup percent by category, cached with the catalog (dropped on its writes). */
function markupsOf(database: Database, showroom: ShowroomRow | null) {
  if (!showroom) return (_categoryId: number) => DEFAULT_MARKUP_PERCENT;
  return catalogCache(database).get(`search markups ${showroom.id} ${showroom.markupBp}`, () =>
    markupTable(database.db, showroom),
  );
}

const indexes = new WeakMap<Database, ProductIndex>();

/** This process's product index for `database` (built on the first search). */
export function productIndex(database: Database): ProductIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new ProductIndex(database);
    indexes.set(database, index);
  }
  return index;
}

/** A showroom by its ID, from the catalog cache (showroom writes call catalogChanged). */
export function searchShowroom(database: Database, vsd: string | undefined) {
  if (!vsd) return Promise.resolve(null);
  return catalogCache(database).get(`search showroom ${vsd.toUpperCase()}`, () =>
    showroomByVsd(database.db, vsd),
  );
}

/** Product search: the index when it can answer, else the database. */
export async function searchProducts(database: Database, input: SearchInput) {
  const index = productIndex(database);
  const scoped = { ...input, scope: await showroomScope(database, input.showroom) };
  if (await index.ready()) return index.search(scoped);
  return searchProductsSql(database.db, scoped);
}

/** Typeahead suggestions: the index when it can answer, else the database. */
export async function suggestProducts(
  database: Database,
  q: string,
  showroom: { id: number } | null = null,
) {
  const index = productIndex(database);
  const scope = await showroomScope(database, showroom);
  if (await index.ready()) return index.suggest(q, scope);
  return suggestSql(database.db, q, scope);
}
