import type { CheckoutQuote, ProfileData, ProjectCart, ProjectTan } from '@brand/core/contract';
import { customer } from './fixture-api.ts';
import { productSummary, publicProduct, SHOWROOM_VSD, specOf } from './fixture-catalog.ts';

/**
 * The cart and checkout of the page stories (issue 17 item 5): a visitor's cart of three
 * fixture products, the customer's project cart, profile and quote, typed by the contract.
 */

export const CART_ID = 'story-cart-0001';
export const PROJECT_ID = 41;

const line = (lineId: number, productId: number, qty: number): ProjectTan => {
  const s = specOf(productId);
  const p = productSummary(productId);
  const size = publicProduct(productId).product.sizes[0] ?? null;
  return {
    id: lineId,
    project_id: null,
    temp_project_id: CART_ID,
    product_id: s.id,
    product: p,
    size_id: size?.id ?? null,
    size,
    qty,
    unit_price: p.customer_price,
    line_total: Math.round(p.customer_price * qty * 100) / 100,
  };
};

const LINES = [line(1, 101, 12), line(2, 104, 6), line(3, 108, 3)];
const subtotal = Math.round(LINES.reduce((sum, l) => sum + l.line_total, 0) * 100) / 100;

/** A visitor's cart with three lines (GET /api/projectCart, the temporary cart). */
export const cartWithLines: ProjectCart = {
  id: null,
  extra_info: null,
  temp_project_id: CART_ID,
  is_cart: true,
  showroom: SHOWROOM_VSD,
  subtotal,
  Project_tans: LINES,
};

/** The signed-in customer's project cart (checkout). */
export const projectCart: ProjectCart = {
  ...cartWithLines,
  id: PROJECT_ID,
  temp_project_id: null,
  Project_tans: LINES.map((l) => ({ ...l, project_id: PROJECT_ID, temp_project_id: null })),
};

/** The customer's profile with a saved California address and card (checkout). */
export const checkoutProfile: ProfileData = {
  user: customer,
  payment_details: {
    card_number: '**** **** **** 4242',
    brand: 'visa',
    name_on_Card: 'Casey Customer',
    exp_date: '08/29',
    pay_street: '500 Market Street',
    pay_state: 'CA',
    pay_city: 'San Francisco',
    pay_zip_code: '94105',
  },
  shipping_address: {
    street: '500 Market Street',
    state: 'CA',
    city: 'San Francisco',
    zip_code: '94105',
    apartment: 'Unit 4',
  },
  shipping_charge: 0,
};

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;
const feeCents = Math.round(cents(subtotal) * 0.05);
const taxCents = Math.round((cents(subtotal) + feeCents) * 0.0725);

/**
 * POST /api/checkout/quote at the saved CA address: DOMAIN.md's 5% platform fee and the CA
 * rate of the settings fixture (7.25%), free shipping. The figures only need to look like the
 * server's; the server's arithmetic has its own tests.
 */
export const checkoutQuote: CheckoutQuote = {
  lines: LINES.map((l) => ({
    id: l.id,
    product_id: l.product_id,
    product_name: l.product.name,
    qty: l.qty,
    unit_price_before_coupon: l.unit_price,
    unit_price: l.unit_price,
    line_subtotal: l.line_total,
  })),
  totals: {
    items_subtotal: subtotal,
    discount: 0,
    platform_fee: dollars(feeCents),
    tax: dollars(taxCents),
    shipping: 0,
    total: dollars(cents(subtotal) + feeCents + taxCents),
  },
  coupon: null,
  coupon_notice: null,
  state: 'CA',
};

/** The same cart with the Pro's WELCOME5 kept on it (issue 25 item 7): 5% off each line. */
const couponLines = checkoutQuote.lines.map((l) => {
  const after = Math.round(cents(l.unit_price) * 0.95);
  return { ...l, unit_price: dollars(after), line_subtotal: dollars(after * l.qty) };
});
const couponSubtotal = couponLines.reduce((sum, l) => sum + cents(l.line_subtotal), 0);
const couponFee = Math.round(couponSubtotal * 0.05);
const couponTax = Math.round((couponSubtotal + couponFee) * 0.0725);
export const checkoutQuoteWithCoupon: CheckoutQuote = {
  ...checkoutQuote,
  lines: couponLines,
  totals: {
    items_subtotal: dollars(couponSubtotal),
    discount: dollars(cents(subtotal) - couponSubtotal),
    platform_fee: dollars(couponFee),
    tax: dollars(couponTax),
    shipping: 0,
    total: dollars(couponSubtotal + couponFee + couponTax),
  },
  coupon: { id: 3, code: 'WELCOME5', percent: 5, active: true },
};

/** The cart's kept coupon expired since it was applied: priced without it, and said. */
export const checkoutQuoteCouponExpired: CheckoutQuote = {
  ...checkoutQuote,
  coupon_notice: 'Coupon WELCOME5 no longer applies: This coupon has expired.',
};
