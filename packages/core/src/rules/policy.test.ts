import { describe, expect, it } from 'vitest';
import {
  ADDRESS_CHANGE_WINDOW_MINUTES,
  BRAND_SLIDES_PER_VIEW,
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
  DEFAULT_TIME_ZONE,
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

const POLICY = {
  ADDRESS_CHANGE_WINDOW_MINUTES,
  CANCEL_WINDOW_MINUTES,
  CHUNK_LOAD_TIMEOUT_MS,
  CLAIM_YEARS,
  CONTRACTOR_APPROVAL_HOURS,
  CURRENCY,
  CURRENCY_DECIMALS,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_NEW_LAYOUT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_QUANTITY,
  DEFAULT_TIME_ZONE,
  DEMO_MINUTES,
  INCOMPLETE_ORDER_REPORT_DAYS,
  LIABILITY_CAP_MIN_USD,
  MIN_AGE,
  MIN_UNIT,
  NEGATIVE_BALANCE_DUE_DAYS,
  ORDER_PROCESSING_HOURS,
  OTP_COOKIE_DAYS,
  PARENTAL_CONSENT_AGE,
  PASSWORD_MIN_LENGTH,
  PAYOUT_AVAILABLE_BUSINESS_DAYS,
  REFUND_BUSINESS_DAYS_MAX,
  REFUND_BUSINESS_DAYS_MIN,
  REMEMBER_ME_COOKIE_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_WEEKS_MAX,
  SHIPPING_WEEKS_MIN,
  SHOWROOM_ID_LENGTH,
  SHOWROOM_SEARCH_MIN_LENGTH,
  TOAST_TIMEOUT_MS,
  TOKEN_MIN_LENGTH,
  USER_TYPE_COOKIE_DAYS,
  VENDOR_REFUND_DAYS,
};

describe('policy constants (spec 2 §9, spec 1 §9)', () => {
  it.each([
    // spec 2 §9 "customers may return within 12 days"
    ['RETURN_WINDOW_DAYS', 12],
    // "vendors refund within 30 days after a return"
    ['VENDOR_REFUND_DAYS', 30],
    // "refunds take 7 to 14 business days (14 maximum)"
    ['REFUND_BUSINESS_DAYS_MIN', 7],
    ['REFUND_BUSINESS_DAYS_MAX', 14],
    // "cancel within 60 minutes", "change the address within 60 minutes"
    ['CANCEL_WINDOW_MINUTES', 60],
    ['ADDRESS_CHANGE_WINDOW_MINUTES', 60],
    // "orders are processed within 48 hours"
    ['ORDER_PROCESSING_HOURS', 48],
    // "an incomplete order must be reported within two weeks"
    ['INCOMPLETE_ORDER_REPORT_DAYS', 14],
    // "shipping takes 1 to 3 weeks"
    ['SHIPPING_WEEKS_MIN', 1],
    ['SHIPPING_WEEKS_MAX', 3],
    // "pending profits become available after 46 business days"
    ['PAYOUT_AVAILABLE_BUSINESS_DAYS', 46],
    // "a negative balance is due within 10 days"
    ['NEGATIVE_BALANCE_DUE_DAYS', 10],
    // "contractor approval takes up to 24 hours"
    ['CONTRACTOR_APPROVAL_HOURS', 24],
    // "a demo takes about 30 minutes"
    ['DEMO_MINUTES', 30],
    // "claims within 1 year; the liability cap is the greater of fees paid or 100 US dollars"
    ['CLAIM_YEARS', 1],
    ['LIABILITY_CAP_MIN_USD', 100],
    // spec 1 §9 "Toast time-out is 10000 ms. Script chunk load timeout is 120000 ms."
    ['TOAST_TIMEOUT_MS', 10000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    // "Default page size is 10. Default quantity and minimum unit are 1."
    ['DEFAULT_PAGE_SIZE', 10],
    ['DEFAULT_QUANTITY', 1],
    ['MIN_UNIT', 1],
    // "Password minimum is 8. Default country code is +1."
    ['PASSWORD_MIN_LENGTH', 8],
    ['DEFAULT_COUNTRY_CODE', '+1'],
    // "A token is valid when longer than 10 characters."
    ['TOKEN_MIN_LENGTH', 10],
    // "340 days for the remembered login and the otp flag, 1 day for the user type"
    ['REMEMBER_ME_COOKIE_DAYS', 340],
    ['OTP_COOKIE_DAYS', 340],
    ['USER_TYPE_COOKIE_DAYS', 1],
    // "Default time zone is America/Los_Angeles."
    ['DEFAULT_TIME_ZONE', 'America/Los_Angeles'],
    // "Currency is US dollars with 2 decimals."
    ['CURRENCY', 'USD'],
    ['CURRENCY_DECIMALS', 2],
    // "Minimum age is 13, with parental consent under 18."
    ['MIN_AGE', 13],
    ['PARENTAL_CONSENT_AGE', 18],
    // "Default new-layout value is 'No'."
    ['DEFAULT_NEW_LAYOUT', 'No'],
    // "The showroom ID length that triggers search is 8. The search routine needs text longer than 2."
    ['SHOWROOM_ID_LENGTH', 8],
    ['SHOWROOM_SEARCH_MIN_LENGTH', 2],
  ] as Array<[keyof typeof POLICY, unknown]>)('%s = %j', (name, value) => {
    expect(POLICY[name]).toBe(value);
  });

  it('claims: savings up to 60%, 55% kitchen, 30% bathroom, 40% outdoor; 50 / 100 / 25,000', () => {
    expect(SAVINGS_CLAIMS).toMatchObject({
      upToPercent: 60,
      kitchenAveragePercent: 55,
      bathroomAveragePercent: 30,
      outdoorAveragePercent: 40,
    });
    expect(CATALOG_CLAIMS).toMatchObject({
      floorPlans: 50,
      templates: 100,
      materials: 25000,
    });
  });
});

describe('carousels: "4 slides per view (2 under 1024 px, 1 under 767 px)"', () => {
  it.each([
    [1440, 4],
    [1024, 4],
    [1023, 2],
    [767, 2],
    [766, 1],
    [375, 1],
  ])('%i px -> %i', (width, slides) => {
    expect(carouselSlidesPerView(width)).toBe(slides);
  });

  it('brand slides: "6 per view (4, 2, 1 at 1024, 767, 480)"', () => {
    expect([1280, 1024, 1023, 767, 766, 480, 479, 0, -1].map(brandSlidesPerView)).toEqual([
      6, 6, 4, 4, 2, 2, 1, 1, 1,
    ]);
    expect(CAROUSEL_SLIDES_PER_VIEW.map((r) => r.slides)).toEqual([4, 2, 1]);
    expect(BRAND_SLIDES_PER_VIEW.map((r) => r.slides)).toEqual([6, 4, 2, 1]);
  });
});

describe('category buttons (spec 1 §2), spelled as the spec spells them', () => {
  it('lists the 21 names in order', () => {
    expect(CATEGORY_BUTTONS).toEqual([
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
    ]);
  });
});

describe('the spec messages, verbatim', () => {
  it.each([
    ['showroomNotFound', 'No Showroom Found, Please Enter Correct Showroom Id.'],
    ['notAuthorized', 'You are not authorized to access this page.'],
    ['pleaseLogin', 'Please login to proceed.'],
    ['projectCreationFailed', 'Internal server error.'],
    ['deactivated', "Your account has been deactivated. Please contact the provider's Support."],
    ['pendingApproval', 'Your account is currently pending approval by the provider.'],
    ['loggedOut', 'Logged Out Successfully'],
    ['noOrderItems', 'NO item found in this order.'],
    ['invalidInput', 'Invalid input OR some mandatory fields are blank.'],
    ['givenDataInvalid', 'The given data was invalid.'],
    ['recordNotFound', 'Record not found for processing.'],
    ['serverError', 'Internal Server error please try again.'],
    ['notFoundPageTitle', 'There was an error with your request'],
  ] as Array<[keyof typeof MESSAGES, string]>)('%s: %s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('"cancel within 60 minutes" and "change the address within 60 minutes"', () => {
  const orderedAt = '2026-11-22T10:00:00.000Z';
  it.each([
    ['2026-11-22T10:00:00.000Z', true],
    ['2026-11-22T10:59:59.999Z', true],
    ['2026-11-22T11:00:00.000Z', true],
    ['2026-11-22T11:00:00.001Z', false],
    ['2026-11-23T10:00:00.000Z', false],
    ['2026-11-22T09:59:00.000Z', true],
    ['garbage', false],
  ])('now %s -> %s', (now, allowed) => {
    expect(canCancelOrderItem(orderedAt, now)).toBe(allowed);
    expect(canChangeShippingAddress(orderedAt, now)).toBe(allowed);
  });

  it.each([
    ['Waiting for approval', true],
    ['Vendor Approved', true],
    ['Ready to Pick Up', true],
    ['Decline', false],
    ['Accept to Pick Up', false],
    ['Cancle', false],
    ['Delivered', false],
  ] as const)('an item in %s can be cancelled in the window: %s', (status, allowed) => {
    expect(canCancelOrderItem(orderedAt, '2026-11-22T10:30:00Z', status)).toBe(allowed);
  });
});

describe('"customers may return within 12 days" (of Delivered)', () => {
  // Delivered Friday Nov 20, 10:00 in Los Angeles; day 12 is Dec 2; the window closes at
  // 00:00 LA on Dec 3 (08:00 UTC).
  const deliveredAt = '2026-11-20T18:00:00.000Z';
  it.each([
    ['2026-11-20T18:00:00.000Z', true],
    ['2026-12-02T18:00:00.000Z', true],
    ['2026-12-03T07:59:59.999Z', true],
    ['2026-12-03T08:00:00.000Z', false],
    ['2027-01-01T00:00:00.000Z', false],
    ['2026-11-19T00:00:00.000Z', false],
    ['garbage', false],
  ])('now %s -> %s', (now, allowed) => {
    expect(canRequestReturn(deliveredAt, now)).toBe(allowed);
  });

  it('needs a Delivered item when the status is given', () => {
    expect(canRequestReturn(deliveredAt, '2026-11-21T00:00:00Z', 'Delivered')).toBe(true);
    expect(canRequestReturn(deliveredAt, '2026-11-21T00:00:00Z', 'Shipped')).toBe(false);
    expect(canRequestReturn(deliveredAt, '2026-11-21T00:00:00Z', 'Return Request')).toBe(false);
  });

  it('counts LA calendar days across the end of summer time', () => {
    expect(returnWindowEndsAt('2026-10-25T18:00:00Z').toISOString()).toBe(
      '2026-11-07T08:00:00.000Z',
    );
  });
});

describe('refundAmount: "the initial shipping cost is deducted from the refund as a restocking fee, which is no more than the return shipping cost"', () => {
  it.each([
    [
      { paidCents: 20000, initialShippingCents: 1500, returnShippingCents: 2500 },
      { restockingFeeCents: 1500, refundCents: 18500 },
    ],
    [
      { paidCents: 20000, initialShippingCents: 2500, returnShippingCents: 1500 },
      { restockingFeeCents: 1500, refundCents: 18500 },
    ],
    [
      { paidCents: 20000, initialShippingCents: 0, returnShippingCents: 1500 },
      { restockingFeeCents: 0, refundCents: 20000 },
    ],
    [
      { paidCents: 1000, initialShippingCents: 2500, returnShippingCents: 3000 },
      { restockingFeeCents: 1000, refundCents: 0 },
    ],
    [
      { paidCents: 5000, initialShippingCents: -100, returnShippingCents: 300 },
      { restockingFeeCents: 0, refundCents: 5000 },
    ],
  ])('%j -> %j', (input, refund) => {
    expect(refundAmount(input)).toEqual(refund);
  });
});

describe('shippingShareCents: an order shipping split evenly over its items, odd cents first', () => {
  it.each([
    [4999, 3, [1667, 1666, 1666]],
    [5000, 3, [1667, 1667, 1666]],
    [4998, 3, [1666, 1666, 1666]],
    [4999, 1, [4999]],
    [0, 2, [0, 0]],
    [1, 2, [1, 0]],
    [-100, 2, [0, 0]],
    [10.9, 2, [5, 5]],
  ])('%i cents over %i items -> %j', (shipping, count, shares) => {
    const got = shares.map((_, index) => shippingShareCents(shipping, count, index));
    expect(got).toEqual(shares);
    expect(got.reduce((a, b) => a + b, 0)).toBe(Math.max(0, Math.trunc(shipping)));
  });

  it.each([
    [4999, 0, 0],
    [4999, -1, 0],
    [4999, 1.5, 0],
    [4999, Number.NaN, 0],
  ])('%i cents over %s items: 0 (no items)', (shipping, count, index) => {
    expect(shippingShareCents(shipping, count, index)).toBe(0);
  });

  it.each([
    [3, -1],
    [3, 3],
    [3, 1.5],
    [3, Number.NaN],
  ])('over %i items, index %s: 0 (not an item)', (count, index) => {
    expect(shippingShareCents(4999, count, index)).toBe(0);
  });

  it('gives the last valid index its share', () => {
    expect(shippingShareCents(300, 3, 2)).toBe(100);
  });
});

describe('payouts and due dates', () => {
  it.each([
    // "pending profits become available after 46 business days" (weekends skipped)
    ['2026-11-20T18:00:00Z', '2027-01-25T08:00:00.000Z'],
    ['2026-01-30T18:00:00Z', '2026-04-06T07:00:00.000Z'],
  ])('delivered %s -> payout available %s', (deliveredAt, available) => {
    expect(payoutAvailableAt(deliveredAt).toISOString()).toBe(available);
  });

  it('vendors refund within 30 days; a negative balance is due within 10 days', () => {
    expect(vendorRefundDueAt('2026-10-20T17:00:00Z').toISOString()).toBe(
      '2026-11-19T18:00:00.000Z',
    );
    expect(negativeBalanceDueAt('2026-11-20T18:00:00Z').toISOString()).toBe(
      '2026-11-30T18:00:00.000Z',
    );
  });

  it('refunds take 7 to 14 business days', () => {
    const { earliest, latest } = refundExpectedBetween('2026-11-20T18:00:00Z');
    expect(earliest.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(latest.toISOString()).toBe('2026-12-10T08:00:00.000Z');
  });

  it.each([
    [0, 10000],
    [9999, 10000],
    [25000, 25000],
  ])('liability cap for %i cents of fees is %i cents', (fees, cap) => {
    expect(liabilityCapCents(fees)).toBe(cap);
  });
});

describe('spec 2 §9 "orders are processed within 48 hours"', () => {
  const ordered = '2026-03-02T10:00:00Z';
  it('is due 48 hours after the order', () => {
    expect(processingDueAt(ordered).toISOString()).toBe('2026-03-04T10:00:00.000Z');
  });
  it.each([
    ['2026-03-04T10:00:00Z', 'Waiting for approval', false],
    ['2026-03-04T10:00:01Z', 'Waiting for approval', true],
    ['2026-03-09T10:00:00Z', 'Vendor Approved', false],
    ['2026-03-09T10:00:00Z', 'Decline', false],
  ] as const)('at %s an item %s is overdue: %s', (now, status, overdue) => {
    expect(isProcessingOverdue(ordered, now, status)).toBe(overdue);
  });
});

describe('spec 2 §9 "an incomplete order must be reported within two weeks"', () => {
  // Delivered 03.02.2026 15:00 in Los Angeles (23:00 UTC): to the end of 03.16.2026 there.
  const delivered = '2026-03-02T23:00:00Z';
  it('ends with the 14th calendar day after delivery, Los Angeles time', () => {
    expect(problemReportEndsAt(delivered).toISOString()).toBe('2026-03-17T07:00:00.000Z');
  });
  it.each([
    ['2026-03-02T22:59:59Z', false],
    ['2026-03-02T23:00:00Z', true],
    ['2026-03-17T06:59:59Z', true],
    ['2026-03-17T07:00:00Z', false],
  ] as const)('at %s a problem may be reported: %s', (now, allowed) => {
    expect(canReportProblem(delivered, now)).toBe(allowed);
  });
});
