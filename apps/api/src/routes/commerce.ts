import { endpoints } from '@brand/core/contract';
import {
  applyCoupon,
  canCancelOrderItem,
  canChangeShippingAddress,
  canProposePriceChange,
  canRequestReturn,
  formatUsd,
  lineCharges,
  negativeBalanceDueAt,
  ORDER_ITEM_STATUS_DENIALS,
  orderItemStatusDenial,
  payoutAvailableAt,
  percentOf,
  shippingChargeCents,
  toCents,
} from '@brand/core/rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import type { AppEnv, Deps, UserRow } from '../env.ts';
import { forbidden, HttpError, invalid, notFound } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { markupTable } from '../pricing.ts';
import { couponJson, dollars, iso, publicUser, userJson } from '../serialize.ts';
import { CardError, PaymentDeclined } from '../services/payments.ts';
import { checkLimit, countFailure } from '../services/rate-limit.ts';
import { notify, ownProject } from './projects.ts';

type Order = typeof t.orders.$inferSelect;
type Item = typeof t.orderItems.$inferSelect;
type Address = {
  street: string;
  state: string;
  city: string;
  zip_code: string;
  apartment: string | null;
};
type OrderItemStatus = typeof import('@brand/core/contract').ORDER_ITEM_STATUSES[number];

async function settingsOf(db: Db) {
  const rows = await db.select().from(t.settings);
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  return {
    feePercent: Number(s.platform_fee_percent ?? 0),
    taxRates: (s.tax_rates ?? {}) as Record<string, number>,
    surchargeCents: toCents(Number((s.shipping_surcharge as { AK?: number } | undefined)?.AK ?? 0)),
  };
}

async function savedAddress(db: Db, userId: number): Promise<Address | null> {
  const [a] = await db.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  return a
    ? {
        street: a.street,
        state: a.state,
        city: a.city,
        zip_code: a.zipCode,
        apartment: a.apartment,
      }
    : null;
}

async function profileJson(db: Db, user: UserRow) {
  const [card] = await db
    .select()
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, user.id));
  const address = await savedAddress(db, user.id);
  const { surchargeCents } = await settingsOf(db);
  return {
    user: await userJson(db, user),
    payment_details: card
      ? {
          card_number: `**** **** **** ${card.last4}`,
          brand: card.brand,
          name_on_Card: card.nameOnCard,
          exp_date: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
          pay_street: card.payStreet,
          pay_state: card.payState,
          pay_city: card.payCity,
          pay_zip_code: card.payZipCode,
        }
      : null,
    shipping_address: address,
    shipping_charge: dollars(
      address ? (shippingChargeCents(address.state, surchargeCents) ?? 0) : 0,
    ),
  };
}

async function tokenizeOr422(
  deps: Deps,
  p: { card_number: string; exp_date: string; cvv: string; name_on_Card: string },
) {
  try {
    return await deps.payments.tokenize({
      number: p.card_number,
      expiry: p.exp_date,
      cvc: p.cvv,
      name: p.name_on_Card,
    });
  } catch (err) {
    if (err instanceof CardError) throw invalid(`payment_details.${err.field}`, err.message);
    throw err;
  }
}

function orderStatus(items: Item[]): 'Placed' | 'In Progress' | 'Completed' | 'Cancelled' {
  if (items.length > 0 && items.every((i) => i.status === 'Cancle' || i.status === 'Decline'))
    return 'Cancelled';
  if (
    items.length > 0 &&
    items.every((i) => ['Delivered', 'Returned', 'Cancle', 'Decline'].includes(i.status))
  ) {
    return 'Completed';
  }
  if (items.some((i) => i.status !== 'Waiting for approval')) return 'In Progress';
  return 'Placed';
}

type Viewer = { user: UserRow; showroomOwner: boolean };

/** Each role's figures (ours): customers see what they pay, vendors their price, Pros their markup, admins all. */
function itemJson(i: Item, viewer: Viewer) {
  const role = viewer.user.type;
  const admin = role === 'Admin';
  const pro = role === 'Contractor' && viewer.showroomOwner;
  const vendor = role === 'Vendor' && i.vendorId === viewer.user.id;
  return {
    id: i.id,
    order_id: i.orderId,
    product_id: i.productId,
    product_name: i.productName,
    vendor_id: i.vendorId,
    qty: i.qty,
    final_price: admin || pro || vendor ? dollars(i.finalPriceCents) : 0,
    contractor_markup_amt: admin || pro ? dollars(i.contractorMarkupAmtCents) : 0,
    admin_profit_inclusive_tax: admin ? dollars(i.adminProfitInclusiveTaxCents) : 0,
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
              Math.round(
                (i.lineTotalCents * i.proposedPriceCents) / Math.max(1, i.finalPriceCents),
              ),
            ),
            note: i.proposedNote,
            proposed_at: iso(i.proposedAt),
          }
        : null,
    return_reason: i.returnReason,
  };
}

async function access(db: Db, user: UserRow, order: Order, c: Context<AppEnv>): Promise<Viewer> {
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, order.showroomId));
  const showroomOwner = showroom?.userId === user.id;
  if (user.type === 'Admin') {
    if (!c.get('token')?.otpVerifiedAt) throw forbidden('Please verify your one-time code first.');
    return { user, showroomOwner };
  }
  if (user.type === 'User' && order.userId === user.id) return { user, showroomOwner };
  if (user.type === 'Contractor' && showroomOwner) return { user, showroomOwner };
  if (user.type === 'Vendor') {
    const [mine] = await db
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, order.id), eq(t.orderItems.vendorId, user.id)))
      .limit(1);
    if (mine) return { user, showroomOwner };
  }
  throw forbidden('This order belongs to another account.');
}

async function orderJson(db: Db, order: Order, viewer: Viewer) {
  const [items, [customer], showrooms] = await Promise.all([
    db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, order.id))
      .orderBy(asc(t.orderItems.id)),
    db.select().from(t.users).where(eq(t.users.id, order.userId)),
    db.select().from(t.showrooms).where(eq(t.showrooms.id, order.showroomId)),
  ]);
  const visible =
    viewer.user.type === 'Vendor' ? items.filter((i) => i.vendorId === viewer.user.id) : items;
  return {
    id: order.id,
    number: `BR-${String(order.id).padStart(6, '0')}`,
    created_at: iso(order.createdAt),
    status: orderStatus(items),
    project_id: order.projectId,
    showroom: one(showrooms, 'showroom').vsdId,
    customer: publicUser(
      customer ?? { id: order.userId, firstName: 'Customer', lastName: '', type: 'User' },
    ),
    totals: {
      items_subtotal: dollars(order.subtotalCents),
      discount: dollars(order.discountCents),
      platform_fee: dollars(order.feeCents),
      tax: dollars(order.taxCents),
      shipping: dollars(order.shippingCents),
      total: dollars(order.totalCents),
    },
    coupon_code: order.couponCode,
    shipping_address: order.shippingAddress as Address,
    items: visible.map((i) => itemJson(i, viewer)),
  };
}

/** Prices a project's cart for checkout (cents). */
async function priceCart(
  db: Db,
  projectId: number,
  showroomId: number,
  couponPercent: number,
  state: string,
) {
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, showroomId));
  const markup = await markupTable(db, showroom);
  const { feePercent, taxRates, surchargeCents } = await settingsOf(db);
  const lines = await db
    .select({ line: t.projectTans, product: t.products, size: t.productSizes })
    .from(t.projectTans)
    .innerJoin(t.products, eq(t.products.id, t.projectTans.productId))
    .leftJoin(t.productSizes, eq(t.productSizes.id, t.projectTans.sizeId))
    .where(eq(t.projectTans.projectId, projectId))
    .orderBy(asc(t.projectTans.id));
  const taxRate = taxRates[state] ?? 0;
  let subtotal = 0;
  let fee = 0;
  let tax = 0;
  let markupSum = 0;
  let discount = 0;
  const items = lines.map(({ line, product, size }) => {
    const vendorCents = size?.priceCents ?? product.priceCents;
    const pct = markup(product.categoryId);
    const coupon = applyCoupon(vendorCents, pct, Math.min(couponPercent, pct));
    const charges = lineCharges({
      unitPriceCents: coupon.unitPriceCents,
      qty: line.qty,
      platformFeePercent: feePercent,
      taxRatePercent: taxRate,
    });
    subtotal += charges.subtotalCents;
    fee += charges.platformFeeCents;
    tax += charges.taxCents;
    markupSum += coupon.markupCents * line.qty;
    discount += coupon.discountCents * line.qty;
    return { line, product, size, vendorCents, coupon, charges };
  });
  const shipping = shippingChargeCents(state, surchargeCents);
  if (shipping === null) throw invalid('shipping_address.state', 'We ship within the U.S. only.');
  return {
    items,
    subtotal,
    fee,
    tax,
    markupSum,
    discount,
    shipping,
    total: subtotal + fee + tax + shipping,
  };
}

export const COUPON_MESSAGES = {
  notValid: 'This coupon is not valid in this showroom.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used as many times as its Pro allows.',
} as const;

/**
 * The coupon a customer names, checked (issue 13): it exists in the showroom, is active, not
 * expired and not used up. Codes that do not work count against the customer's limit
 * (RATE_LIMITS.couponFailuresUser): 429 once used up, so codes cannot be guessed by trying.
 */
async function couponFor(
  deps: Deps,
  user: UserRow,
  showroomId: number,
  code: string | undefined,
  field: 'code' | 'coupon_code',
) {
  if (!code) return null;
  const { db } = deps.database;
  const now = deps.now();
  await checkLimit(db, 'couponFailuresUser', user.id, now);
  const [coupon] = await db
    .select()
    .from(t.coupons)
    .where(
      and(
        eq(t.coupons.showroomId, showroomId),
        eq(t.coupons.code, code),
        eq(t.coupons.active, true),
      ),
    );
  const problem = !coupon
    ? COUPON_MESSAGES.notValid
    : coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()
      ? COUPON_MESSAGES.expired
      : coupon.maxUses !== null && coupon.uses >= coupon.maxUses
        ? COUPON_MESSAGES.usedUp
        : null;
  if (problem || !coupon) {
    await countFailure(db, 'couponFailuresUser', user.id, now);
    throw invalid(field, problem ?? COUPON_MESSAGES.notValid);
  }
  return coupon;
}

async function itemWithOrder(db: Db, id: number) {
  const [row] = await db
    .select({ item: t.orderItems, order: t.orders })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(eq(t.orderItems.id, id));
  if (!row) throw notFound();
  return row;
}

async function releaseShare(deps: Deps, item: Item) {
  const { db } = deps.database;
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, item.orderId));
  if (!auth) return;
  await deps.payments.release(auth.processorRef, item.lineTotalCents);
  await db
    .update(t.paymentAuthorizations)
    .set({ releasedCents: sql`${t.paymentAuthorizations.releasedCents} + ${item.lineTotalCents}` })
    .where(eq(t.paymentAuthorizations.id, auth.id));
}

async function setStatus(
  deps: Deps,
  item: Item,
  order: Order,
  next: OrderItemStatus,
  extra: Partial<Item> = {},
) {
  const { db } = deps.database;
  const now = deps.now();
  const [updated] = await db
    .update(t.orderItems)
    .set({
      status: next,
      statusDate: now,
      ...(next === 'Delivered' ? { deliveredAt: now } : {}),
      ...extra,
    })
    .where(eq(t.orderItems.id, item.id))
    .returning();
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, order.id));
  if (next === 'Vendor Approved' && auth) {
    await deps.payments.capture(auth.processorRef, item.lineTotalCents);
    await db
      .update(t.paymentAuthorizations)
      .set({
        capturedCents: sql`${t.paymentAuthorizations.capturedCents} + ${item.lineTotalCents}`,
      })
      .where(eq(t.paymentAuthorizations.id, auth.id));
  }
  if (
    (next === 'Decline' || next === 'Cancle') &&
    item.status !== 'Cancle' &&
    item.status !== 'Decline'
  ) {
    await releaseShare(deps, item);
  }
  const [showroom] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.id, order.showroomId));
  const markupTotal = item.contractorMarkupAmtCents * item.qty;
  if (next === 'Delivered' && showroom && markupTotal !== 0) {
    await db.insert(t.payoutLedger).values({
      userId: showroom.userId,
      orderItemId: item.id,
      kind: 'profit',
      amountCents: markupTotal,
      availableAt: payoutAvailableAt(now),
    });
  }
  if (next === 'Returned' && showroom && markupTotal !== 0) {
    await db.insert(t.payoutLedger).values({
      userId: showroom.userId,
      orderItemId: item.id,
      kind: 'return',
      amountCents: -markupTotal,
      availableAt: now,
    });
  }
  await notify(db, [order.userId], {
    kind: 'order_item_status',
    title: 'Order update',
    body: `${item.productName}: ${next}.`,
    link: `/account?order=${order.id}`,
  });
  return updated ?? item;
}

/**
 * An order item at another state's tax rate: the line subtotal (unit price after markup and
 * coupon, times qty) and its platform fee stay; the tax is the new rate of the subtotal, as at
 * checkout (core `lineCharges`). Items stored before fee and tax had columns of their own get
 * them split from admin_profit_inclusive_tax at the old rate.
 */
function repriceTax(item: Item, oldRatePercent: number, newRatePercent: number) {
  const subtotal = (item.finalPriceCents + item.contractorMarkupAmtCents) * item.qty;
  const oldTaxCents = item.taxCents ?? percentOf(subtotal, oldRatePercent);
  const feeCents = item.feeCents ?? item.adminProfitInclusiveTaxCents - oldTaxCents;
  const taxCents = percentOf(subtotal, newRatePercent);
  return { oldTaxCents, feeCents, taxCents, lineTotalCents: subtotal + feeCents + taxCents };
}

export function registerCommerceRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.profile, async (c) => {
    const { db } = c.get('deps').database;
    return { body: { success: true, data: await profileJson(db, currentUser(c)) } };
  });

  route(app, endpoints.updateProfile, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    if (body.shipping_address) {
      const a = body.shipping_address;
      const values = {
        street: a.street,
        city: a.city,
        state: a.state,
        zipCode: a.zip_code,
        apartment: a.apartment ?? null,
      };
      await db
        .insert(t.addresses)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: t.addresses.userId, set: values });
    }
    if (body.payment_details) {
      const p = body.payment_details;
      const card = await tokenizeOr422(deps, p);
      const values = {
        processorToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        nameOnCard: p.name_on_Card,
        payStreet: p.pay_street,
        payCity: p.pay_city,
        payState: p.pay_state,
        payZipCode: p.pay_zip_code,
      };
      await db
        .insert(t.paymentMethods)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: t.paymentMethods.userId, set: values });
    }
    if (body.phone_number || body.zip_code) {
      await db
        .update(t.users)
        .set({
          ...(body.phone_number ? { phoneNumber: body.phone_number.replace(/\D/g, '') } : {}),
          ...(body.zip_code ? { zipCode: body.zip_code } : {}),
        })
        .where(eq(t.users.id, user.id));
    }
    const [fresh] = await db.select().from(t.users).where(eq(t.users.id, user.id));
    return {
      body: {
        success: true,
        message: 'Profile updated.',
        data: await profileJson(db, fresh ?? user),
      },
    };
  });

  route(app, endpoints.applyCoupon, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const project = await ownProject(db, user, body.project_id);
    const coupon = await couponFor(deps, user, project.showroomId, body.code, 'code');
    if (!coupon) throw invalid('code', COUPON_MESSAGES.notValid);
    const state = (await savedAddress(db, user.id))?.state ?? 'CA';
    const priced = await priceCart(
      db,
      project.id,
      project.showroomId,
      coupon.percentBp / 100,
      state,
    );
    return {
      body: {
        success: true,
        message: 'Coupon applied.',
        data: {
          coupon: couponJson(coupon),
          totals: {
            items_subtotal: dollars(priced.subtotal),
            discount: dollars(priced.discount),
            platform_fee: dollars(priced.fee),
            tax: dollars(priced.tax),
            shipping: dollars(priced.shipping),
            total: dollars(priced.total),
          },
        },
      },
    };
  });

  route(app, endpoints.placeOrder, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    if (user.type !== 'User') throw forbidden('Only customers place orders.');
    if (!user.emailVerifiedAt) {
      // Issue 13: checkout needs a verified email; the answer names the call that resends it.
      throw new HttpError(
        403,
        'Please verify your email address before placing an order: open the link we emailed you, or ask for a new one with "Resend the link".',
        undefined,
        undefined,
        { resend: { method: 'GET', path: '/api/email/resend' } },
      );
    }
    const header = c.req.header('idempotency-key');
    if (header && header !== body.idempotency_key) {
      throw invalid(
        'idempotency_key',
        'The Idempotency-Key header and idempotency_key must match.',
      );
    }
    const key = body.idempotency_key;
    const existing = async () => {
      const [order] = await db
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.userId, user.id), eq(t.orders.idempotencyKey, key)));
      return order;
    };
    const found = await existing();
    if (found) {
      return {
        body: {
          success: true,
          message: 'This order was already placed.',
          data: await orderJson(db, found, { user, showroomOwner: false }),
        },
      };
    }
    const project = await ownProject(db, user, body.project_id);
    const address = body.shipping_address
      ? { ...body.shipping_address, apartment: body.shipping_address.apartment ?? null }
      : await savedAddress(db, user.id);
    if (!address) throw invalid('shipping_address', 'Please enter a shipping address.');
    let token: string;
    if (body.payment_details) token = (await tokenizeOr422(deps, body.payment_details)).token;
    else {
      const [card] = await db
        .select()
        .from(t.paymentMethods)
        .where(eq(t.paymentMethods.userId, user.id));
      if (!card) throw invalid('payment_details', 'Please enter your card details.');
      token = card.processorToken;
    }
    const coupon = await couponFor(deps, user, project.showroomId, body.coupon_code, 'coupon_code');
    const priced = await priceCart(
      db,
      project.id,
      project.showroomId,
      (coupon?.percentBp ?? 0) / 100,
      address.state,
    );
    if (priced.items.length === 0) {
      // A concurrent twin with the same key may have just placed the order and emptied the cart.
      const twin = await existing();
      if (twin) {
        return {
          body: {
            success: true,
            message: 'This order was already placed.',
            data: await orderJson(db, twin, { user, showroomOwner: false }),
          },
        };
      }
      throw invalid('project_id', 'Your cart is empty.');
    }
    let order: Order | undefined;
    try {
      order = await db.transaction(async (tx) => {
        // The unique (user, key) index decides: a concurrent twin waits here, then finds the row.
        const [created] = await tx
          .insert(t.orders)
          .values({
            userId: user.id,
            showroomId: project.showroomId,
            projectId: project.id,
            idempotencyKey: key,
            subtotalCents: priced.subtotal,
            taxCents: priced.tax,
            feeCents: priced.fee,
            shippingCents: priced.shipping,
            markupCents: priced.markupSum,
            totalCents: priced.total,
            couponCode: coupon?.code ?? null,
            discountCents: priced.discount,
            shippingAddress: address,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        if (coupon) {
          // One use, counted atomically with the order (issue 13): of two checkouts racing for a
          // coupon's last use, the second finds the row updated and no use left.
          const now = deps.now();
          const [used] = await tx
            .update(t.coupons)
            .set({ uses: sql`${t.coupons.uses} + 1` })
            .where(
              and(
                eq(t.coupons.id, coupon.id),
                eq(t.coupons.active, true),
                or(isNull(t.coupons.maxUses), lt(t.coupons.uses, t.coupons.maxUses)),
                or(isNull(t.coupons.expiresAt), gt(t.coupons.expiresAt, now)),
              ),
            )
            .returning({ id: t.coupons.id });
          if (!used) throw invalid('coupon_code', COUPON_MESSAGES.usedUp);
        }
        await tx.insert(t.orderItems).values(
          priced.items.map(({ line, product, size, vendorCents, coupon: cp, charges }) => ({
            orderId: created.id,
            productId: product.id,
            vendorId: product.vendorId,
            productName: product.name,
            qty: line.qty,
            finalPriceCents: vendorCents,
            contractorMarkupAmtCents: cp.markupCents,
            adminProfitInclusiveTaxCents: charges.adminProfitInclusiveTaxCents,
            lineTotalCents: charges.totalCents,
            feeCents: charges.platformFeeCents,
            taxCents: charges.taxCents,
            status: 'Waiting for approval',
            widthSize: size?.widthSize ?? null,
            heightSize: size?.heightSize ?? null,
            lengthSize: size?.lengthSize ?? null,
            pattern: size?.pattern ?? null,
          })),
        );
        const auth = await deps.payments.authorize(token, priced.total, `${user.id}-${key}`);
        await tx
          .insert(t.paymentAuthorizations)
          .values({ orderId: created.id, processorRef: auth.ref, amountCents: priced.total });
        await tx.delete(t.projectTans).where(eq(t.projectTans.projectId, project.id));
        return created;
      });
    } catch (err) {
      if (err instanceof PaymentDeclined) throw invalid('payment_details.card_number', err.message);
      throw err;
    }
    if (!order) {
      const twin = await existing();
      if (!twin) throw new HttpError(409, 'This order is being placed; please retry.');
      return {
        body: {
          success: true,
          message: 'This order was already placed.',
          data: await orderJson(db, twin, { user, showroomOwner: false }),
        },
      };
    }
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, order.showroomId));
    const vendors = [...new Set(priced.items.map((i) => i.product.vendorId))];
    await notify(db, [...vendors, ...(showroom ? [showroom.userId] : [])], {
      kind: 'general',
      title: 'New order',
      body: `Order BR-${String(order.id).padStart(6, '0')} needs your approval.`,
      link: `/account?order=${order.id}`,
    });
    return {
      status: 201,
      body: {
        success: true,
        message: 'Thank you! Your order has been placed.',
        data: await orderJson(db, order, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.orders, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const { page, perPage, offset } = pageOf(query);
    let where: SQL | undefined;
    if (user.type === 'Admin') {
      if (!c.get('token')?.otpVerifiedAt)
        throw forbidden('Please verify your one-time code first.');
      where = undefined;
    } else if (user.type === 'User') where = eq(t.orders.userId, user.id);
    else if (user.type === 'Contractor') {
      const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id));
      where = eq(t.orders.showroomId, showroom?.id ?? 0);
    } else {
      where = inArray(
        t.orders.id,
        db
          .selectDistinct({ id: t.orderItems.orderId })
          .from(t.orderItems)
          .where(eq(t.orderItems.vendorId, user.id)),
      );
    }
    if (query.item_status) {
      where = and(
        where,
        inArray(
          t.orders.id,
          db
            .selectDistinct({ id: t.orderItems.orderId })
            .from(t.orderItems)
            .where(eq(t.orderItems.status, query.item_status)),
        ),
      );
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t.orders)
        .where(where)
        .orderBy(desc(t.orders.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(t.orders).where(where),
    ]);
    let data = await Promise.all(
      rows.map(async (o) => orderJson(db, o, await access(db, user, o, c))),
    );
    if (query.status) data = data.filter((o) => o.status === query.status);
    return {
      body: { success: true, data: paginator(c, data, { page, perPage, total: total?.n ?? 0 }) },
    };
  });

  route(app, endpoints.order, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, params.id));
    if (!order) throw notFound();
    return {
      body: { success: true, data: await orderJson(db, order, await access(db, user, order, c)) },
    };
  });

  route(app, endpoints.orderItems, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, params.id));
    if (!order) throw notFound();
    const json = await orderJson(db, order, await access(db, user, order, c));
    return {
      body: {
        success: true,
        message: json.items.length ? undefined : 'NO item found in this order.',
        data: json.items,
      },
    };
  });

  route(app, endpoints.changeOrderAddress, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, params.id));
    if (!order) throw notFound();
    if (order.userId !== user.id) throw forbidden('This order belongs to another account.');
    if (!canChangeShippingAddress(order.createdAt, deps.now())) {
      throw forbidden('The shipping address can only be changed within 60 minutes of the order.');
    }
    const address = {
      ...body.shipping_address,
      apartment: body.shipping_address.apartment ?? null,
    };
    const { taxRates, surchargeCents } = await settingsOf(db);
    const shipping = shippingChargeCents(address.state, surchargeCents);
    if (shipping === null) throw invalid('shipping_address.state', 'We ship within the U.S. only.');
    const oldRate = taxRates[(order.shippingAddress as Address).state] ?? 0;
    const newRate = taxRates[address.state] ?? 0;
    let released = 0;
    let ref: string | undefined;
    const updated = await db.transaction(async (tx) => {
      // Validate, then write in one transaction; the processor call sits inside it so that a
      // decline leaves nothing changed (issue 13: re-price tax and shipping, re-authorise).
      const [current] = await tx
        .select()
        .from(t.orders)
        .where(eq(t.orders.id, order.id))
        .for('update');
      if (!current) throw notFound();
      const items = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
      const live = items.filter((i) => i.status !== 'Cancle' && i.status !== 'Decline');
      if (live.some((i) => i.status !== 'Waiting for approval')) {
        throw forbidden(
          'A vendor has already approved an item of this order, so its price is final: the shipping address can no longer be changed here. Please contact support.',
        );
      }
      const repriced = live.map((item) => ({ item, ...repriceTax(item, oldRate, newRate) }));
      const taxDelta = repriced.reduce((sum, r) => sum + r.taxCents - r.oldTaxCents, 0);
      const delta = taxDelta + shipping - current.shippingCents;
      const [auth] = await tx
        .select()
        .from(t.paymentAuthorizations)
        .where(eq(t.paymentAuthorizations.orderId, order.id));
      if (delta > 0 && auth) {
        try {
          await deps.payments.incrementAuthorization(
            auth.processorRef,
            delta,
            `order-${order.id}-address-${current.totalCents}-${current.totalCents + delta}`,
          );
        } catch (err) {
          if (err instanceof PaymentDeclined) {
            throw invalid(
              'shipping_address',
              `Your card was declined for the extra ${formatUsd(delta)} this address costs in tax and shipping. Your order keeps its shipping address.`,
            );
          }
          throw err;
        }
      }
      for (const r of repriced) {
        await tx
          .update(t.orderItems)
          .set({
            feeCents: r.feeCents,
            taxCents: r.taxCents,
            adminProfitInclusiveTaxCents: r.feeCents + r.taxCents,
            lineTotalCents: r.lineTotalCents,
          })
          .where(eq(t.orderItems.id, r.item.id));
      }
      if (auth && delta !== 0) {
        await tx
          .update(t.paymentAuthorizations)
          .set({ amountCents: auth.amountCents + delta })
          .where(eq(t.paymentAuthorizations.id, auth.id));
        if (delta < 0) {
          released = -delta;
          ref = auth.processorRef;
        }
      }
      const [row] = await tx
        .update(t.orders)
        .set({
          shippingAddress: address,
          shippingCents: shipping,
          taxCents: current.taxCents + taxDelta,
          totalCents: current.totalCents + delta,
        })
        .where(eq(t.orders.id, order.id))
        .returning();
      return row ?? current;
    });
    // After the commit: a lower total gives the difference of the hold back to the card.
    if (released > 0 && ref) await deps.payments.release(ref, released);
    return {
      body: {
        success: true,
        message: 'Shipping address updated.',
        data: await orderJson(db, updated, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.setOrderItemStatus, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const { item, order } = await itemWithOrder(db, params.id);
    if (user.type === 'Admin' && !c.get('token')?.otpVerifiedAt)
      throw forbidden('Please verify your one-time code first.');
    const [showroom] = await db
      .select()
      .from(t.showrooms)
      .where(eq(t.showrooms.id, order.showroomId));
    const denial = orderItemStatusDenial({
      role: user.type as 'User',
      current: item.status as OrderItemStatus,
      next: body.status,
      isItemVendor: item.vendorId === user.id,
      isShowroomContractor: showroom?.userId === user.id,
    });
    if (denial === 'unchanged') throw invalid('status', ORDER_ITEM_STATUS_DENIALS.unchanged);
    if (denial) throw forbidden(ORDER_ITEM_STATUS_DENIALS[denial]);
    const updated = await setStatus(deps, item, order, body.status);
    return {
      body: {
        success: true,
        message: 'Status updated.',
        data: itemJson(updated, { user, showroomOwner: showroom?.userId === user.id }),
      },
    };
  });

  route(app, endpoints.cancelOrderItem, async (c, { params }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const { item, order } = await itemWithOrder(db, params.id);
    if (order.userId !== user.id) throw forbidden('This order belongs to another account.');
    if (!canCancelOrderItem(order.createdAt, deps.now(), item.status as OrderItemStatus)) {
      throw forbidden(
        'Items can only be cancelled within 60 minutes of the order, before they are picked up.',
      );
    }
    const updated = await setStatus(deps, item, order, 'Cancle');
    return {
      body: {
        success: true,
        message: 'Item cancelled.',
        data: itemJson(updated, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.requestReturn, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const { item, order } = await itemWithOrder(db, params.id);
    if (order.userId !== user.id) throw forbidden('This order belongs to another account.');
    if (
      !item.deliveredAt ||
      !canRequestReturn(item.deliveredAt, deps.now(), item.status as OrderItemStatus)
    ) {
      throw forbidden('Returns can be requested within 12 days of delivery.');
    }
    const updated = await setStatus(deps, item, order, 'Return Request', {
      returnReason: body.reason,
    });
    return {
      body: {
        success: true,
        message: 'Return requested.',
        data: itemJson(updated, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.proposePriceChange, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const { item, order } = await itemWithOrder(db, params.id);
    if (user.type !== 'Vendor' || item.vendorId !== user.id)
      throw forbidden('Only the vendor of this item may propose a new price.');
    if (!canProposePriceChange(item.status as OrderItemStatus)) {
      throw forbidden('The price can no longer change for this item.');
    }
    const [updated] = await db
      .update(t.orderItems)
      .set({
        proposedPriceCents: toCents(body.final_price),
        proposedNote: body.note ?? null,
        proposedAt: deps.now(),
      })
      .where(eq(t.orderItems.id, item.id))
      .returning();
    await notify(db, [order.userId], {
      kind: 'price_change',
      title: 'New price proposed',
      body: `${item.productName}: please accept or reject the new price.`,
      link: `/account?order=${order.id}`,
    });
    return {
      body: {
        success: true,
        message: 'Price change proposed.',
        data: itemJson(updated ?? item, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.answerPriceChange, async (c, { params, body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    const { item, order } = await itemWithOrder(db, params.id);
    if (order.userId !== user.id) throw forbidden('This order belongs to another account.');
    if (item.proposedPriceCents === null)
      throw invalid('accept', 'There is no price change to answer.');
    const clear = { proposedPriceCents: null, proposedNote: null, proposedAt: null };
    let updated: Item;
    if (body.accept) {
      const proposed = item.proposedPriceCents;
      let released = 0;
      let ref: string | undefined;
      updated = await db.transaction(async (tx) => {
        // The order's totals and the card's hold follow the accepted price, in one transaction
        // with the processor call inside: a decline leaves the item, order and hold unchanged.
        const [current] = await tx
          .select()
          .from(t.orders)
          .where(eq(t.orders.id, order.id))
          .for('update');
        if (!current) throw notFound();
        const ratio = proposed / Math.max(1, item.finalPriceCents);
        const markupCents = Math.round(item.contractorMarkupAmtCents * ratio);
        const adminProfit = Math.round(item.adminProfitInclusiveTaxCents * ratio);
        const tax = item.taxCents === null ? null : Math.round(item.taxCents * ratio);
        const fee = tax === null ? null : adminProfit - tax;
        const subtotalBefore = (item.finalPriceCents + item.contractorMarkupAmtCents) * item.qty;
        const subtotalAfter = (proposed + markupCents) * item.qty;
        // Fee and tax keep summing to admin_profit_inclusive_tax; the line total is their sum
        // with the line's subtotal, as at checkout.
        const lineTotal = subtotalAfter + adminProfit;
        const delta = lineTotal - item.lineTotalCents;
        const [auth] = await tx
          .select()
          .from(t.paymentAuthorizations)
          .where(eq(t.paymentAuthorizations.orderId, order.id));
        if (delta > 0 && auth) {
          try {
            await deps.payments.incrementAuthorization(
              auth.processorRef,
              delta,
              `order-${order.id}-item-${item.id}-price-${proposed}`,
            );
          } catch (err) {
            if (err instanceof PaymentDeclined) {
              throw invalid(
                'accept',
                `Your card was declined for the extra ${formatUsd(delta)} the new price costs. The item keeps its price until you accept again or reject it.`,
              );
            }
            throw err;
          }
        }
        const [row] = await tx
          .update(t.orderItems)
          .set({
            ...clear,
            finalPriceCents: proposed,
            contractorMarkupAmtCents: markupCents,
            adminProfitInclusiveTaxCents: adminProfit,
            lineTotalCents: lineTotal,
            taxCents: tax,
            feeCents: fee,
          })
          .where(eq(t.orderItems.id, item.id))
          .returning();
        const taxDelta = tax === null ? 0 : tax - (item.taxCents ?? 0);
        await tx
          .update(t.orders)
          .set({
            subtotalCents: current.subtotalCents + subtotalAfter - subtotalBefore,
            markupCents:
              current.markupCents + (markupCents - item.contractorMarkupAmtCents) * item.qty,
            taxCents: current.taxCents + taxDelta,
            feeCents:
              current.feeCents + (adminProfit - item.adminProfitInclusiveTaxCents - taxDelta),
            totalCents: current.totalCents + delta,
          })
          .where(eq(t.orders.id, order.id));
        if (auth && delta !== 0) {
          await tx
            .update(t.paymentAuthorizations)
            .set({ amountCents: auth.amountCents + delta })
            .where(eq(t.paymentAuthorizations.id, auth.id));
          if (delta < 0) {
            released = -delta;
            ref = auth.processorRef;
          }
        }
        return row ?? item;
      });
      // After the commit: a lower price gives the difference of the hold back to the card.
      if (released > 0 && ref) await deps.payments.release(ref, released);
    } else {
      await db.update(t.orderItems).set(clear).where(eq(t.orderItems.id, item.id));
      updated = await setStatus(deps, item, order, 'Cancle', clear);
    }
    return {
      body: {
        success: true,
        message: body.accept ? 'New price accepted.' : 'Item cancelled.',
        data: itemJson(updated, { user, showroomOwner: false }),
      },
    };
  });

  route(app, endpoints.payoutBalance, async (c) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    if (user.type !== 'Contractor' && user.type !== 'Vendor')
      throw forbidden('Payouts are for Pros and vendors.');
    const rows = await db
      .select()
      .from(t.payoutLedger)
      .where(eq(t.payoutLedger.userId, user.id))
      .orderBy(asc(t.payoutLedger.id));
    const now = deps.now().getTime();
    const pending = rows.filter((r) => r.availableAt.getTime() > now && r.amountCents > 0);
    const settled = rows.filter((r) => !pending.includes(r)).reduce((s, r) => s + r.amountCents, 0);
    const firstNegative = rows.find((r) => r.amountCents < 0);
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    const next = pending.map((r) => r.availableAt).sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      body: {
        success: true,
        data: {
          pending: dollars(pending.reduce((s, r) => s + r.amountCents, 0)),
          available: dollars(Math.max(0, settled)),
          negative: dollars(Math.min(0, settled)),
          negative_due_date:
            settled < 0 && firstNegative
              ? ymd(negativeBalanceDueAt(firstNegative.createdAt))
              : null,
          next_available_date: next ? ymd(next) : null,
          currency: 'USD' as const,
        },
      },
    };
  });

  route(app, endpoints.payoutSetup, async (c) => {
    const { db } = c.get('deps').database;
    const user = currentUser(c);
    if (user.type !== 'Contractor' && user.type !== 'Vendor')
      throw forbidden('Payouts are for Pros and vendors.');
    const [row] = await db
      .select()
      .from(t.payoutAccounts)
      .where(eq(t.payoutAccounts.userId, user.id));
    return { body: { success: true, data: payoutJson(row) } };
  });

  route(app, endpoints.savePayoutSetup, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    if (user.type !== 'Contractor' && user.type !== 'Vendor')
      throw forbidden('Payouts are for Pros and vendors.');
    const account = await deps.payouts.createAccount({
      accountHolder: body.account_holder_name,
      routingNumber: body.routing_number,
      accountNumber: body.account_number,
    });
    const values = {
      providerRef: account.ref,
      accountHolderName: body.account_holder_name,
      accountLast4: account.last4,
      status: 'active',
      updatedAt: deps.now(),
    };
    const [row] = await db
      .insert(t.payoutAccounts)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: t.payoutAccounts.userId, set: values })
      .returning();
    return { body: { success: true, message: 'Payout account saved.', data: payoutJson(row) } };
  });
}

function payoutJson(row: typeof t.payoutAccounts.$inferSelect | undefined) {
  return {
    provider: 'sandbox',
    status: (row ? 'active' : 'not_started') as 'active' | 'not_started',
    account_holder_name: row?.accountHolderName ?? null,
    account_last4: row?.accountLast4 ?? null,
    updated_at: row ? iso(row.updatedAt) : null,
  };
}
