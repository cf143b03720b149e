import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv, UserRow } from '../env.ts';
import { currentUser, otpVerified } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  answerPriceChange,
  cancelItem,
  changeItemStatus,
  changeOrderAddress,
  itemJson,
  listOrders,
  orderJson,
  proposePriceChange,
  reportProblem,
  requestReturn,
  type Viewer,
  viewableOrder,
} from '../modules/orders/index.ts';
import { refundsByItem } from '../modules/refunds/index.ts';

/** The customer (or the item's vendor) acting on an item sees it with their role's figures. */
const asCustomer = (user: UserRow): Viewer => ({ user, showroomOwner: false });

export function registerOrderRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.orders, async (c, { query }) => {
    const { page, perPage, offset } = pageOf(query);
    const { db } = c.get('deps').database;
    const { data, total } = await listOrders(
      db,
      currentUser(c),
      query,
      { perPage, offset },
      otpVerified(c),
      c.get('deps').now(),
    );
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.order, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const order = await viewableOrder(db, user, params.id, otpVerified(c));
    return { body: { success: true, data: await orderJson(db, order, user, c.get('deps').now()) } };
  });

  route(app, endpoints.orderItems, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const order = await viewableOrder(db, user, params.id, otpVerified(c));
    const { items } = await orderJson(db, order, user, c.get('deps').now());
    const message = items.length ? undefined : 'NO item found in this order.';
    return { body: { success: true, message, data: items } };
  });

  route(app, endpoints.changeOrderAddress, async (c, { params, body }) => {
    const deps = c.get('deps');
    const user = currentUser(c);
    const order = await changeOrderAddress(deps, user, params.id, body.shipping_address);
    const data = await orderJson(deps.database.db, order, user, deps.now());
    return { body: { success: true, message: 'Shipping address updated.', data } };
  });

  route(app, endpoints.reportOrderProblem, async (c, { params, body }) => {
    const deps = c.get('deps');
    const user = currentUser(c);
    const order = await reportProblem(deps, user, params.id, body);
    const data = await orderJson(deps.database.db, order, user, deps.now());
    const message = 'Thank you: we will look into it and get back to you.';
    return { status: 201, body: { success: true, message, data } };
  });

  route(app, endpoints.setOrderItemStatus, async (c, { params, body }) => {
    const user = currentUser(c);
    const { item, viewer } = await changeItemStatus(
      c.get('deps'),
      user,
      params.id,
      body.status,
      otpVerified(c),
    );
    const refund = (await refundsByItem(c.get('deps').database.db, [item.id])).get(item.id);
    const data = itemJson(item, viewer, refund);
    return { body: { success: true, message: 'Status updated.', data } };
  });

  route(app, endpoints.cancelOrderItem, async (c, { params }) => {
    const user = currentUser(c);
    const item = await cancelItem(c.get('deps'), user, params.id);
    return {
      body: { success: true, message: 'Item cancelled.', data: itemJson(item, asCustomer(user)) },
    };
  });

  route(app, endpoints.requestReturn, async (c, { params, body }) => {
    const user = currentUser(c);
    const item = await requestReturn(c.get('deps'), user, params.id, body.reason);
    return {
      body: { success: true, message: 'Return requested.', data: itemJson(item, asCustomer(user)) },
    };
  });

  route(app, endpoints.proposePriceChange, async (c, { params, body }) => {
    const user = currentUser(c);
    const item = await proposePriceChange(c.get('deps'), user, params.id, body);
    const data = itemJson(item, asCustomer(user));
    return { body: { success: true, message: 'Price change proposed.', data } };
  });

  route(app, endpoints.answerPriceChange, async (c, { params, body }) => {
    const user = currentUser(c);
    const item = await answerPriceChange(c.get('deps'), user, params.id, body.accept);
    const message = body.accept ? 'New price accepted.' : 'Item cancelled.';
    return { body: { success: true, message, data: itemJson(item, asCustomer(user)) } };
  });
}
