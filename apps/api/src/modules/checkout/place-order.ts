import { shippingShareCents } from '@brand/core/rules';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { conflict, DomainError, forbidden, invalid } from '../../errors.ts';
import { PaymentActionRequired, PaymentDeclined } from '../../services/payments.ts';
import { notify, orderLink } from '../notifications/index.ts';
import { mailOrderConfirmation, type Order, orderNumber } from '../orders/index.ts';
import { type CardInput, recordOperation, tokenizeCard } from '../payments/index.ts';
import { type Address, savedAddress } from '../profile/index.ts';
import { ownProject } from '../projects/index.ts';
import { COUPON_MESSAGES, findCoupon, savedCoupon } from './find-coupon.ts';
import type { PricedCart } from './price-cart.ts';
import { priceCart } from './price-cart.ts';

export interface PlaceOrderInput {
  project_id: number;
  idempotency_key: string;
  shipping_address?: Omit<Address, 'apartment'> & { apartment?: string | null };
  payment_details?: CardInput;
  /** Issue 27 (PAYMENTS=stripe): a Stripe PaymentMethod made by Stripe Elements. */
  payment_method?: string;
  coupon_code?: string;
  source?: 'embed';
}

/** What placing answered: a new order, or the one this idempotency key already placed. */
export type Placed = { order: Order; replayed: boolean };

const VERIFY_EMAIL_FIRST =
  'Please verify your email address before placing an order: open the link we emailed you, or ask for a new one with "Resend the link".';

async function orderByKey(db: Db, userId: number, key: string) {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), eq(t.orders.idempotencyKey, key)));
  return order;
}

/**
 * A customer places the cart of a project (spec 2 §3). Checks first (a verified email, the
 * idempotency key, the project, address, card, coupon, a non-empty cart); then in one
 * Then the card's hold (a decline writes nothing), then in one transaction the order, its
 * items, the coupon's use, the hold's record and the emptied cart (a failure gives the hold
 * back); then the vendors and the Pro are notified.
 * The same key again answers the order it placed, also for a concurrent twin.
 */
export async function placeOrder(
  deps: Deps,
  user: UserRow,
  body: PlaceOrderInput,
  headerKey: string | undefined,
): Promise<Placed> {
  const { db } = deps.database;
  if (user.type !== 'User') throw forbidden('Only customers place orders.');
  if (!user.emailVerifiedAt) {
    throw forbidden(VERIFY_EMAIL_FIRST, {
      resend: { method: 'GET', path: '/api/email/resend' },
    });
  }
  if (headerKey && headerKey !== body.idempotency_key) {
    throw invalid('idempotency_key', 'The Idempotency-Key header and idempotency_key must match.');
  }
  const key = body.idempotency_key;
  const found = await orderByKey(db, user.id, key);
  if (found) return { order: found, replayed: true };
  const project = await ownProject(db, user, body.project_id);
  const address = body.shipping_address
    ? { ...body.shipping_address, apartment: body.shipping_address.apartment ?? null }
    : await savedAddress(db, user.id);
  if (!address) throw invalid('shipping_address', 'Please enter a shipping address.');
  const token = await cardToken(deps, user, body.payment_details, body.payment_method);
  const coupon = await orderCoupon(deps, user, project, body.coupon_code);
  const priced = await priceCart(
    db,
    project.id,
    project.showroomId,
    (coupon?.percentBp ?? 0) / 100,
    address.state,
  );
  if (priced.items.length === 0) {
    // A concurrent twin with the same key may have just placed the order and emptied the cart.
    const twin = await orderByKey(db, user.id, key);
    if (twin) return { order: twin, replayed: true };
    throw invalid('project_id', 'Your cart is empty.');
  }
  // The card is held first (the customer waits for its answer), outside any transaction of
  // ours: the same key answers the same authorisation to a concurrent twin of this request.
  const authKey = `authorize:user-${user.id}:${key}`;
  let auth: { ref: string };
  const cardField = body.payment_method ? 'payment_method' : 'payment_details.card_number';
  try {
    // One capture per item (issue 27: a processor that can capture a hold only once refuses
    // a card it could not charge item by item).
    auth = await deps.payments.authorize(token, priced.total, authKey, {
      captures: priced.items.length,
    });
  } catch (err) {
    if (err instanceof PaymentDeclined) throw invalid(cardField, err.message);
    if (err instanceof PaymentActionRequired) {
      // 3-D Secure: the browser confirms with the client secret, then sends this checkout again.
      throw new DomainError('invalid', err.message, {
        fields: { [cardField]: [err.message] },
        extra: {
          next_action: {
            type: 'authenticate',
            client_secret: err.clientSecret,
            payment_intent: err.paymentIntent,
          },
        },
      });
    }
    throw err;
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
          priceSettings: priced.settings,
          source: body.source ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return undefined;
      if (coupon) await useCoupon(tx, coupon.id, deps.now());
      await tx.insert(t.orderItems).values(itemRows(created.id, priced));
      await tx
        .insert(t.paymentAuthorizations)
        .values({ orderId: created.id, processorRef: auth.ref, amountCents: priced.total });
      await recordOperation(tx, {
        orderId: created.id,
        kind: 'authorize',
        amountCents: priced.total,
        idempotencyKey: authKey,
        reason: 'checkout',
        done: { processorRef: auth.ref, at: deps.now() },
      });
      await tx.delete(t.projectTans).where(eq(t.projectTans.projectId, project.id));
      await tx.update(t.projects).set({ couponCode: null }).where(eq(t.projects.id, project.id));
      return created;
    });
  } catch (err) {
    // Nothing was placed (a coupon used up meanwhile, ...): the hold goes back to the card.
    await deps.payments
      .release(auth.ref, priced.total, `void:${authKey}`)
      .catch((release) => console.error(`Could not void ${auth.ref}: ${release}`));
    throw err;
  }
  if (!order) {
    const twin = await orderByKey(db, user.id, key);
    if (!twin) throw conflict('This order is being placed; please retry.');
    // A twin sent with another card made its own hold (Stripe keys a hold by checkout and
    // card): the order has the twin's, so this one goes back to the card.
    const [twinAuth] = await db
      .select()
      .from(t.paymentAuthorizations)
      .where(eq(t.paymentAuthorizations.orderId, twin.id));
    if (twinAuth && twinAuth.processorRef !== auth.ref) {
      await deps.payments
        .release(auth.ref, priced.total, `void:${authKey}:${auth.ref}`)
        .catch((release) => console.error(`Could not void ${auth.ref}: ${release}`));
    }
    return { order: twin, replayed: true };
  }
  await notifySellers(db, order, priced);
  // Issue 25 item 8: the customer's confirmation, after the commit; a failed mail is logged and
  // the order stands (a replay above never mails again).
  await mailOrderConfirmation(deps, order);
  return { order, replayed: false };
}

/**
 * The card to hold: a Stripe PaymentMethod (PAYMENTS=stripe), the one typed at checkout
 * (the sandbox), else the saved one.
 */
async function cardToken(
  deps: Deps,
  user: UserRow,
  typed: CardInput | undefined,
  paymentMethod: string | undefined,
) {
  if (paymentMethod) {
    if (deps.payments.kind !== 'stripe') {
      throw invalid('payment_method', 'Please enter your card details in the card fields.');
    }
    return paymentMethod;
  }
  if (typed) return (await tokenizeCard(deps, typed)).token;
  const [card] = await deps.database.db
    .select()
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, user.id));
  if (!card) throw invalid('payment_details', 'Please enter your card details.');
  return card.processorToken;
}

/**
 * One use, counted atomically with the order (issue 13): of two checkouts racing for a
 * coupon's last use, the second finds the row updated and no use left.
 */
/**
 * The order's coupon: the code the request names, else the one kept on the cart (issue 25 item
 * 7). A kept coupon that no longer applies is a 422 before the card is touched: the customer is
 * told, and pays full price only by removing it.
 */
async function orderCoupon(
  deps: Deps,
  user: UserRow,
  project: { showroomId: number; couponCode: string | null },
  code: string | undefined,
) {
  if (code) return findCoupon(deps, user, project.showroomId, code, 'coupon_code');
  const { coupon, notice } = await savedCoupon(deps, project.showroomId, project.couponCode);
  if (notice) throw invalid('coupon_code', `${notice} Remove it to pay without it.`);
  return coupon;
}

async function useCoupon(tx: Db, couponId: number, now: Date) {
  const [used] = await tx
    .update(t.coupons)
    .set({ uses: sql`${t.coupons.uses} + 1` })
    .where(
      and(
        eq(t.coupons.id, couponId),
        eq(t.coupons.active, true),
        or(isNull(t.coupons.maxUses), lt(t.coupons.uses, t.coupons.maxUses)),
        or(isNull(t.coupons.expiresAt), gt(t.coupons.expiresAt, now)),
      ),
    )
    .returning({ id: t.coupons.id });
  if (!used) throw invalid('coupon_code', COUPON_MESSAGES.usedUp);
}

function itemRows(orderId: number, priced: PricedCart) {
  const count = priced.items.length;
  return priced.items.map(({ line, product, size, vendorCents, coupon, charges }, index) => ({
    orderId,
    productId: product.id,
    vendorId: product.vendorId,
    productName: product.name,
    qty: line.qty,
    finalPriceCents: vendorCents,
    contractorMarkupAmtCents: coupon.markupCents,
    adminProfitInclusiveTaxCents: charges.adminProfitInclusiveTaxCents,
    lineTotalCents: charges.totalCents,
    feeCents: charges.platformFeeCents,
    taxCents: charges.taxCents,
    // Issue 22: its share of the shipping (the shares add up to the order's) and the coupon's
    // discount on the line: the order's totals are recomputed from the items.
    shippingCents: shippingShareCents(priced.shipping, count, index),
    discountCents: coupon.discountCents * line.qty,
    status: 'Waiting for approval',
    widthSize: size?.widthSize ?? null,
    heightSize: size?.heightSize ?? null,
    lengthSize: size?.lengthSize ?? null,
    pattern: size?.pattern ?? null,
  }));
}

/** Every vendor of the order and the showroom's Pro hear of it. */
async function notifySellers(db: Db, order: Order, priced: PricedCart) {
  const [showroom] = await db
    .select({ userId: t.showrooms.userId })
    .from(t.showrooms)
    .where(eq(t.showrooms.id, order.showroomId));
  const vendors = [...new Set(priced.items.map((i) => i.product.vendorId))];
  await notify(db, [...vendors, ...(showroom ? [showroom.userId] : [])], {
    kind: 'general',
    title: 'New order',
    body: `Order ${orderNumber(order.id)} needs your approval.`,
    link: orderLink(order.id),
  });
}
