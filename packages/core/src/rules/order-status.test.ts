import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../contract/enums';
import type { OrderStatus } from '../contract/orders';
import {
  ORDER_CANCELLED_ITEM_STATUSES,
  ORDER_FINISHED_ITEM_STATUSES,
  ORDER_PLACED_ITEM_STATUS,
  orderStatus,
} from './order-status';

const order = (...statuses: OrderItemStatus[]) => statuses.map((status) => ({ status }));

// Ours (docs/domain.md "Order status"): Placed, In Progress, Completed, Cancelled, from the
// item statuses of spec 2 §4.
describe('given an order with one item', () => {
  const expected: Record<OrderItemStatus, OrderStatus> = {
    'Waiting for approval': 'Placed',
    'Vendor Approved': 'In Progress',
    Decline: 'Cancelled',
    'In Progress': 'In Progress',
    'Ready to Pick Up': 'In Progress',
    'Accept to Pick Up': 'In Progress',
    'Picked Up': 'In Progress',
    Shipping: 'In Progress',
    Shipped: 'In Progress',
    'Out For Delivery': 'In Progress',
    Cancle: 'Cancelled',
    'Return Request': 'In Progress',
    Returned: 'Completed',
    Delivered: 'Completed',
  };

  it('covers every item status of spec 2 §4', () => {
    expect(Object.keys(expected).sort()).toEqual([...ORDER_ITEM_STATUSES].sort());
  });

  it.each(Object.entries(expected) as [OrderItemStatus, OrderStatus][])(
    "an item in '%s' makes the order %s",
    (status, derived) => {
      expect(orderStatus(order(status))).toBe(derived);
    },
  );
});

describe('given an order with several items', () => {
  it.each<[OrderItemStatus[], OrderStatus]>([
    [['Waiting for approval', 'Waiting for approval'], 'Placed'],
    [['Waiting for approval', 'Vendor Approved'], 'In Progress'],
    [['Waiting for approval', 'Cancle'], 'In Progress'],
    [['Cancle', 'Decline'], 'Cancelled'],
    [['Cancle', 'Cancle', 'Cancle'], 'Cancelled'],
    [['Delivered', 'Cancle'], 'Completed'],
    [['Returned', 'Decline'], 'Completed'],
    [['Delivered', 'Returned'], 'Completed'],
    [['Delivered', 'Shipped'], 'In Progress'],
    [['Delivered', 'Return Request'], 'In Progress'],
    [['Delivered', 'Waiting for approval'], 'In Progress'],
  ])('items %j make the order %s', (statuses, expected) => {
    expect(orderStatus(order(...statuses))).toBe(expected);
  });
});

describe('given an order without items', () => {
  it('is Placed (nothing has moved, nothing was cancelled)', () => {
    expect(orderStatus([])).toBe('Placed');
  });
});

describe('the item statuses the API filters by in SQL', () => {
  it('name the first status, the cancelled ones and the finished ones', () => {
    expect(ORDER_PLACED_ITEM_STATUS).toBe('Waiting for approval');
    expect([...ORDER_CANCELLED_ITEM_STATUSES].sort()).toEqual(['Cancle', 'Decline']);
    expect([...ORDER_FINISHED_ITEM_STATUSES].sort()).toEqual([
      'Cancle',
      'Decline',
      'Delivered',
      'Returned',
    ]);
  });
});
