/**
 * The pure product index (issue 26 item 3): no database, no I/O, no clock. Products go in
 * (`upsert`, `remove`); what a query needs comes out: the vocabulary (every word a product can be
 * found by, sorted, so the words starting with a prefix are one binary search away), each word's
 * posting list (product ids ascending, with the fields the word is in), a trigram map over the
 * vocabulary's words for bounded fuzzy candidates and "did you mean", and the typed columns a
 * search's per-match loop reads. The vocabulary's sorted array and trigram map are computed once
 * per change of the vocabulary (at build, then only when a write brings a new word), never per
 * query: a query never writes to the index.
 *
 * Fields, each a bit of a posting's mask: the product's type words (the catalogue type its name
 * names, @brand/core's `productTypeOf`, and its material) and of them its head noun, its name, its category, vendor and brand, and its
 * description (with the SKU). Their weights are the ranking's (query.ts).
 */
import { materialWords, productTypeOf } from '@brand/core/rules';
import type { ProductRow } from '../product-rows/index.ts';
import { fold } from './text.ts';

export const FIELD_TYPE = 1;
export const FIELD_NAME = 2;
export const FIELD_OTHER = 4;
export const FIELD_DESCRIPTION = 8;
/** The type's head noun (its last word: "Tile" of "Subway Tile", "Range" of "Range"). */
export const FIELD_HEAD = 16;

/** Words of letters and digits, folded: what both the documents and the queries are cut into. */
export function wordsOf(text: string): string[] {
  const folded = fold(text);
  return (
    (ASCII_TEXT.test(folded) ? folded.match(/[a-z0-9]+/g) : folded.match(/[\p{L}\p{N}]+/gu)) ?? []
  );
}
const ASCII_TEXT = /^[^\u0080-\uffff]*$/;

/** A product's name as a query must spell it to be an exact match (tier 0). */
export function exactKey(name: string): string {
  return wordsOf(name).join(' ');
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

const HAS_LETTER = /\p{L}/u;

/** One word's products: ids ascending, each with the fields (bits) the word is in. */
export interface Posting {
  ids: number[];
  masks: number[];
}

export interface Names {
  category: (id: number) => string;
  /** The vendor's company (what a product is found by), or ''. */
  vendor: (id: number) => string;
}

/**
 * The fields a search reads of every match, in typed arrays indexed by product id (ids are
 * dense: a sequence), grown as products come: the per-match loop then reads numbers, not a row
 * object from a Map. `alive` is 1 for an indexed product.
 */
export class Columns {
  alive = new Uint8Array(0);
  price = new Float64Array(0);
  category = new Int32Array(0);
  vendor = new Int32Array(0);
  popularity = new Float64Array(0);
  /** The product's name as a number (`TextIndex.nameId`): equal names, equal numbers. */
  name = new Int32Array(0);

  set(row: ProductRow, nameId: number) {
    if (row.id >= this.alive.length) this.grow(row.id + 1);
    this.alive[row.id] = 1;
    this.price[row.id] = row.priceCents;
    this.category[row.id] = row.categoryId;
    this.vendor[row.id] = row.vendorId;
    this.popularity[row.id] = row.popularity;
    this.name[row.id] = nameId;
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
    this.name = grown(this.name, (n) => new Int32Array(n));
  }
}

export class TextIndex {
  readonly products = new Map<number, ProductRow>();
  readonly columns = new Columns();
  /** Each product's exact-name key (tier 0). */
  private readonly exact = new Map<number, string>();
  /**
   * The ids of the products each exact-name key names: a query looks its key up once instead of
   * comparing every match's name (at 250,000 products a prefix matches tens of thousands).
   */
  readonly named = new Map<string, Set<number>>();
  private readonly nameIds = new Map<string, number>();
  /** Bumped on every change: whatever a query kept is valid for one version only. */
  version = 0;
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings: Posting[] = [];
  /** The words each product was indexed under, to take it out again. */
  private readonly docs = new Map<number, Int32Array>();
  /** Scratch of `upsert`: per word id, the stamp of the document that last had it, and where. */
  private seenAt = new Int32Array(1_024);
  private slot = new Int32Array(1_024);
  private stamp = 0;
  private docWordIds: number[] = [];
  private docMasks: number[] = [];
  /** The vocabulary in code-unit order (word ids), rebuilt after the vocabulary grew. */
  private sortedIds: Int32Array | null = null;
  /** Trigram -> ids of the words with a letter that have it, rebuilt with `sortedIds`. */
  private trigramMap: Map<string, number[]> | null = null;
  /** Each word's number of distinct trigrams (for the similarity), computed with the map. */
  private gramCount = new Int32Array(0);
  /** Scratch of `shared`: per word id, the trigrams it shares with the term being looked up. */
  private sharedCount = new Int32Array(0);
  private maxId = 0;

  get size(): number {
    return this.products.size;
  }

  /** One past the largest product id ever indexed (the size of a per-id scratch array). */
  get idLimit(): number {
    return this.maxId + 1;
  }

  /** Adds or replaces a product (a retired one must be `remove`d instead). */
  upsert(row: ProductRow, names: Names) {
    if (this.docs.has(row.id)) this.unindex(row.id);
    this.products.set(row.id, row);
    this.columns.set(row, this.nameId(row.name));
    this.setExact(row.id, exactKey(row.name));
    if (row.id > this.maxId) this.maxId = row.id;
    // The product's distinct words with their fields, without a Map per product: a word seen
    // in this document carries this document's stamp.
    const stamp = ++this.stamp;
    let n = 0;
    const add = (text: string, bit: number) => {
      for (const word of wordsOf(text)) {
        const id = this.wordId(word);
        if (this.seenAt[id] !== stamp) {
          this.seenAt[id] = stamp;
          this.slot[id] = n;
          this.docWordIds[n] = id;
          this.docMasks[n] = bit;
          n++;
        } else {
          const at = this.slot[id] as number;
          this.docMasks[at] = (this.docMasks[at] as number) | bit;
        }
      }
    };
    const category = names.category(row.categoryId);
    const type = productTypeOf(category, row.name);
    if (type) {
      const words = wordsOf(type.name);
      add(words.slice(0, -1).join(' '), FIELD_TYPE);
      add(words[words.length - 1] ?? '', FIELD_TYPE | FIELD_HEAD);
    }
    add(row.name, FIELD_NAME);
    // What it is made of is as much what it is as its type ("Marble Hexagon Tile").
    if (type) {
      const made = materialWords(type);
      if (made.size > 0)
        add(
          wordsOf(row.name)
            .filter((w) => made.has(w))
            .join(' '),
          FIELD_TYPE,
        );
    }
    add(`${category} ${names.vendor(row.vendorId)} ${row.brand}`, FIELD_OTHER);
    add(`${row.description ?? ''} ${row.vendorSku ?? ''}`, FIELD_DESCRIPTION);
    const wordIds = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const wordId = this.docWordIds[k] as number;
      const mask = this.docMasks[k] as number;
      wordIds[k] = wordId;
      const posting = this.postings[wordId] as Posting;
      const { ids } = posting;
      // Ids come in ascending order at build: append; a later write inserts in place.
      if (ids.length === 0 || (ids[ids.length - 1] as number) < row.id) {
        ids.push(row.id);
        posting.masks.push(mask);
      } else {
        const at = lowerBound(ids, row.id);
        ids.splice(at, 0, row.id);
        posting.masks.splice(at, 0, mask);
      }
    }
    this.docs.set(row.id, wordIds);
    this.version++;
  }

  remove(id: number) {
    if (!this.docs.has(id)) return;
    this.unindex(id);
    this.products.delete(id);
    this.columns.drop(id);
    this.setExact(id, null);
    this.version++;
  }

  /** A number per distinct product name (never reused), for the `name` column. */
  private nameId(name: string): number {
    let id = this.nameIds.get(name);
    if (id === undefined) {
      id = this.nameIds.size;
      this.nameIds.set(name, id);
    }
    return id;
  }

  /** Sets (or with null, drops) a product's exact-name key in `exact` and `named`. */
  private setExact(id: number, key: string | null) {
    const old = this.exact.get(id);
    if (old === key) return;
    if (old !== undefined) {
      const ids = this.named.get(old);
      ids?.delete(id);
      if (ids?.size === 0) this.named.delete(old);
    }
    if (key === null) {
      this.exact.delete(id);
      return;
    }
    this.exact.set(id, key);
    const ids = this.named.get(key);
    if (ids) ids.add(id);
    else this.named.set(key, new Set([id]));
  }

  private unindex(id: number) {
    for (const wordId of this.docs.get(id) as Int32Array) {
      const posting = this.postings[wordId] as Posting;
      const at = lowerBound(posting.ids, id);
      if (posting.ids[at] === id) {
        posting.ids.splice(at, 1);
        posting.masks.splice(at, 1);
      }
    }
    this.docs.delete(id);
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.wordIds.set(word, id);
      this.words.push(word);
      this.postings.push({ ids: [], masks: [] });
      if (id >= this.seenAt.length) {
        const seenAt = new Int32Array(this.seenAt.length * 2);
        seenAt.set(this.seenAt);
        this.seenAt = seenAt;
        const slot = new Int32Array(this.slot.length * 2);
        slot.set(this.slot);
        this.slot = slot;
      }
      this.sortedIds = null;
      this.trigramMap = null;
    }
    return id;
  }

  word(id: number): string {
    return this.words[id] as string;
  }

  posting(id: number): Posting {
    return this.postings[id] as Posting;
  }

  /** The id of a word of the vocabulary that some product still has, else undefined. */
  lookup(word: string): number | undefined {
    const id = this.wordIds.get(word);
    return id !== undefined && (this.postings[id] as Posting).ids.length > 0 ? id : undefined;
  }

  /** Computes the sorted vocabulary and the trigram map now (at build) rather than on a query. */
  prepare() {
    this.sorted();
    this.trigrams();
  }

  /** The product ids of a category or a vendor (a rename re-indexes them). */
  idsWhere(test: (row: ProductRow) => boolean): number[] {
    const out: number[] = [];
    for (const [id, row] of this.products) if (test(row)) out.push(id);
    return out;
  }

  /** The vocabulary's word ids sorted by word (computed once per vocabulary change). */
  private sorted(): Int32Array {
    if (!this.sortedIds) {
      const ids = Int32Array.from(this.words.keys());
      const words = this.words;
      ids.sort((a, b) => {
        const wa = words[a] as string;
        const wb = words[b] as string;
        return wa < wb ? -1 : wa > wb ? 1 : 0;
      });
      this.sortedIds = ids;
    }
    return this.sortedIds;
  }

  /** Ids of the words starting with `prefix` that some product has. */
  wordsStartingWith(prefix: string): number[] {
    const sorted = this.sorted();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[sorted[mid] as number] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const id = sorted[i] as number;
      const word = this.words[id] as string;
      if (!word.startsWith(prefix)) break;
      if ((this.postings[id] as Posting).ids.length > 0) out.push(id);
    }
    return out;
  }

  /** Trigram -> word ids (words with a letter), computed once per vocabulary change. */
  private trigrams(): Map<string, number[]> {
    if (!this.trigramMap) {
      const map = new Map<string, number[]>();
      const gramCount = new Int32Array(this.words.length);
      this.words.forEach((word, id) => {
        if (!HAS_LETTER.test(word)) return;
        const grams = trigramsOf(word);
        gramCount[id] = grams.length;
        for (const gram of grams) {
          const list = map.get(gram);
          if (list) list.push(id);
          else map.set(gram, [id]);
        }
      });
      this.trigramMap = map;
      this.gramCount = gramCount;
      this.sharedCount = new Int32Array(this.words.length);
    }
    return this.trigramMap;
  }

  /**
   * Calls `visit` for each word sharing a trigram with `term`, with how many it shares; counts
   * in a reused array (a query allocates nothing per candidate word).
   */
  private shared(term: string, visit: (id: number, shared: number, grams: number) => void) {
    const map = this.trigrams();
    const grams = trigramsOf(term);
    const counts = this.sharedCount;
    const touched: number[] = [];
    for (const gram of grams) {
      const list = map.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const id = list[i] as number;
        if (counts[id] === 0) touched.push(id);
        counts[id] = (counts[id] as number) + 1;
      }
    }
    for (const id of touched) {
      const count = counts[id] as number;
      counts[id] = 0;
      visit(id, count, grams.length);
    }
  }

  /**
   * Words within `k` edits (Levenshtein) of `term`, with their distance: candidates are the words
   * sharing at least (trigrams - 3k) of the term's trigrams (the q-gram lemma: none within k
   * edits is missed), of a length within k, and only those are compared letter by letter.
   */
  wordsWithin(term: string, k: number): { id: number; distance: number }[] {
    if (k <= 0) return [];
    const out: { id: number; distance: number }[] = [];
    const need = Math.max(1, trigramsOf(term).length - 3 * k);
    this.shared(term, (id, count) => {
      if (count < need) return;
      const word = this.words[id] as string;
      if (Math.abs(word.length - term.length) > k) return;
      if ((this.postings[id] as Posting).ids.length === 0) return;
      const distance = boundedLevenshtein(term, word, k);
      if (distance <= k) out.push({ id, distance });
    });
    return out;
  }

  /**
   * The vocabulary word nearest `term`: of the words at least `threshold` similar by pg_trgm's
   * measure (shared trigrams over all trigrams of both), the fewest edits away (a swap of two
   * letters is one: "slaet" -> "slate", not "slab"), then the most similar, then by the word.
   * Null when none is that near. Words of digits only (SKU numbers) are never offered.
   */
  nearestWord(term: string, threshold = 0.3): string | null {
    let best: { word: string; edits: number; sim: number } | null = null;
    this.shared(term, (id, shared, grams) => {
      const sim = shared / (grams + (this.gramCount[id] as number) - shared);
      if (sim < threshold) return;
      const word = this.words[id] as string;
      if (word.length < 2 || (this.postings[id] as Posting).ids.length === 0) return;
      const edits = swapDistance(term, word);
      if (
        best === null ||
        edits < best.edits ||
        (edits === best.edits && (sim > best.sim || (sim === best.sim && word < best.word)))
      ) {
        best = { word, edits, sim };
      }
    });
    return (best as { word: string } | null)?.word ?? null;
  }
}

/** The first index of `ids` (ascending) whose id is not below `id`. */
export function lowerBound(ids: ArrayLike<number>, id: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Levenshtein distance of a and b, or k + 1 as soon as it must be over k. */
export function boundedLevenshtein(a: string, b: string, k: number): number {
  if (Math.abs(a.length - b.length) > k) return k + 1;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > k) return k + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length] as number;
}

/** Edits from a to b, a swap of two neighbouring letters counting as one (optimal string alignment). */
export function swapDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Uint16Array((a.length + 1) * width);
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[i * width] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(
        (d[(i - 1) * width + j] as number) + 1,
        (d[i * width + j - 1] as number) + 1,
        (d[(i - 1) * width + j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        v = Math.min(v, (d[(i - 2) * width + j - 2] as number) + 1);
      }
      d[i * width + j] = v;
    }
  }
  return d[a.length * width + b.length] as number;
}
