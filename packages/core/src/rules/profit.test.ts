import { describe, expect, it } from 'vitest';
import type { OrderItemStatus, UserType } from '../contract/enums';
import { type OrderItemProfitInput, orderItemProfit } from './profit';

const item = (status: OrderItemStatus): OrderItemProfitInput => ({
  qty: 3,
  finalPriceCents: 5400,
  contractorMarkupAmtCents: 540,
  adminProfitInclusiveTaxCents: 2187,
  status,
});

// spec 2 §6: "the vendor sees final_price times qty; the contractor sees contractor_markup_amt
// times qty; the admin sees admin_profit_inclusive_tax. For items with status Return Request or
// Returned the profit is shown as negative."
describe('profit by role (spec 2 §6)', () => {
  it.each([
    ['Vendor', 'Delivered', 16200],
    ['Contractor', 'Delivered', 1620],
    ['Admin', 'Delivered', 2187],
    ['Vendor', 'Waiting for approval', 16200],
    ['Vendor', 'Return Request', -16200],
    ['Contractor', 'Return Request', -1620],
    ['Admin', 'Return Request', -2187],
    ['Vendor', 'Returned', -16200],
    ['Contractor', 'Returned', -1620],
    ['Admin', 'Returned', -2187],
    ['Admin', 'Cancle', 2187],
    ['User', 'Delivered', null],
  ] as Array<[UserType, OrderItemStatus, number | null]>)(
    '%s, %s -> %s cents',
    (role, status, cents) => {
      expect(orderItemProfit(item(status), role)).toBe(cents);
    },
  );

  it('never shows -0', () => {
    expect(Object.is(orderItemProfit({ ...item('Returned'), qty: 0 }, 'Vendor'), 0)).toBe(true);
  });
});
