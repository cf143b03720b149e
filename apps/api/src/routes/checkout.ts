import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  couponJson,
  placeOrder,
  previewCoupon,
  quoteCheckout,
  quoteLinesJson,
  removeCoupon,
} from '../modules/checkout/index.ts';
import { orderJson, totalsJson } from '../modules/orders/index.ts';

export function registerCheckoutRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.applyCoupon, async (c, { body }) => {
    const { coupon, priced } = await previewCoupon(
      c.get('deps'),
      currentUser(c),
      body.project_id,
      body.code,
    );
    return {
      body: {
        success: true,
        message: 'Coupon applied.',
        data: { coupon: couponJson(coupon), totals: totalsJson(priced) },
      },
    };
  });

  route(app, endpoints.removeCoupon, async (c, { params }) => {
    await removeCoupon(c.get('deps'), currentUser(c), params.id);
    return { body: { success: true, message: 'Coupon removed.', data: null } };
  });

  route(app, endpoints.checkoutQuote, async (c, { body }) => {
    const quote = await quoteCheckout(c.get('deps'), currentUser(c), body);
    const { priced, coupon, notice, state } = quote;
    const data = {
      lines: quoteLinesJson(priced),
      totals: totalsJson(priced),
      coupon: coupon ? couponJson(coupon) : null,
      coupon_notice: notice,
      state,
    };
    return { body: { success: true, message: 'Your order, priced.', data } };
  });

  route(app, endpoints.placeOrder, async (c, { body }) => {
    const deps = c.get('deps');
    const user = currentUser(c);
    const { order, replayed } = await placeOrder(deps, user, body, c.req.header('idempotency-key'));
    const data = await orderJson(deps.database.db, order, user);
    return replayed
      ? { body: { success: true, message: 'This order was already placed.', data } }
      : {
          status: 201,
          body: { success: true, message: 'Thank you! Your order has been placed.', data },
        };
  });
}
