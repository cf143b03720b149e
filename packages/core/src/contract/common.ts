/**
 * The wire format every call shares: the Laravel-style envelope, the paginator, error bodies,
 * money, IDs, timestamps and colours.
 */
import * as v from 'valibot';
import { MAX_ID, MAX_UNIT_PRICE_DOLLARS } from '../rules/security-policy';
import { line, pageLike, US_STATES } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

// ---------------------------------------------------------------------------------------------
// Envelope and pagination

/**
 * Every JSON body is `{ success?, message?, data }`; the spec's "data.X" is `body.data.X`.
 */
export function envelope<const T extends v.GenericSchema>(data: T) {
  return v.object({
    success: v.optional(v.boolean()),
    message: v.optional(v.string()),
    data,
  });
}

/** An envelope whose `message` is always present (success toasts show it). */
export function messageEnvelope<const T extends v.GenericSchema>(data: T) {
  return v.object({
    success: v.optional(v.boolean()),
    message: v.string(),
    data,
  });
}

/** A body that only carries a message: `{ success, message, data: null }` (ours). */
export const MessageResponseSchema = messageEnvelope(v.null());
export type MessageResponse = v.InferOutput<typeof MessageResponseSchema>;

/** spec 1 §3 "Pagination record set": one entry of `links`. */
export const PaginationLinkSchema = v.object({
  label: v.string(),
  url: v.nullable(v.string()),
  active: v.boolean(),
});
export type PaginationLink = v.InferOutput<typeof PaginationLinkSchema>;

const nonNegativeInt = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * Laravel's length-aware paginator (spec 1 §3: data, total, last_page, path, links; the rest
 * of the fields are Laravel's). List calls answer `envelope(paginated(Item))`, which is the
 * spec's "data.data list".
 */
export function paginated<const T extends v.GenericSchema>(item: T) {
  return v.object({
    data: v.array(item),
    current_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    per_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    total: nonNegativeInt,
    last_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    path: v.string(),
    links: v.array(PaginationLinkSchema),
    first_page_url: v.string(),
    last_page_url: v.string(),
    next_page_url: v.nullable(v.string()),
    prev_page_url: v.nullable(v.string()),
    from: v.nullable(nonNegativeInt),
    to: v.nullable(nonNegativeInt),
  });
}
export type Paginated<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  path: string;
  links: PaginationLink[];
  first_page_url: string;
  last_page_url: string;
  next_page_url: string | null;
  prev_page_url: string | null;
  from: number | null;
  to: number | null;
};

/** Paging query of every list call (spec 1 §7 "Pagination": page={n}; default size 10). */
export const PageQuerySchema = v.object({
  page: v.optional(pageLike()),
  /** Ours: at most 100 a page. */
  per_page: v.optional(v.pipe(pageLike(), v.maxValue(100, M.perPageMax))),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Errors

/** 422: `{ message: 'The given data was invalid.', errors: { field: [msg, ...] } }`. */
export const ValidationErrorBodySchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBodySchema>;

/** 401: `{ message: 'Unauthenticated.' }`. */
export const UnauthenticatedBodySchema = v.object({ message: v.literal('Unauthenticated.') });
export type UnauthenticatedBody = v.InferOutput<typeof UnauthenticatedBodySchema>;

/** 403, 404, 405, 429, 500: `{ message }`. */
export const ErrorBodySchema = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// Scalars

/** True when a finite number has at most two decimals (tolerant of binary float noise). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Money on the wire: U.S. dollars as a number with at most two decimals (ARCHITECTURE.md
 * "Money and time"). May be negative (refunds, negative payout balances).
 */
export const MoneySchema = v.pipe(
  v.number(M.money),
  v.finite(M.money),
  v.check(twoDecimals, M.money),
  v.maxValue(1_000_000_000, M.money),
  v.minValue(-1_000_000_000, M.money),
);
export type Money = v.InferOutput<typeof MoneySchema>;

/** A price or amount that cannot be negative. */
export const PriceSchema = v.pipe(MoneySchema, v.minValue(0, M.notNegative));

/**
 * A unit price a request sends (dollars): at most MAX_UNIT_PRICE_DOLLARS, so any line of up to
 * 100,000 units stays exact in cents (issue 13: a 422, never an overflow).
 */
export const UnitPriceInputSchema = v.pipe(
  PriceSchema,
  v.maxValue(MAX_UNIT_PRICE_DOLLARS, M.unitPriceMax),
);

/** A percentage 0..100 with at most two decimals (tax rates, fees, coupons). */
export const PercentSchema = v.pipe(
  v.number(M.percentRange),
  v.finite(M.percentRange),
  v.minValue(0, M.percentRange),
  v.maxValue(100, M.percentRange),
  v.check(twoDecimals, M.percentRange),
);

/**
 * A markup percentage as stored (min 10 is enforced on input; ours: at most 300, the same
 * ceiling as rules/markup.ts MAX_MARKUP_PERCENT), at most two decimals.
 */
export const MarkupPercentSchema = v.pipe(
  v.number(M.markupMin),
  v.finite(M.markupMin),
  v.minValue(0, M.markupMin),
  v.maxValue(300, M.markupMax),
  v.check(twoDecimals, M.percentRange),
);

/** Integer record ID. */
export const IdSchema = v.pipe(
  v.number(M.invalidId),
  v.safeInteger(M.invalidId),
  v.minValue(1, M.invalidId),
  v.maxValue(MAX_ID, M.invalidId),
);

/** The showroom ID given to clients: exactly 8 letters or digits (spec 1 §1, §9). */
export const VsdIdSchema = v.pipe(
  v.string(M.showroomIdInvalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{8}$/, M.showroomIdInvalid),
);
export type VsdId = v.InferOutput<typeof VsdIdSchema>;

/** The product's public hash used in /product/{hash} (ours: 6 to 64 URL-safe characters). */
export const ProductHashSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{6,64}$/, M.productHashInvalid),
);

/** An ISO 8601 timestamp, e.g. `2026-11-22T02:07:10.000Z`. */
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
export type Timestamp = v.InferOutput<typeof TimestampSchema>;

/** A calendar date `YYYY-MM-DD` (ours: payout due dates). */
export const DateSchema = v.pipe(v.string(), v.isoDate());

/** spec 1 §5: colour values are hex or rgba. */
export const ColorSchema = v.pipe(
  v.string(M.colorInvalid),
  v.trim(),
  v.maxLength(40, M.colorInvalid),
  v.regex(
    /^(?:#(?:[\da-fA-F]{3,4}|[\da-fA-F]{6}|[\da-fA-F]{8})|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+|1\.0+)\s*)?\))$/,
    M.colorInvalid,
  ),
);

/** An absolute http(s) URL or a path on the API host (`/storage/...`, not `//host`), bounded. */
export const UrlSchema = v.pipe(
  v.string(M.urlInvalid),
  v.maxLength(2048, M.tooLong(2048)),
  v.regex(/^(?:https?:\/\/[^\s<>"]+|\/(?![/\\])[^\s<>"]*)$/, M.urlInvalid),
);

/** A U.S. state code, upper-cased ("ca" becomes "CA"). */
export const UsStateSchema = v.pipe(
  v.string(M.stateRequired),
  v.trim(),
  v.nonEmpty(M.stateRequired),
  v.toUpperCase(),
  v.picklist(US_STATES, M.stateInvalid),
);
export type UsState = v.InferOutput<typeof UsStateSchema>;

/** A U.S. zip code: 5 digits, optionally +4. */
export const ZipCodeSchema = v.pipe(
  v.string(M.zipRequired),
  v.trim(),
  v.nonEmpty(M.zipRequired),
  v.regex(/^\d{5}(?:-\d{4})?$/, M.zipInvalid),
);

/** A short free-text line (names, streets), bounded. */
export const TextLineSchema = line();
