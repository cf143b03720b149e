import { describe, expect, it } from 'vitest';
import {
  type MoneyViewer,
  ORDER_ITEM_MONEY_FIELDS,
  orderItemMoneyFields,
  PRODUCT_MONEY_FIELDS,
  productMoneyFields,
  visibleOrderItemMoney,
  visibleProductPrice,
} from './money-visibility';

const visitor: MoneyViewer = { type: null };
const customer: MoneyViewer = { type: 'User' };
const ownPro: MoneyViewer = { type: 'Contractor', ownsShowroom: true };
const otherPro: MoneyViewer = { type: 'Contractor' };
const ownVendor: MoneyViewer = { type: 'Vendor', isVendor: true };
const otherVendor: MoneyViewer = { type: 'Vendor' };
const admin: MoneyViewer = { type: 'Admin' };
// The flags count only with the matching type: a customer flagged as owner sees no more.
const customerFlagged: MoneyViewer = { type: 'User', ownsShowroom: true, isVendor: true };
const vendorOwningShowroom: MoneyViewer = { type: 'Vendor', ownsShowroom: true };
const proFlaggedVendor: MoneyViewer = { type: 'Contractor', isVendor: true };

// spec 2 §6: "the vendor sees final_price times qty; the contractor sees contractor_markup_amt
// times qty; the admin sees admin_profit_inclusive_tax". Everyone else (the customer) sees
// what they pay, line_total, and 0 for the others' figures (docs/domain.md).
describe('order item figures by role (spec 2 §6)', () => {
  it.each<[string, MoneyViewer, [boolean, boolean, boolean]]>([
    // viewer                                    final_price, contractor_markup_amt, admin_profit
    ['a visitor', visitor, [false, false, false]],
    ['the customer', customer, [false, false, false]],
    ['the Pro of the showroom', ownPro, [true, true, false]],
    ['another Pro', otherPro, [false, false, false]],
    ['the vendor of the item', ownVendor, [true, false, false]],
    ['another vendor', otherVendor, [false, false, false]],
    ['an admin', admin, [true, true, true]],
    ['a customer flagged as owner and vendor', customerFlagged, [false, false, false]],
    ['a vendor flagged as showroom owner', vendorOwningShowroom, [false, false, false]],
    ['a Pro flagged as vendor', proFlaggedVendor, [false, false, false]],
  ])('%s sees %j', (_who, viewer, [finalPrice, markup, adminProfit]) => {
    expect(orderItemMoneyFields(viewer)).toEqual({
      final_price: finalPrice,
      contractor_markup_amt: markup,
      admin_profit_inclusive_tax: adminProfit,
    });
  });

  it('names the three figures of spec 2 §3', () => {
    expect(ORDER_ITEM_MONEY_FIELDS).toEqual([
      'final_price',
      'contractor_markup_amt',
      'admin_profit_inclusive_tax',
    ]);
  });

  it('sends hidden figures as 0 and keeps everything else', () => {
    const item = {
      id: 7,
      final_price: 54,
      contractor_markup_amt: 5.4,
      admin_profit_inclusive_tax: 21.87,
      line_total: 178.2,
    };
    expect(visibleOrderItemMoney(item, customer)).toEqual({
      id: 7,
      final_price: 0,
      contractor_markup_amt: 0,
      admin_profit_inclusive_tax: 0,
      line_total: 178.2,
    });
    expect(visibleOrderItemMoney(item, ownVendor)).toEqual({
      ...item,
      contractor_markup_amt: 0,
      admin_profit_inclusive_tax: 0,
    });
    expect(visibleOrderItemMoney(item, ownPro)).toEqual({ ...item, admin_profit_inclusive_tax: 0 });
    expect(visibleOrderItemMoney(item, admin)).toEqual(item);
    expect(item.final_price).toBe(54);
  });
});

// spec 1 §1: Contractors "get wholesale prices"; issue 10 item 6: visitors and customers receive
// customer prices only (no vendor price, markup or Pro profit); the owning vendor and admins see
// what their screens need.
describe('product figures by role (spec 1 §1)', () => {
  it.each<[string, MoneyViewer, [boolean, boolean, boolean, boolean]]>([
    // viewer                              customer_price, wholesale, markup, pro_profit
    ['a visitor', visitor, [true, false, false, false]],
    ['a customer', customer, [true, false, false, false]],
    ['the Pro of the showroom', ownPro, [true, true, true, true]],
    ['another Pro', otherPro, [true, true, false, false]],
    ['the vendor of the product', ownVendor, [true, true, false, false]],
    ['another vendor', otherVendor, [true, false, false, false]],
    ['an admin', admin, [true, true, true, true]],
    ['a customer flagged as owner and vendor', customerFlagged, [true, false, false, false]],
    ['a vendor flagged as showroom owner', vendorOwningShowroom, [true, false, false, false]],
  ])('%s sees %j', (_who, viewer, [customerPrice, wholesale, markup, profit]) => {
    expect(productMoneyFields(viewer)).toEqual({
      customer_price: customerPrice,
      wholesale_price: wholesale,
      markup_percent: markup,
      pro_profit: profit,
    });
  });

  it('names the four figures', () => {
    expect(PRODUCT_MONEY_FIELDS).toEqual([
      'customer_price',
      'wholesale_price',
      'markup_percent',
      'pro_profit',
    ]);
  });

  it("sends the customer price as `price` where the vendor's price is hidden", () => {
    const product = { id: 1, price: 40, customer_price: 44 };
    expect(visibleProductPrice(product, visitor)).toEqual({ id: 1, price: 44, customer_price: 44 });
    expect(visibleProductPrice(product, customer)).toEqual({
      id: 1,
      price: 44,
      customer_price: 44,
    });
    expect(visibleProductPrice(product, otherVendor).price).toBe(44);
    expect(visibleProductPrice(product, otherPro)).toBe(product);
    expect(visibleProductPrice(product, ownVendor)).toBe(product);
    expect(visibleProductPrice(product, admin)).toBe(product);
    expect(product.price).toBe(40);
  });
});
