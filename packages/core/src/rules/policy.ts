/**
 * Every policy constant of spec 2 §9 and spec 1 §9, the spec's user-facing messages, and the
 * return / refund / cancel / payout window checks as pure functions. Money is integer cents.
 */
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../contract/enums';
import {
  addBusinessDays,
  addZonedCalendarDays,
  DEFAULT_TIME_ZONE,
  startOfZonedDay,
  toInstant,
} from './dates';

export { DEFAULT_TIME_ZONE };

// ---- spec 2 §9: returns and refunds -------------------------------------------------------

/** spec 2 §9: "customers may return within 12 days". */
export const RETURN_WINDOW_DAYS = 12;
/** spec 2 §9: "vendors refund within 30 days after a return". */
export const VENDOR_REFUND_DAYS = 30;
/** spec 2 §9: "refunds take 7 to 14 business days (14 maximum)". */
export const REFUND_BUSINESS_DAYS_MIN = 7;
export const REFUND_BUSINESS_DAYS_MAX = 14;

// ---- spec 2 §9: orders ----------------------------------------------------------------------

/** spec 2 §9: "cancel within 60 minutes". */
export const CANCEL_WINDOW_MINUTES = 60;
/** spec 2 §9: "change the address within 60 minutes". */
export const ADDRESS_CHANGE_WINDOW_MINUTES = 60;
/** spec 2 §9: "orders are processed within 48 hours". */
export const ORDER_PROCESSING_HOURS = 48;
/** spec 2 §9: "an incomplete order must be reported within two weeks". */
export const INCOMPLETE_ORDER_REPORT_DAYS = 14;
/** spec 2 §9: "shipping takes 1 to 3 weeks". */
export const SHIPPING_WEEKS_MIN = 1;
export const SHIPPING_WEEKS_MAX = 3;

// ---- spec 2 §9: markup and payouts ------------------------------------------------------------

/** spec 2 §9: "pending profits become available after 46 business days". */
export const PAYOUT_AVAILABLE_BUSINESS_DAYS = 46;
/** spec 2 §9: "a negative balance is due within 10 days". */
export const NEGATIVE_BALANCE_DUE_DAYS = 10;
/** spec 2 §9: "contractor approval takes up to 24 hours". */
export const CONTRACTOR_APPROVAL_HOURS = 24;
/** spec 2 §9: "a demo takes about 30 minutes". */
export const DEMO_MINUTES = 30;

// ---- spec 2 §9: liability and claims --------------------------------------------------------

/** spec 2 §9: "claims within 1 year". */
export const CLAIM_YEARS = 1;
/** spec 2 §9: "the liability cap is the greater of fees paid or 100 US dollars". */
export const LIABILITY_CAP_MIN_USD = 100;

// ---- spec 1 §9 / spec 2 §9: the app -----------------------------------------------------------

/** spec 1 §8: "Toasts appear top-right for 10 seconds"; spec 1 §9: "Toast time-out is 10000 ms". */
export const TOAST_TIMEOUT_MS = 10_000;
/** spec 1 §9: "Script chunk load timeout is 120000 ms". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec 1 §9 / spec 2 §9: "Default page size is 10". */
export const DEFAULT_PAGE_SIZE = 10;
/** spec 1 §9: "Default quantity and minimum unit are 1". */
export const DEFAULT_QUANTITY = 1;
export const MIN_UNIT = 1;
/** spec 1 §9: "Password minimum is 8". */
export const PASSWORD_MIN_LENGTH = 8;
/** spec 1 §9: "Default country code is +1". */
export const DEFAULT_COUNTRY_CODE = '+1';
/** spec 1 §9: "A token is valid when longer than 10 characters". */
export const TOKEN_MIN_LENGTH = 10;
/** spec 1 §9: "340 days for the remembered login and the otp flag, 1 day for the user type". */
export const REMEMBER_ME_COOKIE_DAYS = 340;
export const OTP_COOKIE_DAYS = 340;
export const USER_TYPE_COOKIE_DAYS = 1;
/** spec 1 §9: "Currency is US dollars with 2 decimals". */
export const CURRENCY = 'USD';
export const CURRENCY_DECIMALS = 2;
/** spec 1 §9: "Minimum age is 13, with parental consent under 18". */
export const MIN_AGE = 13;
export const PARENTAL_CONSENT_AGE = 18;
/** spec 1 §9: "Default new-layout value is 'No'". */
export const DEFAULT_NEW_LAYOUT = 'No';
/** spec 1 §5 / §9: "The showroom ID length that triggers search is 8". */
export const SHOWROOM_ID_LENGTH = 8;
/** spec 1 §9: "The search routine needs text longer than 2". */
export const SHOWROOM_SEARCH_MIN_LENGTH = 2;
/** spec 1 §2: breakpoints used by the carousels. */
export const BREAKPOINTS = { xs: 480, sm: 767, md: 1024 } as const;

/** spec 1 §9: "savings up to 60% ... average savings 55% kitchen, 30% bathroom, 40% outdoor". */
export const SAVINGS_CLAIMS = {
  upToPercent: 60,
  kitchenAveragePercent: 55,
  bathroomAveragePercent: 30,
  outdoorAveragePercent: 40,
  freeNationwideDelivery: true,
} as const;

/** spec 1 §1 / spec 2 §9: "over 50 floor plans, over 100 templates, over 25,000 materials". */
export const CATALOG_CLAIMS = {
  floorPlans: 50,
  templates: 100,
  materials: 25_000,
  deliveryUnderWeeks: 3,
} as const;

/**
 * spec 1 §9: "Carousels show 4 slides per view (2 under 1024 px, 1 under 767 px)".
 * Ordered from the widest: the first rule whose `minWidth` the viewport reaches applies.
 */
export const CAROUSEL_SLIDES_PER_VIEW = [
  { minWidth: 1024, slides: 4 },
  { minWidth: 767, slides: 2 },
  { minWidth: 0, slides: 1 },
] as const;

/** spec 1 §9: "Brand slides show 6 per view (4, 2, 1 at 1024, 767, 480)". */
export const BRAND_SLIDES_PER_VIEW = [
  { minWidth: 1024, slides: 6 },
  { minWidth: 767, slides: 4 },
  { minWidth: 480, slides: 2 },
  { minWidth: 0, slides: 1 },
] as const;

type SlideRules = ReadonlyArray<{ readonly minWidth: number; readonly slides: number }>;

function slidesFor(rules: SlideRules, viewportWidth: number): number {
  for (const rule of rules) if (viewportWidth >= rule.minWidth) return rule.slides;
  return 1;
}

/** Slides per view of the category and design carousels at a viewport width (spec 1 §9). */
export function carouselSlidesPerView(viewportWidth: number): number {
  return slidesFor(CAROUSEL_SLIDES_PER_VIEW, viewportWidth);
}

/** Slides per view of the brand-partner carousel at a viewport width (spec 1 §9). */
export function brandSlidesPerView(viewportWidth: number): number {
  return slidesFor(BRAND_SLIDES_PER_VIEW, viewportWidth);
}

/** spec 1 §2: the category buttons, spelled exactly as the spec spells them. */
export const CATEGORY_BUTTONS = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
] as const;

/** The spec's user-facing messages, verbatim (spec 1 §2, §4, §8; spec 2 §2, §4, §5, §8). */
export const MESSAGES = {
  showroomNotFound: 'No Showroom Found, Please Enter Correct Showroom Id.',
  notAuthorized: 'You are not authorized to access this page.',
  pleaseLogin: 'Please login to proceed.',
  projectCreationFailed: 'Internal server error.',
  deactivated: "Your account has been deactivated. Please contact the provider's Support.",
  pendingApproval: 'Your account is currently pending approval by the provider.',
  loggedOut: 'Logged Out Successfully',
  noOrderItems: 'NO item found in this order.',
  invalidInput: 'Invalid input OR some mandatory fields are blank.',
  givenDataInvalid: 'The given data was invalid.',
  recordNotFound: 'Record not found for processing.',
  serverError: 'Internal Server error please try again.',
  notFoundPageTitle: 'There was an error with your request',
} as const;

/**
 * Ours: the answers when a window of spec 2 §9 has closed, or an application is received,
 * built from the constants above so the text and the rule never disagree.
 */
export const POLICY_MESSAGES = {
  addressChangeClosed: `The shipping address can only be changed within ${ADDRESS_CHANGE_WINDOW_MINUTES} minutes of the order.`,
  cancelClosed: `Items can only be cancelled within ${CANCEL_WINDOW_MINUTES} minutes of the order, before they are picked up.`,
  returnClosed: `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`,
  applicationReceived: `Thank you for applying. Your account is pending approval (up to ${CONTRACTOR_APPROVAL_HOURS} hours).`,
} as const;

// ---- window checks ------------------------------------------------------------------------------

const MINUTE_MS = 60_000;
type Instant = Date | string | number;

const rank = (status: OrderItemStatus) => ORDER_ITEM_STATUSES.indexOf(status);
const ACCEPT_TO_PICK_UP_RANK = /* @__PURE__ */ rank('Accept to Pick Up');

function withinMinutes(start: Instant, now: Instant, minutes: number): boolean {
  const from = toInstant(start).getTime();
  const at = toInstant(now).getTime();
  if (Number.isNaN(from) || Number.isNaN(at)) return false;
  return at - from <= minutes * MINUTE_MS;
}

/**
 * spec 2 §9 "cancel within 60 minutes": true while no more than 60 minutes have passed since
 * the order (60:00 exactly still counts). With a status, the item must also not be declined,
 * cancelled, or past the statuses a vendor sets (ours: those are terminal or in fulfilment).
 */
export function canCancelOrderItem(
  orderedAt: Instant,
  now: Instant,
  status?: OrderItemStatus,
): boolean {
  if (status !== undefined) {
    if (status === 'Decline' || rank(status) >= ACCEPT_TO_PICK_UP_RANK) return false;
  }
  return withinMinutes(orderedAt, now, CANCEL_WINDOW_MINUTES);
}

/** spec 2 §9 "change the address within 60 minutes" of the order (60:00 exactly counts). */
export function canChangeShippingAddress(orderedAt: Instant, now: Instant): boolean {
  return withinMinutes(orderedAt, now, ADDRESS_CHANGE_WINDOW_MINUTES);
}

/**
 * spec 2 §9 "orders are processed within 48 hours": when an order's items must have left
 * 'Waiting for approval' (ours: approved, declined or cancelled by then).
 */
export function processingDueAt(orderedAt: Instant): Date {
  return new Date(toInstant(orderedAt).getTime() + ORDER_PROCESSING_HOURS * 60 * MINUTE_MS);
}

/** An item still waiting for approval past the 48 hours (admins see it flagged). */
export function isProcessingOverdue(
  orderedAt: Instant,
  now: Instant,
  status: OrderItemStatus,
): boolean {
  return status === 'Waiting for approval' && toInstant(now) > processingDueAt(orderedAt);
}

/**
 * spec 2 §9 "an incomplete order must be reported within two weeks" (ours: of the last
 * delivery, to the end of that 14th calendar day in America/Los_Angeles).
 */
export function problemReportEndsAt(deliveredAt: Instant, timeZone = DEFAULT_TIME_ZONE): Date {
  return startOfZonedDay(
    addZonedCalendarDays(deliveredAt, INCOMPLETE_ORDER_REPORT_DAYS + 1, timeZone),
    timeZone,
  );
}

/** Whether a problem with a delivered order may still be reported (from delivery to the end). */
export function canReportProblem(deliveredAt: Instant, now: Instant): boolean {
  const at = toInstant(now).getTime();
  return at >= toInstant(deliveredAt).getTime() && at < problemReportEndsAt(deliveredAt).getTime();
}

/**
 * The last instant (exclusive) a return may be requested: the end of the 12th calendar day
 * after delivery in America/Los_Angeles (ours: calendar days in the shop's time zone, so a
 * delivery at 23:00 still gets 12 full days).
 */
export function returnWindowEndsAt(deliveredAt: Instant, timeZone = DEFAULT_TIME_ZONE): Date {
  return startOfZonedDay(
    addZonedCalendarDays(deliveredAt, RETURN_WINDOW_DAYS + 1, timeZone),
    timeZone,
  );
}

/**
 * spec 2 §9 "customers may return within 12 days" (of Delivered, DOMAIN.md). With a status,
 * the item must be Delivered.
 */
export function canRequestReturn(
  deliveredAt: Instant,
  now: Instant,
  status?: OrderItemStatus,
): boolean {
  if (status !== undefined && status !== 'Delivered') return false;
  const delivered = toInstant(deliveredAt).getTime();
  const at = toInstant(now).getTime();
  if (Number.isNaN(delivered) || Number.isNaN(at) || at < delivered) return false;
  return at < returnWindowEndsAt(deliveredAt).getTime();
}

export interface RefundInput {
  /** What the customer paid for the returned item (unit price x qty, fees and tax), in cents. */
  paidCents: number;
  /** The shipping charged on the original delivery of the item, in cents. */
  initialShippingCents: number;
  /** What shipping the item back costs, in cents. */
  returnShippingCents: number;
}

export interface Refund {
  restockingFeeCents: number;
  refundCents: number;
}

/**
 * spec 2 §9: "the initial shipping cost is deducted from the refund as a restocking fee, which
 * is no more than the return shipping cost". Never negative.
 */
export function refundAmount({
  paidCents,
  initialShippingCents,
  returnShippingCents,
}: RefundInput): Refund {
  const restockingFeeCents = Math.max(0, Math.min(initialShippingCents, returnShippingCents));
  const refundCents = Math.max(0, paidCents - restockingFeeCents);
  return { restockingFeeCents: Math.min(restockingFeeCents, paidCents), refundCents };
}

/**
 * Ours (issue 12, docs/decisions/back-office.md): an order's shipping (one AK/HI surcharge per
 * order, DOMAIN.md) split evenly over its items, the odd cents going to the first items, so the
 * shares add up to the order's shipping exactly. The share is an item's "initial shipping
 * cost" for its restocking fee. Zero for a bad count or index.
 */
export function shippingShareCents(shippingCents: number, itemCount: number, index: number) {
  if (!Number.isSafeInteger(itemCount) || itemCount < 1) return 0;
  if (!Number.isSafeInteger(index) || index < 0 || index >= itemCount) return 0;
  const total = Math.max(0, Math.trunc(shippingCents));
  const base = Math.floor(total / itemCount);
  return base + (index < total % itemCount ? 1 : 0);
}

/** spec 2 §9: pending profits become available 46 business days after delivery (LA time). */
export function payoutAvailableAt(deliveredAt: Instant, timeZone = DEFAULT_TIME_ZONE): Date {
  return addBusinessDays(deliveredAt, PAYOUT_AVAILABLE_BUSINESS_DAYS, timeZone);
}

/** spec 2 §9: "vendors refund within 30 days after a return": the day the refund is due by. */
export function vendorRefundDueAt(returnedAt: Instant, timeZone = DEFAULT_TIME_ZONE): Date {
  return addZonedCalendarDays(returnedAt, VENDOR_REFUND_DAYS, timeZone);
}

/** spec 2 §9: "a negative balance is due within 10 days". */
export function negativeBalanceDueAt(since: Instant, timeZone = DEFAULT_TIME_ZONE): Date {
  return addZonedCalendarDays(since, NEGATIVE_BALANCE_DUE_DAYS, timeZone);
}

/** spec 2 §9: "refunds take 7 to 14 business days": the expected earliest and latest day. */
export function refundExpectedBetween(
  refundedAt: Instant,
  timeZone = DEFAULT_TIME_ZONE,
): { earliest: Date; latest: Date } {
  return {
    earliest: addBusinessDays(refundedAt, REFUND_BUSINESS_DAYS_MIN, timeZone),
    latest: addBusinessDays(refundedAt, REFUND_BUSINESS_DAYS_MAX, timeZone),
  };
}

/** spec 2 §9: the liability cap is the greater of fees paid or 100 US dollars (in cents). */
export function liabilityCapCents(feesPaidCents: number): number {
  return Math.max(feesPaidCents, LIABILITY_CAP_MIN_USD * 100);
}
