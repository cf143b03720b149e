/**
 * The policy numbers the API used to keep in its route files (chat, AI credits, suggestion
 * lists, cart quantities, served files), so the server, the client and the screens read one
 * value. Sign-in, one-time-code, token and rate-limit numbers live in security-policy.ts.
 * Every number here is ours (docs/domain.md "Limits"), unless a spec section is cited.
 */
import { DEFAULT_PAGE_SIZE } from './policy';

// ---- project chat (DOMAIN.md "Projects, checklist, chat") ----------------------------------

/** Messages per page of a project's chat history (`before` loads the next older page). */
export const CHAT_PAGE_SIZE = 50;
/** The longest chat message, in characters (the contract's free-text bound, MAX_TEXT). */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** An uploaded chat file's name is kept up to this many characters. */
export const CHAT_FILE_NAME_MAX_LENGTH = 200;
/**
 * The chat stream sends a `ping` event after this long without a message, so proxies keep the
 * connection open (most close idle ones after 30 to 60 s).
 */
export const CHAT_STREAM_KEEPALIVE_MS = 15_000;

// ---- AI design account (spec 1 §3 AI user; DOMAIN.md "Decisions ...") ----------------------

/** A new AI design account starts with this many credits. */
export const AI_SIGNUP_CREDITS = 10;
/** DOMAIN.md: "An AI design proposal costs one credit, spent only on success." */
export const AI_DESIGN_CREDIT_COST = 1;

// ---- product suggestion lists (top products, customers also viewed, recently viewed) ---------

/** Products in a suggestion list when the request names no `limit` (spec 1 §9 page size). */
export const SUGGESTION_DEFAULT_LIMIT = DEFAULT_PAGE_SIZE;
/** The largest `limit`, and the most product ids a recently-viewed request may send. */
export const SUGGESTION_MAX_LIMIT = 50;

// ---- product listings (issue 25 item 3; docs/domain.md "Limits") ----------------------------

/**
 * A product listing (a showroom's category, a category page, search results) shows 24 products
 * a page, or 48 when the shopper chooses: whole rows of four at 1280 px, of three, two or one
 * below. The spec's DEFAULT_PAGE_SIZE (10) stays the size of every list that names none, the
 * API's included; the listings name theirs.
 */
export const LISTING_PAGE_SIZES = [24, 48] as const;
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];
/** The listing's page size until the shopper picks another. */
export const LISTING_DEFAULT_PAGE_SIZE: ListingPageSize = 24;

/**
 * The listing page size a `per_page` query asks for: one of LISTING_PAGE_SIZES, else the
 * default (a hand-edited `?per_page=1000` or `abc` gives 24, never an error page).
 */
export function listingPageSize(value: string | number | null | undefined): ListingPageSize {
  const asked = Number(value);
  return LISTING_PAGE_SIZES.find((size) => size === asked) ?? LISTING_DEFAULT_PAGE_SIZE;
}

// ---- cart and checklist ---------------------------------------------------------------------

/** The largest quantity of one cart or checklist line; adding more stops at it. */
export const MAX_LINE_QUANTITY = 100_000;

// ---- files the API serves --------------------------------------------------------------------

/** How long browsers may cache a served file, in seconds (`Cache-Control: max-age`). */
export const FILE_CACHE_SECONDS = {
  /** Public images (products, logos, placeholders): one day. */
  public: 86_400,
  /** A project's chat files: one hour, private to the browser. */
  private: 3_600,
} as const;

/** The size of the placeholder image drawn when a product photo or a logo is missing. */
export const PLACEHOLDER_IMAGE_PX = {
  logo: { width: 160, height: 48 },
  photo: { width: 400, height: 300 },
} as const;
