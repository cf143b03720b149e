/**
 * Product search and typeahead (issue 11; spec 1 §2 "Header: ... search"). DOMAIN.md: queries
 * of 2 to 100 characters; suggestions at most 8. Prices are the showroom's customer prices.
 */
import * as v from 'valibot';
import { ProductSummarySchema } from './catalog';
import {
  envelope,
  IdSchema,
  PageQuerySchema,
  PriceSchema,
  paginated,
  UnitPriceInputSchema,
  VsdIdSchema,
} from './common';
import { form, idLike } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** The shortest and longest search text, in characters after trimming (DOMAIN.md). */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many typeahead suggestions (DOMAIN.md). */
export const SEARCH_SUGGESTIONS_MAX = 8;

const SearchTextSchema = v.pipe(
  v.string('Please type something to search for.'),
  v.trim(),
  v.minLength(
    SEARCH_QUERY_MIN_LENGTH,
    `Please type at least ${SEARCH_QUERY_MIN_LENGTH} characters to search.`,
  ),
  v.maxLength(
    SEARCH_QUERY_MAX_LENGTH,
    `Please keep the search under ${SEARCH_QUERY_MAX_LENGTH + 1} characters.`,
  ),
);

/** The orders a result list may take; `relevance` (the default) puts an exact name first. */
export const SearchSortSchema = v.picklist(
  ['relevance', 'price_asc', 'price_desc', 'name'],
  'Please sort by relevance, price_asc, price_desc or name.',
);
export type SearchSort = v.InferOutput<typeof SearchSortSchema>;

/** At most this many vendors in one `vendor` filter. */
const SEARCH_VENDORS_MAX = 50;
const VENDOR_LIST_MESSAGE = `Please choose up to ${SEARCH_VENDORS_MAX} vendors of the listed ones.`;

/**
 * `vendor`: one vendor id, a comma list of them, or the parameter repeated (`vendor=3&vendor=4`,
 * as a form of checkboxes sends it; the server reads it as a list), to distinct ids.
 */
const VendorListSchema = v.pipe(
  v.union(
    [
      v.number(VENDOR_LIST_MESSAGE),
      v.string(VENDOR_LIST_MESSAGE),
      v.pipe(
        v.array(v.union([v.number(), v.string()], VENDOR_LIST_MESSAGE), VENDOR_LIST_MESSAGE),
        v.maxLength(SEARCH_VENDORS_MAX, VENDOR_LIST_MESSAGE),
        v.transform((values) => values.map((value) => String(value).trim()).join(',')),
      ),
    ],
    VENDOR_LIST_MESSAGE,
  ),
  v.transform((value) => String(value).trim()),
  v.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, VENDOR_LIST_MESSAGE),
  v.transform((value) => [...new Set(value.split(',').map(Number))]),
  v.maxLength(SEARCH_VENDORS_MAX, VENDOR_LIST_MESSAGE),
  v.check((ids) => ids.every((id) => Number.isSafeInteger(id)), VENDOR_LIST_MESSAGE),
);

/** A customer price in dollars as a query sends it ("49.99") or as a number. */
const PriceQuerySchema = v.pipe(
  v.union(
    [
      v.number(M.money),
      v.pipe(
        v.string(M.money),
        v.trim(),
        v.regex(/^\d{1,9}(\.\d{1,2})?$/, M.money),
        v.transform(Number),
      ),
    ],
    M.money,
  ),
  UnitPriceInputSchema,
);

/**
 * GET /api/search: q, the showroom whose prices apply (optional), a category, paging, sort, and
 * the facet filters: `vendor` (an id or a comma list: any of them), `price_min` (customer price
 * at least) and `price_max` (customer price below: the price facet's buckets end there).
 */
export const SearchQuerySchema = v.pipe(
  form({
    q: SearchTextSchema,
    showroom: v.optional(VsdIdSchema),
    category: v.optional(idLike()),
    vendor: v.optional(VendorListSchema),
    price_min: v.optional(PriceQuerySchema),
    price_max: v.optional(PriceQuerySchema),
    sort: v.optional(SearchSortSchema),
    ...PageQuerySchema.entries,
  }),
  v.forward(
    v.partialCheck(
      [['price_min'], ['price_max']],
      (input) =>
        input.price_min === undefined ||
        input.price_max === undefined ||
        input.price_min <= input.price_max,
      M.priceRangeInvalid,
    ),
    ['price_max'],
  ),
);
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** One value of a facet with how many results have it. */
export const SearchFacetValueSchema = v.object({
  id: IdSchema,
  name: v.string(),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type SearchFacetValue = v.InferOutput<typeof SearchFacetValueSchema>;

/** A customer-price range with how many results fall in it; `max` null: and above. */
export const SearchPriceBucketSchema = v.object({
  min: PriceSchema,
  max: v.nullable(PriceSchema),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type SearchPriceBucket = v.InferOutput<typeof SearchPriceBucketSchema>;

/**
 * Facets of the matches: categories counted before the category filter (so another category
 * can be chosen), vendors and customer-price ranges after it.
 */
export const SearchFacetsSchema = v.object({
  categories: v.array(SearchFacetValueSchema),
  vendors: v.array(SearchFacetValueSchema),
  prices: v.array(SearchPriceBucketSchema),
});
export type SearchFacets = v.InferOutput<typeof SearchFacetsSchema>;

/**
 * `data` is the spec's pagination record set of products (customer prices), plus `facets` and
 * `did_you_mean`: a corrected text when nothing matched and a near spelling exists, else null.
 */
export const SearchResponseSchema = envelope(
  v.object({
    ...paginated(ProductSummarySchema).entries,
    facets: SearchFacetsSchema,
    did_you_mean: v.nullable(v.string()),
  }),
);
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/** GET /api/search/suggest: q and the showroom (optional). */
export const SuggestQuerySchema = form({
  q: SearchTextSchema,
  showroom: v.optional(VsdIdSchema),
});
export type SuggestQuery = v.InferOutput<typeof SuggestQuerySchema>;

/**
 * One typeahead suggestion: a category or a product (its hash opens the product page), its
 * text, and `match`: the [start, end) character ranges of `text` that matched the query.
 */
export const SuggestionSchema = v.object({
  type: v.picklist(['category', 'product']),
  id: IdSchema,
  hash: v.nullable(v.string()),
  text: v.string(),
  match: v.array(v.tuple([v.number(), v.number()])),
});
export type Suggestion = v.InferOutput<typeof SuggestionSchema>;

export const SuggestResponseSchema = envelope(
  v.pipe(v.array(SuggestionSchema), v.maxLength(SEARCH_SUGGESTIONS_MAX)),
);
export type SuggestResponse = v.InferOutput<typeof SuggestResponseSchema>;
