/**
 * Who sees which money figures (spec 1 §1, spec 2 §6; DOMAIN.md "Money"; docs/domain.md
 * "Money by who is looking"). The API applies these when it serialises a product or an order
 * item; screens only show what arrives.
 *
 * spec 1 §1: Contractors "get wholesale prices, mark products up ... earn profits".
 * spec 2 §6: "the vendor sees final_price times qty; the contractor sees contractor_markup_amt
 * times qty; the admin sees admin_profit_inclusive_tax".
 */
import type { UserType } from '../contract/enums';

/** Who is looking at a product or an order item. */
export interface MoneyViewer {
  /** The signed-in user's type; `null` for a visitor. */
  type: UserType | null;
  /** The viewer is the Pro whose showroom the product is shown in, or the order was placed in. */
  ownsShowroom?: boolean;
  /** The viewer is the vendor who lists the product, or sells the order item. */
  isVendor?: boolean;
}

const proOfShowroom = (viewer: MoneyViewer) =>
  viewer.type === 'Contractor' && viewer.ownsShowroom === true;
const vendorOfIt = (viewer: MoneyViewer) => viewer.type === 'Vendor' && viewer.isVendor === true;

// ---- order items ------------------------------------------------------------------------------

/** The figures of an order item that depend on who looks (spec 2 §3 Order item). */
export const ORDER_ITEM_MONEY_FIELDS = [
  'final_price',
  'contractor_markup_amt',
  'admin_profit_inclusive_tax',
] as const;
export type OrderItemMoneyField = (typeof ORDER_ITEM_MONEY_FIELDS)[number];

/**
 * Which order-item figures a viewer receives (the others go out as 0: the contract keeps one
 * shape). Everyone who may read the order sees `line_total`, what the customer pays.
 * - Admin: all three.
 * - The Pro of the order's showroom: final_price and contractor_markup_amt (their profit).
 * - The vendor of the item: final_price (their price).
 * - Anyone else, the customer included: none.
 */
export function orderItemMoneyFields(viewer: MoneyViewer): Record<OrderItemMoneyField, boolean> {
  const admin = viewer.type === 'Admin';
  const pro = proOfShowroom(viewer);
  return {
    final_price: admin || pro || vendorOfIt(viewer),
    contractor_markup_amt: admin || pro,
    admin_profit_inclusive_tax: admin,
  };
}

/** An order item's figures as the viewer may receive them: hidden ones become 0. */
export function visibleOrderItemMoney<T extends Record<OrderItemMoneyField, number>>(
  item: T,
  viewer: MoneyViewer,
): T {
  const visible = orderItemMoneyFields(viewer);
  const out = { ...item };
  for (const field of ORDER_ITEM_MONEY_FIELDS)
    if (!visible[field]) out[field] = 0 as T[typeof field];
  return out;
}

// ---- products ---------------------------------------------------------------------------------

/**
 * The money figures of a product (and of each of its sizes): `customer_price` (after the
 * showroom's markup), `price` as wholesale (the vendor's price per selling unit), the showroom's
 * `markup_percent` and the Pro's profit per unit (`pro_profit`).
 */
export const PRODUCT_MONEY_FIELDS = [
  'customer_price',
  'wholesale_price',
  'markup_percent',
  'pro_profit',
] as const;
export type ProductMoneyField = (typeof PRODUCT_MONEY_FIELDS)[number];

/**
 * Which product figures a viewer receives (issue 10 item 6, spec 1 §1):
 * - Visitor and customer (User): the customer price only; never the vendor's price, the markup
 *   or the Pro's profit.
 * - Any signed-in Pro (Contractor): the wholesale price beside the customer price; inside
 *   their own showroom also their markup and profit per unit.
 * - The vendor who lists the product: their wholesale price and the customer price; another
 *   vendor sees what a customer sees.
 * - Admin: everything.
 */
export function productMoneyFields(viewer: MoneyViewer): Record<ProductMoneyField, boolean> {
  const admin = viewer.type === 'Admin';
  const ownPro = proOfShowroom(viewer);
  return {
    customer_price: true,
    wholesale_price: admin || viewer.type === 'Contractor' || vendorOfIt(viewer),
    markup_percent: admin || ownPro,
    pro_profit: admin || ownPro,
  };
}

/**
 * A product's (or a size's) `price` as the viewer may receive it. The contract keeps one shape:
 * where the wholesale price is hidden, `price` carries the customer price (DOMAIN.md "Money",
 * docs/domain.md), so the vendor's price never leaves the server for a visitor or customer.
 */
export function visibleProductPrice<T extends { price: number; customer_price: number }>(
  product: T,
  viewer: MoneyViewer,
): T {
  return productMoneyFields(viewer).wholesale_price
    ? product
    : { ...product, price: product.customer_price };
}
