export { USER_TYPE_TEXT, userStatusText } from './account-words';
export type { ApplianceProduct, FixtureWidths } from './appliance-width';
export { applianceWidths } from './appliance-width';
export type { BoxCoverage, BoxCoverageInput } from './box-coverage';
export { boxCoverage, DEFAULT_WASTE_PERCENT } from './box-coverage';
export {
  CARD_MESSAGES,
  CVV_HELP,
  cardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
} from './card';
export { TEMP_PROJECT_ID_PATTERN, tempProjectIdOf } from './cart-id';
export type {
  BrandPartner,
  CategoryTable,
  ProductForm,
  ProductType,
} from './catalogue';
export {
  BRAND_PARTNERS,
  CATALOGUE,
  catalogueWords,
  categoryTable,
  materialWords,
  PRODUCT_FORMS,
  productTypeOf,
} from './catalogue';
export type { DateInput, ZonedParts } from './dates';
export {
  addBusinessDays,
  addZonedCalendarDays,
  calendarDaysBetween,
  DEFAULT_TIME_ZONE,
  formatDate,
  isBusinessDay,
  startOfZonedDay,
  toInstant,
  zonedParts,
} from './dates';
export { embedHostAllowed } from './embed-domains';
export type {
  Estimate,
  EstimateInput,
  EstimateItem,
  EstimateLine,
  EstimateRoomType,
  FlaggedLine,
  RoomSurface,
  SurfaceKey,
  SurfaceMeasure,
} from './estimate';
export {
  estimate,
  ROOM_SURFACES,
  roomSurfaces,
  sellingUnits,
  surfaceAmount,
} from './estimate';
export type { SurfaceCount } from './estimate-basis';
export { itemBasis, SLAB_SQFT, surfaceCount } from './estimate-basis';
export type { SanityBand, SanityInput, SanityUnit } from './estimate-sanity';
export { estimateSanity, SANITY_BANDS } from './estimate-sanity';
export type {
  CabinetDoorStyle,
  Finishes,
  FinishLine,
  PaletteColour,
} from './finishes';
export {
  CABINET_COLOURS,
  CABINET_DOOR_STYLES,
  CABINET_ROOMS,
  cabinetColour,
  cabinetDoorStyle,
  finishLines,
  PAINT_COATS,
  PAINT_COLOURS,
  PAINT_SQFT_PER_GALLON,
  paintableSqft,
  paintColour,
  paintGallons,
} from './finishes';
export type {
  Homography,
  PlanePoint,
  PlaneSize,
  PlaneSizeOptions,
  Quad,
} from './homography';
export {
  applyHomography,
  cornerSpread,
  invertHomography,
  isNonDegenerateQuad,
  multiplyHomography,
  planeSize,
  quadHomography,
  UNIT_SQUARE,
} from './homography';
export { LEAD_FORM_TITLE, LEAD_TYPE_POPUP } from './lead-form';
export type { LightFixture, LightMount, LightShade } from './light-fixture';
export { LIGHT_SHADE_INCHES, lightFixture } from './light-fixture';
export {
  AI_DESIGN_CREDIT_COST,
  AI_SIGNUP_CREDITS,
  CHAT_FILE_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  CHAT_STREAM_KEEPALIVE_MS,
  FILE_CACHE_SECONDS,
  LISTING_DEFAULT_PAGE_SIZE,
  LISTING_PAGE_SIZES,
  type ListingPageSize,
  listingPageSize,
  MAX_LINE_QUANTITY,
  PLACEHOLDER_IMAGE_PX,
  SUGGESTION_DEFAULT_LIMIT,
  SUGGESTION_MAX_LIMIT,
} from './limits';
export { nameLook } from './look-words';
export {
  DEFAULT_MARKUP_PERCENT,
  MARKUP_MESSAGES,
  MAX_MARKUP_PERCENT,
  MIN_MARKUP_PERCENT,
  RECOMMENDED_MARKUP_PERCENT,
  validateCoupon,
  validateMarkup,
} from './markup';
export type { CouponPrice, LineCharges, LineChargesInput, UsStateCode } from './money';
export {
  applyCoupon,
  basisPointsToPercent,
  formatUsd,
  lineCharges,
  markupPrice,
  NON_CONTIGUOUS_STATES,
  percentOf,
  percentToBasisPoints,
  proposedLineTotalCents,
  shippingChargeCents,
  toCents,
  toDollars,
  US_STATES,
  usStateCode,
} from './money';
export type { MoneyViewer, OrderItemMoneyField, ProductMoneyField } from './money-visibility';
export {
  ORDER_ITEM_MONEY_FIELDS,
  orderItemMoneyFields,
  PRODUCT_MONEY_FIELDS,
  productMoneyFields,
  visibleOrderItemMoney,
  visibleProductPrice,
} from './money-visibility';
export type {
  OrderItemStatusChange,
  OrderItemStatusChangeInput,
  OrderItemStatusDenial,
  OrderItemStatusOption,
  OrderItemStatusOptionInput,
} from './order-item-statuses';
export {
  ADMIN_ORDER_ITEM_STATUSES,
  canProposePriceChange,
  canSetOrderItemStatus,
  disabledOrderItemStatuses,
  isOrderItemStatus,
  isOrderItemStatusOptionDisabled,
  ORDER_ITEM_STATUS_DENIALS,
  ORDER_ITEM_STATUS_LABELS,
  orderItemStatusDenial,
  orderItemStatusLabel,
  orderItemStatusOptions,
  orderItemStatusRank,
  PRICE_CHANGE_STATUSES,
  statusChange,
  VENDOR_ORDER_ITEM_STATUSES,
} from './order-item-statuses';
export type {
  ItemLedger,
  MoneyItem,
  OrderMoneyInput,
  OrderMoneyTotals,
  OrderPaymentFigures,
} from './order-money';
export {
  CANCELLED_MONEY_STATUSES,
  expectedItemLedger,
  FINAL_ITEM_STATUSES,
  heldCents,
  isCancelledItemStatus,
  isChargedItemStatus,
  isFinalItemStatus,
  itemBillCents,
  itemLedgerProblems,
  itemNetCents,
  orderMoneyProblems,
  orderTotalsFromItems,
  UNCHARGED_ITEM_STATUS,
} from './order-money';
export {
  ORDER_CANCELLED_ITEM_STATUSES,
  ORDER_FINISHED_ITEM_STATUSES,
  ORDER_PLACED_ITEM_STATUS,
  orderStatus,
} from './order-status';
export { type PayoutPeriod, payoutIdempotencyKey, payoutPeriod } from './payout-period';
export type { CountryCallingCode } from './phone';
export {
  callingCodeOf,
  countryCallingCodes,
  formatUsPhone,
  isKnownCallingCode,
  isValidUsPhone,
  usPhoneDigits,
} from './phone';
export type { PlanCode, PlanDefinition } from './plans';
export { PLAN_CODES, PLANS, planByCode } from './plans';
export type { Refund, RefundInput } from './policy';
export {
  ADDRESS_CHANGE_WINDOW_MINUTES,
  BRAND_SLIDES_PER_VIEW,
  BREAKPOINTS,
  brandSlidesPerView,
  CANCEL_WINDOW_MINUTES,
  CAROUSEL_SLIDES_PER_VIEW,
  CATALOG_CLAIMS,
  CATEGORY_BUTTONS,
  CHUNK_LOAD_TIMEOUT_MS,
  CLAIM_YEARS,
  CONTRACTOR_APPROVAL_HOURS,
  CURRENCY,
  CURRENCY_DECIMALS,
  canCancelOrderItem,
  canChangeShippingAddress,
  canReportProblem,
  canRequestReturn,
  carouselSlidesPerView,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_NEW_LAYOUT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_QUANTITY,
  DEMO_MINUTES,
  INCOMPLETE_ORDER_REPORT_DAYS,
  isProcessingOverdue,
  LIABILITY_CAP_MIN_USD,
  liabilityCapCents,
  MESSAGES,
  MIN_AGE,
  MIN_UNIT,
  NEGATIVE_BALANCE_DUE_DAYS,
  negativeBalanceDueAt,
  ORDER_PROCESSING_HOURS,
  OTP_COOKIE_DAYS,
  PARENTAL_CONSENT_AGE,
  PASSWORD_MIN_LENGTH,
  PAYOUT_AVAILABLE_BUSINESS_DAYS,
  POLICY_MESSAGES,
  payoutAvailableAt,
  problemReportEndsAt,
  processingDueAt,
  REFUND_BUSINESS_DAYS_MAX,
  REFUND_BUSINESS_DAYS_MIN,
  REMEMBER_ME_COOKIE_DAYS,
  RETURN_WINDOW_DAYS,
  refundAmount,
  refundExpectedBetween,
  returnWindowEndsAt,
  SAVINGS_CLAIMS,
  SHIPPING_WEEKS_MAX,
  SHIPPING_WEEKS_MIN,
  SHOWROOM_ID_LENGTH,
  SHOWROOM_SEARCH_MIN_LENGTH,
  shippingShareCents,
  TOAST_TIMEOUT_MS,
  TOKEN_MIN_LENGTH,
  USER_TYPE_COOKIE_DAYS,
  VENDOR_REFUND_DAYS,
  vendorRefundDueAt,
} from './policy';
export type { PriceLineInput, PriceLinePart } from './price-line';
export { priceLine, priceLineText, pricePerSqftCents, sellingUnit } from './price-line';
export type {
  LayingPattern,
  LookFinish,
  LookKind,
  ProductLook,
  ProductLookInput,
} from './product-look';
export {
  isSurfaceKind,
  LOOK_COLORS,
  LOOK_KINDS,
  luminance,
  mixHex,
  productLook,
  productWidthInches,
  SURFACE_KINDS,
} from './product-look';
export type { OrderItemProfitInput } from './profit';
export { NEGATIVE_PROFIT_STATUSES, orderItemProfit } from './profit';
export type { RegistrationField, RegistrationStep } from './registration';
export {
  REGISTRATION_FIELDS,
  REGISTRATION_STEP_FIELDS,
  splitFullName,
  stepForErrors,
  stepOfField,
} from './registration';
export type { CabinetFronts, LightKind, LightPosition } from './room-fixtures';
export {
  cabinetFronts,
  insidePolygon,
  lightPositions,
  MAX_PENDANTS,
  MAX_RECESSED_LIGHTS,
  MAX_ROOM_LIGHTS,
  PENDANT_SPACING_FT,
  RECESSED_SPACING_FT,
} from './room-fixtures';
export type {
  PlanGeometryInput,
  PlanOpening,
  PlanPoint,
  PlanRun,
  RoomMeasures,
} from './room-measure';
export {
  BACKSPLASH_HEIGHT_FT,
  COUNTERTOP_DEPTH_FT,
  OPENING_DEFAULTS,
  openingSize,
  perimeter,
  polygonArea,
  roomMeasures,
  wallLength,
} from './room-measure';
export type { OutlineProblem } from './room-outline';
export {
  isSimpleOutline,
  MAX_CORNERS,
  MAX_ROOM_SQFT,
  MAX_SIDE_FT,
  MIN_ROOM_SQFT,
  MIN_SIDE_FT,
  normaliseOutline,
  OUTLINE_MESSAGES,
  outlineProblems,
  SNAP_FT,
  scaleFromPoints,
  scaleProblem,
  segmentsTouch,
  snapFeet,
} from './room-outline';
export { sanitizeDecimal, sanitizeNumeric, sanitizePageJump, sanitizeQuantity } from './sanitize';
export type { RateLimit, RateLimitName } from './security-policy';
export {
  CHAT_FILE_LINK_MINUTES,
  CONTROL_CHARACTER_MESSAGE,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_MAX_USES_LIMIT,
  controlCharacterPath,
  MAX_ID,
  MAX_IMAGE_PIXELS,
  MAX_UNIT_PRICE_DOLLARS,
  MULTIPART_LIMITS,
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PASSWORD_HASHING,
  PRODUCT_SIZE_MAX_INCHES,
  PRODUCT_SIZE_MIN_INCHES,
  RATE_LIMITS,
  SCRYPT_PARAMS,
  SIGN_IN_BACKOFF,
  signInDelaySeconds,
  TOKEN_ABSOLUTE_DAYS,
  TOKEN_IDLE_DAYS,
  TOKEN_TOUCH_INTERVAL_MINUTES,
} from './security-policy';
export type { ShopperOrderItem } from './shopper-status';
export {
  SHOPPER_STATUS_DETAIL,
  SHOPPER_STATUS_TEXT,
  shopperOrderStatusText,
  shopperStatusDetail,
  shopperStatusText,
} from './shopper-status';
export {
  canRunShowroomSearch,
  isShowroomIdFormat,
  normalizeShowroomId,
  shouldSearchShowroom,
} from './showroom-id';
export type { SizeInput } from './size';
export { sizeLabel } from './size';
export type {
  StyleAnswers,
  StyleId,
  StyleOption,
  StyleProfileResult,
  StyleQuestion,
  StyleRoom,
  StyleScores,
} from './style-profile';
export {
  emptyScores,
  isStyleProfileComplete,
  matchesStyle,
  rankByStyle,
  STYLE_BUDGETS,
  STYLE_IDS,
  STYLE_NAMES,
  STYLE_QUESTIONS,
  STYLE_ROOMS,
  scoreStyleProfile,
  styleAnswersErrors,
  styleMatch,
  topStyle,
} from './style-profile';
export { productStyleScores, templateStyleScores } from './style-scores';
export { surfaceFits } from './surface-fit';
export { SYNONYM_GROUPS, SYNONYM_PHRASES, synonymsOf } from './synonyms';
export type { Rgba, ThemeTokens, ThemingEntitlementInput } from './theming';
export {
  ACTIVE_SUBSCRIPTION_STATUSES,
  canUseCustomTheme,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  isSubscriptionActive,
  MIN_TEXT_CONTRAST,
  NEAR_BLACK,
  PREMIUM_PLAN,
  PREMIUM_THEMING_PAID_AMOUNT,
  parseColor,
  readableTextColor,
  relativeLuminance,
  shade,
  showroomThemeColor,
  themeCssVariables,
  themeTokens,
  toHex,
  WHITE,
} from './theming';
export { isTokenValid } from './token';
export {
  PROJECT_PHOTOS_FULL,
  PROJECT_PHOTOS_MAX,
  TRACE_IMAGE_MAX_BYTES,
  TRACE_IMAGE_MAX_PX,
  TRACE_IMAGE_MESSAGES,
  TRACE_IMAGE_MIN_PX,
  TRACE_IMAGE_TYPES,
  TRACE_SCALE_MAX,
  TRACE_SCALE_MIN,
  traceImageProblem,
} from './trace-image';
export type { FileUploadRule, ImageUploadInput, UploadFileInput } from './upload';
export {
  acceptAttribute,
  allowsMultipleFiles,
  CHAT_IMAGE_MIN_PX,
  CHAT_UPLOAD_MESSAGES,
  CHAT_UPLOAD_RULE,
  DEFAULT_MAX_FILES,
  fileExtension,
  IMAGE_UPLOAD_TYPES,
  imagePixelsProblem,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  UPLOAD_MESSAGES,
  validateFileUpload,
  validateImageUpload,
} from './upload';
