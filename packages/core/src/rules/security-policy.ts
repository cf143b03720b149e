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

// ---- uploaded chat files -----------------------------------------------------------------------

/** A chat file link (signed, for project members) works for at least this long. */
export const CHAT_FILE_LINK_MINUTES = 60;
