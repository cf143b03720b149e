/** Orders and their items -> the contract's JSON, each viewer seeing the figures of their role. */
import type { OrderItemStatus, UserType } from '@brand/core/contract';
import {
  isProcessingOverdue,
  orderStatus,
  problemReportEndsAt,
  visibleOrderItemMoney,
} from '@brand/core/rules';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { publicUser } from '../identity/index.ts';
import type { Address } from '../profile/index.ts';
import { itemRefundJson, type RefundRow, refundsByItem } from '../refunds/index.ts';
import { dollars, iso } from '../shared/index.ts';
import { loadOrderMoney, paymentJson } from './order-money.ts';
import type { Item, Order } from './order-rows.ts';
import { repriceItem } from './reprice-item.ts';

export type { Item, Order };
export type Viewer = { user: UserRow; showroomOwner: boolean };

/** The last delivery of these items (the two weeks count from it), or null before any. */
export function lastDelivery(items: { deliveredAt: Date | null }[]) {
  const times = items.flatMap((i) => (i.deliveredAt ? [i.deliveredAt.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : null;
}

export const orderNumber = (orderId: number) => `BR-${String(orderId).padStart(6, '0')}`;

/** An order item as `viewer` may see it (core `visibleOrderItemMoney`: spec 2, profit by role). */
export function itemJson(
  i: Item,
  viewer: Viewer,
  refund?: RefundRow | null,
  order?: Order,
  now = new Date(),
) {
  return visibleOrderItemMoney(
    {
      id: i.id,
      order_id: i.orderId,
      product_id: i.productId,
      product_name: i.productName,
      vendor_id: i.vendorId,
      qty: i.qty,
      final_price: dollars(i.finalPriceCents),
      contractor_markup_amt: dollars(i.contractorMarkupAmtCents),
      admin_profit_inclusive_tax: dollars(i.adminProfitInclusiveTaxCents),
      line_total: dollars(i.lineTotalCents),
      status: i.status as OrderItemStatus,
      status_date: iso(i.statusDate),
      width_size: i.widthSize,
      height_size: i.heightSize,
      length_size: i.lengthSize,
      pattern: i.pattern,
      pending_price_change:
        i.proposedPriceCents !== null && i.proposedAt
          ? {
              id: i.id,
              proposed_final_price: dollars(i.proposedPriceCents),
              proposed_line_total: dollars(
                order
                  ? repriceItem(i, order, i.proposedPriceCents).lineTotalCents
                  : Math.round(
                      (i.lineTotalCents * i.proposedPriceCents) / Math.max(1, i.finalPriceCents),
                    ),
              ),
              note: i.proposedNote,
              proposed_at: iso(i.proposedAt),
            }
          : null,
      return_reason: i.returnReason,
      // Issue 12: the customer who paid and admins see the refund; vendors and Pros do not.
      refund:
        refund && (viewer.user.type === 'User' || viewer.user.type === 'Admin')
          ? itemRefundJson(refund)
          : null,
      // Issue 30: spec 2 §9 "orders are processed within 48 hours".
      processing_overdue: order
        ? isProcessingOverdue(order.createdAt, now, i.status as OrderItemStatus)
        : false,
    },
    {
      type: viewer.user.type as UserType,
      ownsShowroom: viewer.showroomOwner,
      isVendor: i.vendorId === viewer.user.id,
    },
  );
}

/** An order's money in dollars, as checkout and the order show it. */
export function totalsJson(cents: {
  subtotal: number;
  discount: number;
  fee: number;
  tax: number;
  shipping: number;
  /** An order's restocking fees (issue 22): shown once a return kept one. */
  restocking?: number;
  total: number;
}) {
  return {
    items_subtotal: dollars(cents.subtotal),
    discount: dollars(cents.discount),
    platform_fee: dollars(cents.fee),
    tax: dollars(cents.tax),
    shipping: dollars(cents.shipping),
    ...(cents.restocking ? { restocking_fee: dollars(cents.restocking) } : {}),
    total: dollars(cents.total),
  };
}

/**
 * Orders as `user` sees them, in three queries whatever their number (items, customers,
 * showrooms). A vendor sees only their own items; the derived status counts every item.
 */
export async function ordersJson(db: Db, orders: Order[], user: UserRow, now = new Date()) {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [items, customers, showrooms] = await Promise.all([
    db
      .select()
      .from(t.orderItems)
      .where(inArray(t.orderItems.orderId, ids))
      .orderBy(asc(t.orderItems.id)),
    db
      .select()
      .from(t.users)
      .where(inArray(t.users.id, [...new Set(orders.map((o) => o.userId))])),
    db
      .select()
      .from(t.showrooms)
      .where(inArray(t.showrooms.id, [...new Set(orders.map((o) => o.showroomId))])),
  ]);
  const [refunds, money, problems] = await Promise.all([
    refundsByItem(
      db,
      items.map((i) => i.id),
    ),
    // Issue 22: the card's figures, for the customer who placed an order and for admins.
    user.type === 'User' || user.type === 'Admin' ? loadOrderMoney(db, ids) : undefined,
    // Issue 30: the problems reported, for the customer and admins.
    user.type === 'User' || user.type === 'Admin'
      ? db.select().from(t.orderProblems).where(inArray(t.orderProblems.orderId, ids))
      : [],
  ]);
  return orders.map((order) => {
    const mine = items.filter((i) => i.orderId === order.id);
    const showroom = showrooms.find((s) => s.id === order.showroomId);
    const customer = customers.find((u) => u.id === order.userId);
    const viewer = { user, showroomOwner: showroom?.userId === user.id };
    const visible = user.type === 'Vendor' ? mine.filter((i) => i.vendorId === user.id) : mine;
    return {
      id: order.id,
      number: orderNumber(order.id),
      created_at: iso(order.createdAt),
      status: orderStatus(mine as Array<Item & { status: OrderItemStatus }>),
      project_id: order.projectId,
      showroom: showroom?.vsdId ?? '',
      customer: publicUser(
        customer ?? { id: order.userId, firstName: 'Customer', lastName: '', type: 'User' },
      ),
      totals: totalsJson({
        subtotal: order.subtotalCents,
        discount: order.discountCents,
        fee: order.feeCents,
        tax: order.taxCents,
        shipping: order.shippingCents,
        restocking: order.restockingCents,
        total: order.totalCents,
      }),
      coupon_code: order.couponCode,
      shipping_address: order.shippingAddress as Address,
      items: visible.map((i) => itemJson(i, viewer, refunds.get(i.id), order, now)),
      payment: (() => {
        const mine = money?.get(order.id);
        return mine && (user.type === 'Admin' || order.userId === user.id)
          ? paymentJson(mine)
          : null;
      })(),
      report_problem_until: (() => {
        const delivered = lastDelivery(mine);
        return delivered ? iso(problemReportEndsAt(delivered)) : null;
      })(),
      problems: problems
        .filter((p) => p.orderId === order.id)
        .map((p) => ({
          id: p.id,
          order_item_id: p.orderItemId,
          description: p.description,
          created_at: iso(p.createdAt),
        })),
    };
  });
}

/** One order as `user` sees them. */
export async function orderJson(db: Db, order: Order, user: UserRow, now = new Date()) {
  const [json] = await ordersJson(db, [order], user, now);
  if (!json) throw new Error(`order ${order.id} vanished`);
  return json;
}
