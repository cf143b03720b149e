/**
 * The query module (issue 26 item 3): the one definition of how products match and rank, over
 * the pure index (text-index.ts). `GET /api/search`, `/suggest`, the category listing's search
 * and "did you mean" all answer from here; nothing else ranks products.
 *
 * Matching: each word of the query (after synonyms: "fridge" is also "refrigerator", "gray" also
 * "grey", core's `synonymsOf`) must be a word of the product, or the start of one (the shopper
 * is still typing), in any field.
 *
 * Ranking, best first:
 * - tier 0: the product's name spelled exactly (its words, folded);
 * - tier 1: every query word matched; by rank, the sum over the query's words of the weight of
 *   the best field it matched (the head noun of the product's type 1.3, its other type words
 *   1.2, its name 1, category / vendor / brand 0.4, description and SKU 0.2), times 0.95 when
 *   only the start of a word matched, 0.9 when a synonym did (0.8 a synonym of a word the last,
 *   unfinished word may become);
 * - tier 2: near matches, every query word the start of a word of the name or one or two
 *   letters off it (one from 4 letters, two from 6), by how near;
 * - ties: popularity, then id.
 */
import { markupPrice, SYNONYM_GROUPS, synonymsOf } from '@brand/core/rules';
import {
  type CategoryRow,
  type ProductRow,
  productSummary,
  unitOf,
} from '../product-rows/index.ts';
import { dollars } from '../shared/index.ts';
import type { Scope } from '../showrooms/index.ts';
import { matchRanges, termsOf } from './text.ts';
import {
  FIELD_DESCRIPTION,
  FIELD_HEAD,
  FIELD_NAME,
  FIELD_OTHER,
  FIELD_TYPE,
  type TextIndex,
  wordsOf,
} from './text-index.ts';

export type SearchSort = 'relevance' | 'price_asc' | 'price_desc' | 'name';

export interface SearchInput {
  q: string;
  /** Whose markups make the customer prices; null: the default markup. */
  showroom: { id: number; markupBp: number } | null;
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

export interface Suggestion {
  type: 'category' | 'product';
  id: number;
  hash: string | null;
  text: string;
  match: [number, number][];
}

/** Customer-price ranges of the price facet, in cents (the last one open-ended). */
export const PRICE_EDGES_CENTS = [0, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000];
export const SUGGESTIONS_MAX = 8;
const CATEGORIES_MAX = 3;

/** The weight of a posting's best field (index: the field bits). */
const MASK_WEIGHT = Float32Array.from({ length: 32 }, (_, mask) =>
  mask & FIELD_HEAD
    ? 1.3
    : mask & FIELD_TYPE
      ? 1.2
      : mask & FIELD_NAME
        ? 1
        : mask & FIELD_OTHER
          ? 0.4
          : mask & FIELD_DESCRIPTION
            ? 0.2
            : 0,
);
const PREFIX_ONLY = 0.95;
const SYNONYM = 0.9;
/** A synonym of a word the last (unfinished) word may become ("fri" -> fridge -> refrigerator). */
const SYNONYM_OF_PREFIX = 0.8;

/** One letter off from 4 letters, two from 6 ("nordc", "nrodic" -> "nordic"; "slaet" is not "slate"). */
export function typos(term: string): number {
  return term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0;
}

/** What one query word may match: words (all of them, for a phrase), as prefixes or whole. */
interface Alternative {
  words: string[];
  prefix: boolean;
  factor: number;
}

export interface QueryTerm {
  /** The word as typed (folded); a two-word synonym phrase ("dish washer") is one term. */
  text: string;
  alternatives: Alternative[];
}

/** Single words of the synonym table, sorted, for the last word's prefix ("fri" -> fridge). */
const SYNONYM_WORDS = [...new Set(SYNONYM_GROUPS.flat().filter((w) => !w.includes(' ')))].sort();

/** A query's terms with their synonyms and spelling variants. */
export function parseQuery(q: string): QueryTerm[] {
  const words = termsOf(q);
  const out: QueryTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    // "dish washer", "wall light": a phrase of the table is one term.
    const phrase = next === undefined ? null : `${word} ${next}`;
    const text = phrase && synonymsOf(phrase).length > 1 ? phrase : word;
    if (text === phrase) i++;
    const last = i === words.length - 1;
    const alternatives: Alternative[] = [];
    const seen = new Set<string>();
    const add = (w: string, prefix: boolean, factor: number) => {
      const key = `${w}|${prefix}`;
      if (seen.has(key)) return;
      seen.add(key);
      alternatives.push({ words: w.split(' '), prefix, factor });
    };
    add(text, true, 1);
    // A plural also finds its singular ("tiles" -> "tile", "vanitys" -> "vanity").
    const singular =
      !text.includes(' ') && text.length > 3 && text.endsWith('s') ? text.slice(0, -1) : null;
    if (singular) add(singular, true, 1);
    for (const form of singular ? [text, singular] : [text]) {
      for (const synonym of synonymsOf(form)) if (synonym !== form) add(synonym, true, SYNONYM);
    }
    // The last word is still being typed: "fri" may become "fridge", so it finds refrigerators.
    if (last && text.length >= 3 && !text.includes(' ')) {
      for (const w of SYNONYM_WORDS) {
        if (w.length > text.length && w.startsWith(text)) {
          for (const synonym of synonymsOf(w)) {
            if (synonym !== w) add(synonym, true, SYNONYM_OF_PREFIX);
          }
        }
      }
    }
    out.push({ text, alternatives });
  }
  return out;
}

/** One term's products: ids ascending, each with its rank (word mode) or nearness (near mode). */
interface TermHits {
  ids: Int32Array;
  rank: Float32Array;
}

const EMPTY: TermHits = { ids: new Int32Array(0), rank: new Float32Array(0) };
/** Lists shorter than this are not kept: computing them again costs less than keeping them. */
const KEEP_MIN = 64;
/** At most this many product ids are kept across the kept lists (about 8 bytes each). */
const CACHE_IDS = 2_000_000;
const CACHE_IDS_PER_PRODUCT = 32;
const CACHE_ENTRIES = 20_000;
/** Typeahead answers kept (a few hundred bytes each). */
const SUGGEST_MEMO_MAX = 5_000;

export interface CategoryNames {
  categories: Map<number, CategoryRow>;
  vendors: Map<number, { company: string | null; display: string }>;
}

export class ProductQueries {
  private readonly termCache = new Map<string, TermHits>();
  private cachedIds = 0;
  private readonly suggestMemo = new Map<string, Suggestion[]>();
  private scopedSuggestMemo = new WeakMap<Scope, Map<string, Suggestion[]>>();
  private seenVersion = -1;
  private seenNames: CategoryNames | null = null;
  /** Per-product scratch (weights by id) for merging a term's words; reused by every query. */
  private scratch = new Float32Array(0);
  private touched: number[] = [];
  /**
   * While set, the products a term may still match (1 by id): the last term of a query is looked
   * up among the products its earlier words matched, not in the whole catalogue (a two-letter
   * last word starts words of half of 250,000 products). What is worked out then is partial and
   * not kept.
   */
  private only: Uint8Array | null = null;
  private onlyMask = new Uint8Array(0);

  constructor(
    readonly index: TextIndex,
    private names: CategoryNames,
    /** Leave out of the near lists what the word matches already have (off only in a test). */
    private readonly narrowNear = true,
  ) {}

  /** New category and vendor names (a rename): answers kept so far may name the old ones. */
  setNames(names: CategoryNames) {
    this.names = names;
  }

  /** Forgets what was kept when the index or the names changed since. */
  private fresh() {
    if (this.seenVersion === this.index.version && this.seenNames === this.names) return;
    this.seenVersion = this.index.version;
    this.seenNames = this.names;
    this.termCache.clear();
    this.cachedIds = 0;
    this.suggestMemo.clear();
    this.scopedSuggestMemo = new WeakMap();
  }

  private kept(key: string): TermHits | undefined {
    const hit = this.termCache.get(key);
    if (hit) {
      this.termCache.delete(key);
      this.termCache.set(key, hit);
    }
    return hit;
  }

  private keep(key: string, hits: TermHits) {
    if (hits.ids.length < KEEP_MIN || this.only !== null) return;
    this.termCache.set(key, hits);
    this.cachedIds += hits.ids.length;
    const limit = Math.max(CACHE_IDS, CACHE_IDS_PER_PRODUCT * this.index.size);
    for (const [oldest, old] of this.termCache) {
      if ((this.cachedIds <= limit && this.termCache.size <= CACHE_ENTRIES) || oldest === key)
        break;
      this.termCache.delete(oldest);
      this.cachedIds -= old.ids.length;
    }
  }

  /** Adds each product of a word's posting to the scratch at its best weight. */
  private collect(wordIds: number[], weightOf: (wordId: number) => number, fields = 31) {
    if (this.scratch.length < this.index.idLimit) {
      this.scratch = new Float32Array(Math.max(this.index.idLimit, this.scratch.length * 2));
    }
    const { scratch, touched, only } = this;
    for (const wordId of wordIds) {
      const factor = weightOf(wordId);
      const { ids, masks } = this.index.posting(wordId);
      for (let j = 0; j < ids.length; j++) {
        const mask = (masks[j] as number) & fields;
        if (mask === 0) continue;
        const id = ids[j] as number;
        if (only !== null && only[id] !== 1) continue;
        const weight = (MASK_WEIGHT[mask] as number) * factor;
        const was = scratch[id] as number;
        if (was === 0) touched.push(id);
        if (weight > was) scratch[id] = weight;
      }
    }
  }

  /** The scratch's products in id order with their weights; the scratch is left empty. */
  private drain(): TermHits {
    const { scratch, touched } = this;
    const n = touched.length;
    if (n === 0) return EMPTY;
    const ids = new Int32Array(n);
    const rank = new Float32Array(n);
    if (n * 8 < this.index.idLimit) {
      const order = Int32Array.from(touched).sort();
      for (let i = 0; i < n; i++) {
        const id = order[i] as number;
        ids[i] = id;
        rank[i] = scratch[id] as number;
        scratch[id] = 0;
      }
    } else {
      let at = 0;
      const limit = Math.min(scratch.length, this.index.idLimit);
      for (let id = 0; id < limit; id++) {
        const w = scratch[id] as number;
        if (w === 0) continue;
        ids[at] = id;
        rank[at] = w;
        scratch[id] = 0;
        at++;
      }
    }
    this.touched = [];
    return { ids, rank };
  }

  /** The products one word (or its start) matches, in any field, with the best weight. */
  private wordHits(word: string, prefix: boolean, factor: number): TermHits {
    const key = `w ${prefix ? '*' : '='} ${factor} ${word}`;
    const kept = this.kept(key);
    if (kept) return kept;
    const exact = this.index.lookup(word);
    const wordIds = prefix
      ? this.index.wordsStartingWith(word)
      : exact === undefined
        ? []
        : [exact];
    this.collect(wordIds, (id) => (this.index.word(id) === word ? factor : PREFIX_ONLY * factor));
    const hits = this.drain();
    this.keep(key, hits);
    return hits;
  }

  /** A query term's products: any alternative's, at its best rank. */
  private termHits(term: QueryTerm): TermHits {
    const key = `t ${term.alternatives.map((a) => `${a.words.join('+')}${a.prefix ? '*' : ''}${a.factor}`).join(' ')}`;
    const kept = this.kept(key);
    if (kept) return kept;
    let lists: TermHits[] = [];
    for (const alt of term.alternatives) {
      if (alt.words.length === 1) {
        lists.push(this.wordHits(alt.words[0] as string, alt.prefix, alt.factor));
      } else {
        // A phrase: all its words, each at the phrase's factor, their mean as its rank.
        const parts = alt.words.map((w) => this.wordHits(w, alt.prefix, alt.factor));
        const ids: number[] = [];
        const rank: number[] = [];
        intersect(parts, (id, r) => {
          ids.push(id);
          rank.push(r / parts.length);
        });
        lists.push({ ids: Int32Array.from(ids), rank: Float32Array.from(rank) });
      }
    }
    lists = lists.filter((l) => l.ids.length > 0);
    let hits: TermHits;
    if (lists.length <= 1) hits = lists[0] ?? EMPTY;
    else {
      if (this.scratch.length < this.index.idLimit) {
        this.scratch = new Float32Array(Math.max(this.index.idLimit, this.scratch.length * 2));
      }
      const { scratch, touched, only } = this;
      for (const list of lists) {
        for (let j = 0; j < list.ids.length; j++) {
          const id = list.ids[j] as number;
          if (only !== null && only[id] !== 1) continue;
          const w = list.rank[j] as number;
          const was = scratch[id] as number;
          if (was === 0) touched.push(id);
          if (w > was) scratch[id] = w;
        }
      }
      hits = this.drain();
    }
    this.keep(key, hits);
    return hits;
  }

  /**
   * Near matches of one term: products whose name (or type) has a word starting with it, or
   * one or two letters off it, scored 1 for a start and 1 - 0.3 per letter off.
   */
  private nearHits(term: QueryTerm): TermHits {
    const text = term.text;
    const key = `n ${text}`;
    const kept = this.kept(key);
    if (kept) return kept;
    const weight = new Map<number, number>();
    for (const id of this.index.wordsStartingWith(text)) weight.set(id, 1);
    for (const { id, distance } of this.index.wordsWithin(text, typos(text))) {
      const w = 1 - 0.3 * distance;
      if ((weight.get(id) ?? 0) < w) weight.set(id, w);
    }
    // Weights are the field's times the nearness: only the name and type fields count here.
    this.collect(
      [...weight.keys()],
      (id) => weight.get(id) ?? 0,
      FIELD_NAME | FIELD_TYPE | FIELD_HEAD,
    );
    const hits = this.drain();
    // The name's weight is 1 and the type's 1.2: nearness alone ranks near matches.
    for (let i = 0; i < hits.rank.length; i++) hits.rank[i] = Math.min(1, hits.rank[i] as number);
    this.keep(key, hits);
    return hits;
  }

  /**
   * The products matching every word of all but the last term, kept like one word's: a shopper
   * types the last word letter by letter, so the words before it are intersected once.
   */
  private leading(terms: QueryTerm[], mode: 'word' | 'near'): TermHits {
    const one = (t: QueryTerm) => (mode === 'word' ? this.termHits(t) : this.nearHits(t));
    if (terms.length === 1) return one(terms[0] as QueryTerm);
    const key = `${mode} ${terms.map((t) => t.text).join(' ')}`;
    const kept = this.kept(key);
    if (kept) return kept;
    const ids: number[] = [];
    const rank: number[] = [];
    intersect(terms.map(one), (id, r) => {
      ids.push(id);
      rank.push(r);
    });
    const hits = { ids: Int32Array.from(ids), rank: Float32Array.from(rank) };
    this.keep(key, hits);
    return hits;
  }

  /**
   * The lists whose intersection is the query's matches. `wordLead`, in near mode: the word
   * matches' lead, when the last term's near words are all among its word alternatives
   * (`nearWithinWords`); its products are left out of the near lists, since any near match
   * among them is already a word match (and skipped as one).
   */
  private listsOf(
    terms: QueryTerm[],
    mode: 'word' | 'near',
    wordLead: TermHits | null = null,
  ): TermHits[] {
    const last = terms[terms.length - 1] as QueryTerm;
    const lastOf = () => (mode === 'word' ? this.termHits(last) : this.nearHits(last));
    if (terms.length === 1) return [lastOf()];
    const lead = this.leading(terms.slice(0, -1), mode);
    return [lead, this.among(lead, lastOf, wordLead)];
  }

  /**
   * `hits()` looked up among `lead`'s products only (a list kept whole is still taken whole):
   * the intersection that follows finds the same products, and a short last word costs what
   * the earlier words matched instead of what it starts in the whole catalogue.
   */
  private among(lead: TermHits, hits: () => TermHits, leaveOut: TermHits | null = null): TermHits {
    if (leaveOut === null && lead.ids.length * 2 > this.index.idLimit) return hits();
    if (this.onlyMask.length < this.index.idLimit) {
      this.onlyMask = new Uint8Array(Math.max(this.index.idLimit, this.onlyMask.length * 2));
    }
    const mask = this.onlyMask;
    for (let i = 0; i < lead.ids.length; i++) mask[lead.ids[i] as number] = 1;
    if (leaveOut !== null) {
      for (let i = 0; i < leaveOut.ids.length; i++) mask[leaveOut.ids[i] as number] = 0;
    }
    this.only = mask;
    try {
      return hits();
    } finally {
      this.only = null;
      for (let i = 0; i < lead.ids.length; i++) mask[lead.ids[i] as number] = 0;
    }
  }

  /**
   * Every product matching all `terms`, in tiers (not yet in order), written to the reused hit
   * buffers (`hitId`, `hitTier`, `hitRank`); answers how many. A query allocates no object per
   * match: a broad query matches thousands of products.
   */
  match(terms: QueryTerm[]): number {
    this.fresh();
    const key = terms.map((t) => t.text).join(' ');
    const exact = this.index.named.get(key);
    const words = this.listsOf(terms, 'word');
    const last = terms[terms.length - 1] as QueryTerm;
    // A near match is a product the word matches missed; when the last term's near words are
    // all its own prefix's words, one needs a lead word's near form the word lead does not have.
    const within = this.narrowNear && nearWithinWords(last);
    const near =
      within && terms.length === 1
        ? [EMPTY]
        : this.listsOf(terms, 'near', within ? (words[0] as TermHits) : null);
    const shortest = (lists: TermHits[]) => Math.min(...lists.map((l) => l.ids.length));
    this.reserve(shortest(words) + shortest(near));
    let n = 0;
    const { hitId, hitTier, hitRank } = this;
    intersect(words, (id, rank) => {
      hitId[n] = id;
      hitTier[n] = exact?.has(id) ? 0 : 1;
      hitRank[n] = rank;
      n++;
    });
    // Both lists come in id order: a near match already found by its words is skipped.
    const found = n;
    let w = 0;
    intersect(near, (id, rank) => {
      while (w < found && (hitId[w] as number) < id) w++;
      if (w < found && hitId[w] === id) return;
      hitId[n] = id;
      hitTier[n] = 2;
      hitRank[n] = rank;
      n++;
    });
    return n;
  }

  private hitId = new Int32Array(1_024);
  private hitTier = new Uint8Array(1_024);
  private hitRank = new Float32Array(1_024);
  private hitCents = new Float64Array(1_024);
  /** The facets' counts, reused by every search (one runs at a time: `search` is synchronous). */
  private readonly byCategory = new Tally();
  private readonly byVendor = new Tally();
  private readonly byPrice = new Tally();

  private reserve(n: number) {
    if (n <= this.hitId.length) return;
    const size = Math.max(n, this.hitId.length * 2);
    this.hitId = new Int32Array(size);
    this.hitTier = new Uint8Array(size);
    this.hitRank = new Float32Array(size);
    this.hitCents = new Float64Array(size);
  }

  /** The relevance order of two hits (buffer positions): tier, rank, popularity, then id. */
  readonly relevance = (a: number, b: number) => {
    const { hitTier, hitRank, hitId } = this;
    const ta = hitTier[a] as number;
    const tb = hitTier[b] as number;
    if (ta !== tb) return ta - tb;
    const ra = hitRank[a] as number;
    const rb = hitRank[b] as number;
    if (ra !== rb) return rb - ra;
    const ia = hitId[a] as number;
    const ib = hitId[b] as number;
    const popularity = this.index.columns.popularity;
    const pa = popularity[ia] as number;
    const pb = popularity[ib] as number;
    return pa !== pb ? pb - pa : ia - ib;
  };

  /** GET /api/search's answer. `markup` gives the showroom's markup percent by category. */
  search(input: SearchInput, markup: (categoryId: number) => number): SearchResult {
    const terms = parseQuery(input.q);
    if (terms.length === 0) {
      return {
        rows: [],
        total: 0,
        facets: { categories: [], vendors: [], prices: [] },
        didYouMean: null,
      };
    }
    const count = this.match(terms);
    const categoryId = input.categoryId ?? null;
    const { byCategory, byVendor, byPrice } = this;
    for (const tally of [byCategory, byVendor, byPrice]) tally.clear();
    /** Positions in the hit buffers of the results (every filter passed). */
    const filtered: number[] = [];
    const scope = input.scope?.everything === false ? input.scope : null;
    const vendors = input.vendorIds?.length ? new Set(input.vendorIds) : null;
    const priceMin = input.priceMinCents ?? null;
    const priceMax = input.priceMaxCents ?? null;
    const { alive, price, category, vendor } = this.index.columns;
    const products = this.index.products;
    const { hitId, hitCents } = this;
    /** The markup percent by category id, asked once per category. */
    const markups: number[] = [];
    // What `scope.sells` reads, from the columns: no product row is fetched per match.
    const probe = { id: 0, vendorId: 0, categoryId: 0 };
    for (let i = 0; i < count; i++) {
      const id = hitId[i] as number;
      if (alive[id] !== 1) continue;
      const categoryOf = category[id] as number;
      const vendorOf = vendor[id] as number;
      // Only what the showroom sells (issue 12 item 2).
      if (scope) {
        probe.id = id;
        probe.vendorId = vendorOf;
        probe.categoryId = categoryOf;
        if (!scope.sells(probe)) continue;
      }
      let percent = markups[categoryOf];
      if (percent === undefined) {
        percent = markup(categoryOf);
        markups[categoryOf] = percent;
      }
      const cents = markupPrice(price[id] as number, percent);
      hitCents[i] = cents;
      // Each facet counts the results of every filter but its own (as shoppers expect).
      const inCategory = categoryId === null || categoryOf === categoryId;
      const ofVendor = vendors === null || vendors.has(vendorOf);
      const inPrice =
        (priceMin === null || cents >= priceMin) && (priceMax === null || cents < priceMax);
      if (ofVendor && inPrice) byCategory.add(categoryOf);
      if (inCategory && inPrice) byVendor.add(vendorOf);
      if (inCategory && ofVendor) {
        let bucket = 0;
        while (
          bucket + 1 < PRICE_EDGES_CENTS.length &&
          (PRICE_EDGES_CENTS[bucket + 1] ?? 0) <= cents
        ) {
          bucket++;
        }
        byPrice.add(bucket);
      }
      if (inCategory && ofVendor && inPrice) filtered.push(i);
    }
    const offset = (input.page - 1) * input.perPage;
    const end = offset + input.perPage;
    const byId = (a: number, b: number) => (hitId[a] as number) - (hitId[b] as number);
    const nameOf = (at: number) => (products.get(hitId[at] as number) as ProductRow).name;
    const orders: Record<SearchSort, (a: number, b: number) => number> = {
      relevance: this.relevance,
      price_asc: (a, b) => (hitCents[a] as number) - (hitCents[b] as number) || byId(a, b),
      price_desc: (a, b) => (hitCents[b] as number) - (hitCents[a] as number) || byId(a, b),
      name: (a, b) => {
        const [na, nb] = [nameOf(a), nameOf(b)];
        return na === nb ? byId(a, b) : na < nb ? -1 : 1;
      },
    };
    const { categories, vendors: vendorNames } = this.names;
    const rows = best(filtered, end, orders[input.sort ?? 'relevance'])
      .slice(offset, end)
      .map((at) => products.get(hitId[at] as number) as ProductRow)
      .map((product) =>
        productSummary(
          product,
          markup(product.categoryId),
          unitOf(product, categories.get(product.categoryId)),
        ),
      );
    const facets: SearchResult['facets'] = {
      categories: byCategory
        .take()
        .map(([id, count]) => ({ id, name: categories.get(id)?.name ?? '', count }))
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      vendors: byVendor
        .take()
        .map(([id, count]) => ({ id, name: vendorNames.get(id)?.display ?? '', count }))
        .sort((a, b) => b.count - a.count || a.id - b.id),
      prices: byPrice
        .take()
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
    const didYouMean =
      total === 0 && input.didYouMean !== false ? this.didYouMean(terms, categoryId) : null;
    return { rows, total, facets, didYouMean };
  }

  /**
   * "Did you mean": each word replaced by the nearest word products are found by (trigram
   * similarity >= 0.3), offered only when it differs and finds products (in the category).
   */
  didYouMean(terms: QueryTerm[], categoryId: number | null = null): string | null {
    this.fresh();
    const corrected = terms
      .map((t) => this.index.nearestWord(t.text.replace(' ', '')))
      .filter((w): w is string => w !== null);
    if (corrected.length === 0 || corrected.join(' ') === terms.map((t) => t.text).join(' ')) {
      return null;
    }
    const lists = parseQuery(corrected.join(' ')).map((t) => this.termHits(t));
    let found = false;
    const { category } = this.index.columns;
    intersect(lists, (id) => {
      if (!found && (categoryId === null || category[id] === categoryId)) found = true;
    });
    return found ? corrected.join(' ') : null;
  }

  /** GET /api/search/suggest's answer: up to 3 categories, then products (one per name). */
  suggest(q: string, scope?: Scope): Suggestion[] {
    this.fresh();
    const sells = scope?.everything === false ? scope : null;
    const terms = parseQuery(q);
    if (terms.length === 0) return [];
    const key = terms.map((t) => t.text).join(' ');
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

  /** Categories whose name every term matches (a word, its start, a synonym or near it). */
  private suggestCategories(terms: QueryTerm[], sells: Scope | null) {
    const scored: { id: number; name: string; score: number }[] = [];
    for (const category of this.names.categories.values()) {
      if (sells && !sells.sellsCategory(category.id)) continue;
      const words = wordsOf(category.name);
      let score = 0;
      for (const term of terms) {
        let best = 0;
        for (const alt of term.alternatives) {
          const all = alt.words.every((w) =>
            words.some((cw) => (alt.prefix ? cw.startsWith(w) : cw === w)),
          );
          if (all) best = Math.max(best, alt.factor);
        }
        if (best === 0 && typos(term.text) > 0) {
          const k = typos(term.text);
          if (words.some((cw) => nearWord(term.text, cw, k))) best = 0.5;
        }
        if (best === 0) {
          score = 0;
          break;
        }
        score += best;
      }
      if (score > 0) scored.push({ id: category.id, name: category.name, score });
    }
    return scored
      .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
      .slice(0, CATEGORIES_MAX);
  }

  private suggestFresh(terms: QueryTerm[], sells: Scope | null): Suggestion[] {
    const highlight = [
      ...new Set(terms.flatMap((t) => t.alternatives.flatMap((a) => a.words))),
    ].sort((a, b) => b.length - a.length);
    const out: Suggestion[] = this.suggestCategories(terms, sells).map((c) => ({
      type: 'category',
      id: c.id,
      hash: null,
      text: c.name,
      match: matchRanges(c.name, highlight),
    }));
    const products = this.index.products;
    const count = this.match(terms);
    const { hitId } = this;
    const { alive, category, vendor } = this.index.columns;
    const probe = { id: 0, vendorId: 0, categoryId: 0 };
    const all: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = hitId[i] as number;
      if (alive[id] !== 1) continue;
      if (sells) {
        probe.id = id;
        probe.vendorId = vendor[id] as number;
        probe.categoryId = category[id] as number;
        if (!sells.sells(probe)) continue;
      }
      all.push(i);
    }
    // Names compared as numbers (the index's name column); the text only for what is shown.
    const nameCol = this.index.columns.name;
    const nameAt = (at: number) => nameCol[hitId[at] as number] as number;
    let hits = best(all, 64, this.relevance);
    if (new Set(hits.map(nameAt)).size < SUGGESTIONS_MAX) hits = all.sort(this.relevance);
    // One suggestion per distinct name: its best-ranked place, the smallest id of that name.
    const firstId = new Map<number, number>();
    const shown = new Set(hits.map(nameAt));
    for (const at of all) {
      const name = nameAt(at);
      if (!shown.has(name)) continue;
      const id = firstId.get(name);
      const hit = hitId[at] as number;
      if (id === undefined || hit < id) firstId.set(name, hit);
    }
    const listed = new Set<number>();
    for (const at of hits) {
      if (out.length >= SUGGESTIONS_MAX) break;
      const name = nameAt(at);
      if (listed.has(name)) continue;
      listed.add(name);
      const id = firstId.get(name) ?? (hitId[at] as number);
      const product = products.get(id) as ProductRow;
      out.push({
        type: 'product',
        id,
        hash: product.hash ?? null,
        text: product.name,
        match: matchRanges(product.name, highlight),
      });
    }
    return out;
  }
}

/**
 * Are a term's near words (`nearHits`: the words starting with it, or within `typos` letters of
 * it, in the name and type) all among the words its first alternative matches (every word
 * starting with it, in any field)? So when it is too short for a typo and a single word.
 */
function nearWithinWords(term: QueryTerm): boolean {
  const first = term.alternatives[0];
  return (
    typos(term.text) === 0 &&
    !term.text.includes(' ') &&
    first?.prefix === true &&
    first.words.length === 1 &&
    first.words[0] === term.text
  );
}

/** Is `word` one of `k` letters off `term` (or starting with it)? */
function nearWord(term: string, word: string, k: number): boolean {
  if (word.startsWith(term)) return true;
  if (Math.abs(word.length - term.length) > k) return false;
  let prev = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (let i = 1; i <= term.length; i++) {
    const cur = [i];
    for (let j = 1; j <= word.length; j++) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
    }
    prev = cur;
  }
  return (prev[word.length] as number) <= k;
}

/**
 * The first `k` of `items` in `order`, in order, without sorting them all (a two-letter query
 * finds thousands of products; a page shows 20).
 */
export function best<T>(items: T[], k: number, order: (a: T, b: T) => number): T[] {
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
 * Counts by small non-negative integer keys (category and vendor ids, price buckets) in a typed
 * array, not a Map: a broad query counts tens of thousands of matches. `take` answers the
 * [key, count] pairs in first-seen order and empties it.
 */
export class Tally {
  private counts = new Int32Array(64);
  private keys: number[] = [];

  add(key: number) {
    if (key >= this.counts.length) {
      const grown = new Int32Array(Math.max(key + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    if ((this.counts[key] as number) === 0) this.keys.push(key);
    this.counts[key] = (this.counts[key] as number) + 1;
  }

  /** Empties it (a search that threw half-way leaves no counts behind for the next). */
  clear() {
    for (const key of this.keys) this.counts[key] = 0;
    this.keys = [];
  }

  take(): [number, number][] {
    const out = this.keys.map((key): [number, number] => [key, this.counts[key] as number]);
    this.clear();
    return out;
  }
}

/** Calls `found` for each id in every list (ids ascending), with the summed rank. */
function intersect(lists: TermHits[], found: (id: number, rank: number) => void) {
  const [first, ...rest] = [...lists].sort((a, b) => a.ids.length - b.ids.length);
  if (!first) return;
  const at = rest.map(() => 0);
  outer: for (let i = 0; i < first.ids.length; i++) {
    const id = first.ids[i] as number;
    let rank = first.rank[i] as number;
    for (let l = 0; l < rest.length; l++) {
      const list = rest[l] as TermHits;
      const j = seek(list.ids, at[l] as number, id);
      at[l] = j;
      if (j === list.ids.length) return;
      if (list.ids[j] !== id) continue outer;
      rank += list.rank[j] as number;
    }
    found(id, rank);
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
  let hi = Math.min(lo + step, n);
  lo += 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
