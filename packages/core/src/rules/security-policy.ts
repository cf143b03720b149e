/**
 * The security policy numbers (issue 13, docs/security.md): session lifetime, sign-in backoff,
 * per-endpoint rate limits, the admin one-time code, the password hash cost, coupon and money
 * input limits, and how long a signed chat-file link lives. The API enforces them; the UI may
 * quote them ("try again in 30 seconds", "coupon codes are 6 to 32 characters").
 */

// ---- sessions (DOMAIN.md: "Tokens expire after 7 idle days and 30 days at most") -------------

/** A token unused for this long no longer signs anyone in (401). */
export const TOKEN_IDLE_DAYS = 7;
/** A token older than this no longer signs anyone in, however often it is used (401). */
export const TOKEN_ABSOLUTE_DAYS = 30;
/**
 * A token's last use is written at most this often (not on every request): the idle expiry
 * is exact to within this interval.
 */
export const TOKEN_TOUCH_INTERVAL_MINUTES = 10;

// ---- sign-in -----------------------------------------------------------------------------------

/**
 * Per account (the email address, known or not): the first `freeFailures` consecutive wrong
 * passwords cost nothing; each one after that makes the next attempt wait twice as long, from
 * `baseDelaySeconds` up to `maxDelaySeconds`. A correct password after the wait resets it, and
 * so does a day without failures. The rightful owner is never locked out for longer than the
 * current delay.
 */
export const SIGN_IN_BACKOFF = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  resetAfterHours: 24,
} as const;

/**
 * The wait before the next sign-in of an account with `failures` consecutive wrong passwords
 * (0 while `failures` is within the free ones): 30 s after the 5th, 60 s after the 6th, ...
 */
export function signInDelaySeconds(failures: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = SIGN_IN_BACKOFF;
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** doublings);
}

/** A fixed window: at most `limit` counted requests per `windowSeconds`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * Per-endpoint limits, counted in the database (so they hold across API instances). `ip` is
 * the client address (the socket's, or the right-most untrusted X-Forwarded-For hop behind
 * TRUST_PROXY); `email` and `user` key on the account.
 */
export const RATE_LIMITS = {
  /** Failed sign-ins from one address (checked before the password is verified). */
  signInIp: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Social sign-in (OpenID Connect) callbacks and one-time code exchanges that fail, from one
   * address; a success gives its count back, as a password sign-in does.
   */
  socialSignInIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Customer and Pro registrations from one address. */
  registerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Password-reset mails for one email address, and from one address. */
  passwordResetEmail: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Reset-link uses (right or wrong) from one address. */
  passwordResetUseIp: { limit: 20, windowSeconds: 60 * 60 },
  /** The "Save up to 30%" lead form from one address. */
  leadIp: { limit: 10, windowSeconds: 60 * 60 },
  /** What an embed counts (views, opens, adds, hand-offs), from one address (issue 28). */
  embedEventIp: { limit: 600, windowSeconds: 60 * 60 },
  /** AI design account sign-ups from one address; AI sign-ins per email. */
  aiSignUpIp: { limit: 5, windowSeconds: 60 * 60 },
  aiSignInEmail: { limit: 10, windowSeconds: 10 * 60 },
  aiSignInIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Coupon codes that do not work, per signed-in user (checks and checkouts alike). */
  couponFailuresUser: { limit: 10, windowSeconds: 60 * 60 },
  /** Verification-mail resends per account. */
  verificationResendUser: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Wrong passwords given to confirm a sensitive change (the payout account, a new password)
   * per account: counted first, given back when right (issue 23 item 9), so a stolen session
   * cannot guess the password there either.
   */
  passwordConfirmUser: { limit: 5, windowSeconds: 15 * 60 },
  /** Admin one-time codes sent, and codes tried, per account. */
  otpSendUser: { limit: 5, windowSeconds: 10 * 60 },
  otpVerifyUser: { limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

// ---- the admin one-time code (DOMAIN.md: 6 digits, 10 minutes, 5 attempts) ---------------------

export const OTP_DIGITS = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

// ---- password hashing ------------------------------------------------------------------------

/**
 * scrypt cost (OWASP's password storage guidance: N = 2^17, r = 8, p = 1). A stored hash of a
 * lower cost is replaced on the owner's next successful sign-in.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;

// ---- coupons and money input -------------------------------------------------------------------

/** DOMAIN.md: "Coupon codes are 6 to 32 characters". */
export const COUPON_CODE_MIN_LENGTH = 6;
export const COUPON_CODE_MAX_LENGTH = 32;
/** Ours: the largest number of uses a coupon may be limited to. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;

/**
 * The largest unit price (dollars) the API accepts as input. With quantities up to 100,000 a
 * line stays far below the 2^53 cents a bigint column and a JavaScript number hold exactly.
 */
export const MAX_UNIT_PRICE_DOLLARS = 1_000_000;

// ---- bounded work per request (issue 23) -------------------------------------------------------

/**
 * The largest id any request may name (a PostgreSQL `integer`, 2^31 - 1): the contract refuses a
 * larger one with a 422 rather than letting the database answer 500.
 */
export const MAX_ID = 2_147_483_647;

/**
 * A product size's width, height and length, in inches: 1/4 inch (a mosaic chip) to 240 inches
 * (a 20 ft slab or roll). Outside this the contract answers 422 naming the field (the form) or the
 * row (the CSV import): a size of 0.05 or 1e-300 made the catalogue drawing tile forever.
 */
export const PRODUCT_SIZE_MIN_INCHES = 0.25;
export const PRODUCT_SIZE_MAX_INCHES = 240;

/**
 * The most pixels an uploaded raster image may have (product images, Pro logos, chat images,
 * floor-plan traces), read from the file's header before anything decodes it: 25 megapixels
 * (e.g. 6,000 x 4,000). A 16,000 x 16,000 PNG of 746 KB decodes to 1 GB in a browser.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * Password hashing (scrypt) runs on the worker threads that file reads share: at most
 * `concurrent` hashes run at once, at most `queued` more wait; beyond that the answer is 503 with
 * Retry-After `retryAfterSeconds`, and pages and files keep answering.
 */
export const PASSWORD_HASHING = { concurrent: 2, queued: 16, retryAfterSeconds: 2 } as const;

/**
 * What one multipart (or form-encoded) request body may hold: text fields, parts in all, files,
 * bytes of one text field, bytes of a field name, and bytes of one part's headers (the parser's
 * own fixed limit). 85,000 fields in 4.7 MB blocked the event loop for 2 s; past any limit the
 * answer is 413 at once and the rest of the body is not read.
 */
export const MULTIPART_LIMITS = {
  fields: 50,
  parts: 60,
  files: 10,
  fieldBytes: 64 * 1024,
  fieldNameBytes: 100,
  partHeaderBytes: 16 * 1024,
} as const;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: a request whose
 * text holds one is refused (422) before any work, in one place (the route layer and the CSV
 * import). PostgreSQL refuses NUL in text, so `?search=%00` answered 500 before.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Please remove the control character (such as a NUL byte) from this field.';

/**
 * The path (`['body', 'items', '0', 'name']` style, keys joined by `.`) of the first string in
 * `value` that holds a control character, looking into arrays and objects (keys included, at
 * most 10 levels deep); null when there is none.
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || path.length > 10) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (CONTROL_CHARACTER.test(key)) return at.join('.');
    const found = controlCharacterPath(item, at);
    if (found !== null) return found;
  }
  return null;
}

// ---- uploaded chat files -----------------------------------------------------------------------

/** A chat file link (signed, for project members) works for at least this long. */
export const CHAT_FILE_LINK_MINUTES = 60;
