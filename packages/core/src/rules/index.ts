export * from './box-coverage';
export * from './card';
export * from './dates';
export * from './lead-form';
export * from './markup';
export * from './money';
export * from './order-item-statuses';
export * from './phone';
export * from './policy';
export * from './price-line';
export * from './profit';
export * from './registration';
export * from './sanitize';
export {
  CHAT_FILE_LINK_MINUTES,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_MAX_USES_LIMIT,
  MAX_UNIT_PRICE_DOLLARS,
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RATE_LIMITS,
  type RateLimit,
  type RateLimitName,
  SCRYPT_PARAMS,
  SIGN_IN_BACKOFF,
  signInDelaySeconds,
  TOKEN_ABSOLUTE_DAYS,
  TOKEN_IDLE_DAYS,
  TOKEN_TOUCH_INTERVAL_MINUTES,
} from './security-policy';
export * from './showroom-id';
export * from './size';
export * from './theming';
export * from './token';
export * from './upload';
