/**
 * What the checkout module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { couponJson } from './coupon-json.ts';
export { placeOrder } from './place-order.ts';
export { previewCoupon, removeCoupon } from './preview-coupon.ts';
export { quoteCheckout, quoteLinesJson } from './quote-checkout.ts';
