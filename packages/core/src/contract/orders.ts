/** Orders and order items (spec 2 §3, §4, §6; the calls are ours, DOMAIN.md "Orders and payment"). */
import * as v from 'valibot';
import { OrderTotalsSchema, ShippingAddressSchema } from './checkout';
import {
  envelope,
  IdSchema,
  MoneySchema,
  messageEnvelope,
  PageQuerySchema,
  PriceSchema,
  paginated,
  TimestampSchema,
  UnitPriceInputSchema,
  VsdIdSchema,
} from './common';
import { ORDER_ITEM_STATUSES } from './enums';
import { flagLike, form, line, requiredLine } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { PublicUserSchema } from './user';

/** spec 2 §4: the stored order-item statuses. */
export const OrderItemStatusSchema = v.picklist(ORDER_ITEM_STATUSES, M.statusInvalid);

/** A refund's state (issue 12): failed ones are retried with backoff until refunded. */
export const RefundStatusSchema = v.picklist(['pending', 'refunded', 'failed'], M.statusInvalid);
export type RefundStatus = v.InferOutput<typeof RefundStatusSchema>;

/**
 * The refund of a Returned item (DOMAIN.md): the item's total minus the restocking fee; `date`
 * is when it was refunded, or when it was started while not refunded yet.
 */
export const ItemRefundSchema = v.object({
  amount: PriceSchema,
  restocking_fee: PriceSchema,
  status: RefundStatusSchema,
  date: TimestampSchema,
});
export type ItemRefund = v.InferOutput<typeof ItemRefundSchema>;

/** A vendor's price change waiting for the customer's answer (DOMAIN.md). */
export const PendingPriceChangeSchema = v.object({
  id: IdSchema,
  /** The vendor's proposed unit price (final_price), dollars. */
  proposed_final_price: PriceSchema,
  /** What the customer's line total becomes, dollars. */
  proposed_line_total: PriceSchema,
  note: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
  proposed_at: TimestampSchema,
});
export type PendingPriceChange = v.InferOutput<typeof PendingPriceChangeSchema>;

const dimension = v.nullable(v.pipe(v.string(), v.maxLength(40)));

/**
 * spec 2 §3 Order item: product_name, qty, final_price, contractor_markup_amt,
 * admin_profit_inclusive_tax, status, status_date; sizes per spec 2 §3; the rest ours.
 * Figures per DOMAIN.md, in dollars.
 */
export const OrderItemSchema = v.object({
  id: IdSchema,
  order_id: IdSchema,
  product_id: IdSchema,
  product_name: v.pipe(v.string(), v.maxLength(255)),
  vendor_id: IdSchema,
  qty: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** Vendor unit price. */
  final_price: PriceSchema,
  /** Markup per unit after coupon. */
  contractor_markup_amt: MoneySchema,
  /** Platform fee + tax of this line. */
  admin_profit_inclusive_tax: MoneySchema,
  /** What the customer pays for the line (ours). */
  line_total: PriceSchema,
  status: OrderItemStatusSchema,
  status_date: TimestampSchema,
  width_size: dimension,
  height_size: dimension,
  length_size: dimension,
  pattern: dimension,
  pending_price_change: v.nullable(PendingPriceChangeSchema),
  /** Ours: the customer's reason when status is Return Request or Returned. */
  return_reason: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
  /** Ours (issue 12): the refund of a Returned item, null before. */
  refund: v.optional(v.nullable(ItemRefundSchema)),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** Why a refund was made (issue 22): a return, a cancel or decline after capture, a lower price. */
export const RefundReasonSchema = v.picklist(
  ['return', 'cancel', 'decline', 'price_change'],
  M.statusInvalid,
);
export type RefundReason = v.InferOutput<typeof RefundReasonSchema>;

/**
 * The card side of an order (issue 22), in dollars, for the customer who placed it and for
 * admins (vendors and Pros never see it): `authorized` what the card may still be charged in
 * all (authorised less what was released), `held` the part of it not charged yet, `captured`
 * what was charged, `refunded` what went back, `refund_pending` refunds owed and on their way.
 */
export const OrderPaymentSchema = v.object({
  authorized: PriceSchema,
  held: PriceSchema,
  captured: PriceSchema,
  refunded: PriceSchema,
  refund_pending: PriceSchema,
});
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;

/** Ours: an order's overall state, derived from its items. */
export const OrderStatusSchema = v.picklist(['Placed', 'In Progress', 'Completed', 'Cancelled']);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** An order (ours): one per checkout, one item per cart line. */
export const OrderSchema = v.object({
  id: IdSchema,
  /** Human order number, e.g. 'BR-000123'. */
  number: v.pipe(v.string(), v.maxLength(40)),
  created_at: TimestampSchema,
  status: OrderStatusSchema,
  project_id: v.nullable(IdSchema),
  showroom: VsdIdSchema,
  customer: PublicUserSchema,
  totals: OrderTotalsSchema,
  coupon_code: v.nullable(v.pipe(v.string(), v.maxLength(32))),
  shipping_address: ShippingAddressSchema,
  items: v.array(OrderItemSchema),
  /** Issue 22: the card's figures, for the customer and admins; null for vendors and Pros. */
  payment: v.optional(v.nullable(OrderPaymentSchema)),
});
export type Order = v.InferOutput<typeof OrderSchema>;

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * GET /api/orders: the caller's orders by role (customer: placed; vendor: with their items;
 * contractor: of their showroom; admin: all), newest first. `as` narrows a multi-role view.
 */
export const OrderListQuerySchema = form({
  ...PageQuerySchema.entries,
  status: v.optional(OrderStatusSchema),
  /** Only orders with an item in this status (ours). */
  item_status: v.optional(OrderItemStatusSchema),
  /** Only orders with a pending price change (ours). */
  price_change: v.optional(flagLike()),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;

/** PUT /api/order_items/{id}/status: the status dropdown's change (spec 2 §4). */
export const OrderItemStatusBodySchema = form({ status: OrderItemStatusSchema });
export type OrderItemStatusBody = v.InferOutput<typeof OrderItemStatusBodySchema>;

/** POST /api/order_items/{id}/return: a return request within 12 days of Delivered. */
export const ReturnRequestBodySchema = form({
  reason: requiredLine(M.returnReasonRequired, 1000),
});
export type ReturnRequestBody = v.InferOutput<typeof ReturnRequestBodySchema>;

/** POST /api/order_items/{id}/price_change: the vendor proposes a new unit price. */
export const PriceChangeProposalBodySchema = form({
  final_price: UnitPriceInputSchema,
  note: v.optional(line(1000)),
});
export type PriceChangeProposalBody = v.InferOutput<typeof PriceChangeProposalBodySchema>;

/** PUT /api/order_items/{id}/price_change: the customer accepts or rejects it. */
export const PriceChangeAnswerBodySchema = form({
  accept: v.boolean(M.priceChangeAnswerRequired),
});
export type PriceChangeAnswerBody = v.InferOutput<typeof PriceChangeAnswerBodySchema>;

/** PUT /api/orders/{id}/address: change the shipping address within 60 minutes. */
export const OrderAddressBodySchema = form({ shipping_address: ShippingAddressSchema });
export type OrderAddressBody = v.InferOutput<typeof OrderAddressBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const OrderListResponseSchema = envelope(paginated(OrderSchema));
export type OrderListResponse = v.InferOutput<typeof OrderListResponseSchema>;
export const OrderResponseSchema = envelope(OrderSchema);
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>;
/** POST /api/checkout: the new order, with the message for the thank-you page. */
export const PlaceOrderResponseSchema = messageEnvelope(OrderSchema);
export type PlaceOrderResponse = v.InferOutput<typeof PlaceOrderResponseSchema>;
/** PUT /api/orders/{id}/address. */
export const OrderWriteResponseSchema = messageEnvelope(OrderSchema);
/** The Order Items popup's list ('NO item found in this order.' when empty). */
export const OrderItemsResponseSchema = envelope(v.array(OrderItemSchema));
export const OrderItemResponseSchema = messageEnvelope(OrderItemSchema);
export type OrderItemResponse = v.InferOutput<typeof OrderItemResponseSchema>;
