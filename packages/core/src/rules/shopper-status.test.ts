import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../contract/enums';
import {
  SHOPPER_STATUS_DETAIL,
  shopperOrderStatusText,
  shopperStatusDetail,
  shopperStatusText,
} from './shopper-status';

// Issue 25 item 9: "Approved by the seller", "Ready for pickup", "On its way" rather than the
// internal names ("Accept to Pick Up", "Cancle").
describe('given a stored order-item status', () => {
  const expected: Record<OrderItemStatus, string> = {
    'Waiting for approval': 'Waiting for the seller’s approval',
    'Vendor Approved': 'Approved by the seller',
    Decline: 'Declined by the seller',
    'In Progress': 'Being prepared',
    'Ready to Pick Up': 'Packed by the seller',
    'Accept to Pick Up': 'Ready for pickup',
    'Picked Up': 'Picked up by the carrier',
    Shipping: 'Shipping',
    Shipped: 'On its way',
    'Out For Delivery': 'Out for delivery',
    Cancle: 'Cancelled',
    'Return Request': 'Return requested',
    Returned: 'Returned',
    Delivered: 'Delivered',
  };

  it('covers every item status of spec 2 §4', () => {
    expect(Object.keys(expected).sort()).toEqual([...ORDER_ITEM_STATUSES].sort());
  });

  it.each(Object.entries(expected))("'%s' reads '%s' to the shopper", (stored, text) => {
    expect(shopperStatusText(stored)).toBe(text);
  });

  it('gives every status its own words, so two steps never read alike', () => {
    expect(new Set(Object.values(expected)).size).toBe(ORDER_ITEM_STATUSES.length);
  });

  it('never shows the misspelt stored value', () => {
    expect(Object.values(expected).join(' ')).not.toMatch(/Cancle|Accept to Pick Up/);
  });

  it('explains every status in one sentence', () => {
    for (const status of ORDER_ITEM_STATUSES) {
      expect(shopperStatusDetail(status)).toBe(SHOPPER_STATUS_DETAIL[status]);
      expect(SHOPPER_STATUS_DETAIL[status]).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('shows an unknown value as stored, with no detail', () => {
    expect(shopperStatusText('Lost at sea')).toBe('Lost at sea');
    expect(shopperStatusDetail('Lost at sea')).toBe('');
  });
});

describe('given an order and its items', () => {
  const order = (...statuses: OrderItemStatus[]) => statuses.map((status) => ({ status }));

  it.each<[OrderItemStatus[], string]>([
    [[], 'Placed'],
    [['Waiting for approval', 'Waiting for approval'], 'Placed'],
    [['Waiting for approval', 'Vendor Approved'], 'In progress'],
    [['Shipped', 'Cancle'], 'In progress'],
    [['Cancle', 'Decline'], 'Cancelled'],
    [['Delivered', 'Cancle'], 'Delivered'],
    [['Delivered', 'Return Request'], 'Return requested'],
    [['Returned'], 'Refunded'],
    [['Returned', 'Decline'], 'Refunded'],
    [['Returned', 'Delivered'], 'Partly refunded'],
    [['Returned', 'Shipped'], 'In progress'],
  ])('items %j make the order read %s', (statuses, text) => {
    expect(shopperOrderStatusText(order(...statuses))).toBe(text);
  });
});
