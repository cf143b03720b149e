/**
 * The last word of a query is looked up among the products its earlier words matched
 * (`ProductQueries.among`), and what is worked out that way is partial and never kept. Property:
 * on any catalogue and any query, a cold engine (which takes that path) answers exactly what an
 * engine whose last word's whole list is already kept answers (which does not).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../product-rows/index.ts';
import { type CategoryNames, ProductQueries } from './query.ts';
import { TextIndex } from './text-index.ts';

// Few words, so that each is in about a third of the products and the lists are long enough to
// be kept (64 or more): words sharing their starts (oak/oakwood, glossy/glass, matte/marble).
const VOCABULARY = ['oak', 'oakwood', 'glossy', 'glass', 'granite', 'matte', 'marble', 'tile'];
const names: CategoryNames = {
  categories: new Map([[1, { id: 1, name: 'Tile Flooring' } as never]]),
  vendors: new Map([[1, { company: 'Vendor Supply', display: 'Vendor Supply' }]]),
};

function row(id: number, words: string[]): ProductRow {
  return {
    id,
    hash: `h${id}`,
    name: words.join(' '),
    brand: 'Brand',
    description: null,
    vendorId: 1,
    categoryId: 1,
    priceCents: 1_000 + id,
    uom: 'sqft',
    boxSqft: 10,
    minUnit: 1,
    image: null,
    popularity: id % 7,
    vendorSku: null,
    has3d: false,
    retiredAt: null,
    updatedAt: null,
    importHash: null,
  };
}

function engine(catalogue: string[][], narrowNear = true) {
  const index = new TextIndex();
  const labels = { category: () => 'Tile Flooring', vendor: () => 'Vendor' };
  for (const [i, words] of catalogue.entries()) index.upsert(row(i + 1, words), labels);
  index.prepare();
  return new ProductQueries(index, names, narrowNear);
}

const word = fc.constantFrom(...VOCABULARY);
const catalogue = fc.array(fc.array(word, { minLength: 1, maxLength: 5 }), {
  minLength: 200,
  maxLength: 300,
});
/** Whole words, then a start of one (one letter or more), as a shopper types. */
const query = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 2 }), word, fc.integer({ min: 1, max: 8 }))
  .map(([lead, last, n]) => [...lead, last.slice(0, n)].join(' '));
const answer = (queries: ProductQueries, q: string) => {
  const result = queries.search({ q, showroom: null, page: 1, perPage: 50 }, () => 0);
  return { total: result.total, hashes: result.rows.map((r) => r.hash) };
};

describe('given a query whose last word is looked up among its earlier words’ products', () => {
  it('answers what the whole lists answer, however many queries came before', () => {
    fc.assert(
      fc.property(catalogue, fc.array(query, { minLength: 1, maxLength: 8 }), (products, qs) => {
        const cold = engine(products);
        const warm = engine(products);
        for (const q of qs) {
          // The warm engine keeps the last word's whole list first (kept lists are used whole).
          warm.search(
            { q: q.split(' ').at(-1) ?? '', showroom: null, page: 1, perPage: 1 },
            () => 0,
          );
          expect(answer(cold, q)).toEqual(answer(warm, q));
          expect(answer(cold, q)).toEqual(answer(engine(products), q));
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

describe('given near matches left out where the word matches already have them', () => {
  // Near words one letter off ("oat", "tle") and words sharing starts, so near-only matches exist.
  const NEAR = ['oak', 'oat', 'oakwood', 'tile', 'tle', 'glossy', 'glosy', 'glass', 'matte'];
  const products = fc.array(fc.array(fc.constantFrom(...NEAR), { minLength: 1, maxLength: 4 }), {
    minLength: 30,
    maxLength: 120,
  });
  const text = fc
    .tuple(
      fc.array(fc.constantFrom(...NEAR), { minLength: 0, maxLength: 2 }),
      fc.constantFrom(...NEAR),
      fc.integer({ min: 1, max: 7 }),
    )
    .map(([lead, last, n]) => [...lead, last.slice(0, n)].join(' '));
  it('answers what the engine answers without it (search, with its facets, and suggest)', () => {
    fc.assert(
      fc.property(products, fc.array(text, { minLength: 1, maxLength: 6 }), (catalogue, qs) => {
        const narrow = engine(catalogue);
        const whole = engine(catalogue, false);
        for (const q of qs) {
          const input = { q, showroom: null, page: 1, perPage: 200 };
          expect(narrow.search(input, () => 0)).toEqual(whole.search(input, () => 0));
          expect(narrow.suggest(q)).toEqual(whole.suggest(q));
        }
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});

describe('given products whose name a query spells exactly', () => {
  const labels = { category: () => 'Tile Flooring', vendor: () => 'Vendor' };
  const top = (queries: ProductQueries, q: string) =>
    queries.search({ q, showroom: null, page: 1, perPage: 3 }, () => 0).rows.map((r) => r.name);

  it('puts the exact name first, before a more popular product with more words, and follows renames', () => {
    const index = new TextIndex();
    index.upsert({ ...row(1, ['oak', 'tile']), popularity: 0 }, labels);
    index.upsert({ ...row(2, ['oak', 'tile', 'matte']), popularity: 100 }, labels);
    index.upsert({ ...row(3, ['oak', 'tile', 'glossy']), popularity: 50 }, labels);
    index.prepare();
    const queries = new ProductQueries(index, names);
    expect(top(queries, 'oak tile')).toEqual(['oak tile', 'oak tile matte', 'oak tile glossy']);
    // Renamed away, the product is no longer the exact one; renamed to it, another is.
    index.upsert({ ...row(1, ['oak', 'tile', 'honed']), popularity: 0 }, labels);
    index.upsert({ ...row(3, ['oak', 'tile']), popularity: 50 }, labels);
    expect(top(queries, 'oak tile')).toEqual(['oak tile', 'oak tile matte', 'oak tile honed']);
    index.remove(3);
    expect(top(queries, 'oak tile')).toEqual(['oak tile matte', 'oak tile honed']);
  });

  it('suggests each distinct name once, at the smallest id of that name', () => {
    const index = new TextIndex();
    for (const id of [5, 2, 9]) index.upsert({ ...row(id, ['oak', 'plank']) }, labels);
    index.upsert({ ...row(4, ['oak', 'plank', 'matte']), popularity: 6 }, labels);
    index.prepare();
    const products = new ProductQueries(index, names)
      .suggest('oak pl')
      .filter((s) => s.type === 'product');
    expect(products.map((s) => [s.id, s.text])).toEqual([
      [4, 'oak plank matte'],
      [2, 'oak plank'],
    ]);
  });
});
