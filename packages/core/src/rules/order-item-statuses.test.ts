import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, type OrderItemStatus, type UserType } from '../contract/enums';
import {
  ADMIN_ORDER_ITEM_STATUSES,
  canProposePriceChange,
  canSetOrderItemStatus,
  disabledOrderItemStatuses,
  isOrderItemStatus,
  isOrderItemStatusOptionDisabled,
  ORDER_ITEM_STATUS_DENIALS,
  ORDER_ITEM_STATUS_LABELS,
  orderItemStatusDenial,
  orderItemStatusLabel,
  orderItemStatusOptions,
  statusChange,
  VENDOR_ORDER_ITEM_STATUSES,
} from './order-item-statuses';

// spec 2 §4: "| Stored status | Shown as |", row by row.
const SPEC_TABLE: Array<[string, string]> = [
  ['Waiting for approval', 'Pending Approval'],
  ['Vendor Approved', 'Approved'],
  ['Decline', 'Not Approved'],
  ['In Progress', 'In Progress'],
  ['Ready to Pick Up', 'Ready for Pick Up'],
  ['Accept to Pick Up', 'Accept to Pick Up'],
  ['Picked Up', 'Picked Up'],
  ['Shipping', 'Shipping'],
  ['Shipped', 'Shipped'],
  ['Out For Delivery', 'Out For Delivery'],
  ['Cancle', 'Cancle'],
  ['Return Request', 'Return Request'],
  ['Returned', 'Returned'],
  ['Delivered', 'Delivered'],
];

describe('spec 2 §4 order item statuses: stored -> shown', () => {
  it.each(SPEC_TABLE)('%s is shown as %s', (stored, shown) => {
    expect(orderItemStatusLabel(stored)).toBe(shown);
  });

  it('has exactly the spec table, in its order', () => {
    expect(Object.entries(ORDER_ITEM_STATUS_LABELS)).toEqual(SPEC_TABLE);
  });

  it('shows an unknown stored value as stored', () => {
    expect(orderItemStatusLabel('Lost')).toBe('Lost');
    expect(isOrderItemStatus('Lost')).toBe(false);
    expect(isOrderItemStatus(3)).toBe(false);
    expect(isOrderItemStatus('Cancle')).toBe(true);
  });

  it('splits the first five from Accept to Pick Up and later', () => {
    expect(VENDOR_ORDER_ITEM_STATUSES).toEqual([
      'Waiting for approval',
      'Vendor Approved',
      'Decline',
      'In Progress',
      'Ready to Pick Up',
    ]);
    expect(ADMIN_ORDER_ITEM_STATUSES[0]).toBe('Accept to Pick Up');
    expect(ADMIN_ORDER_ITEM_STATUSES).toHaveLength(9);
  });
});

const FIRST_FIVE = ORDER_ITEM_STATUSES.slice(0, 5);
const AFTER_ACCEPT = ORDER_ITEM_STATUSES.slice(6);
// Ours (issue 22, docs/decisions/money.md): a cancelled, declined or returned item is final,
// every option is disabled for it; the spec's rules below hold for every other status.
const FINAL: readonly OrderItemStatus[] = ['Decline', 'Cancle', 'Returned'];
const OPEN = ORDER_ITEM_STATUSES.filter((s) => !FINAL.includes(s));

describe('spec 2 §4 dropdown rules', () => {
  // "The first five statuses (Waiting for approval through Ready to Pick Up) are disabled once
  // the item has reached Accept to Pick Up or any later status."
  it.each(
    OPEN.flatMap((current) =>
      (['Vendor', 'Contractor', 'Admin'] as const).map(
        (role) =>
          [current, role, ORDER_ITEM_STATUSES.indexOf(current) >= 5] as [
            OrderItemStatus,
            UserType,
            boolean,
          ],
      ),
    ),
  )('current %s, %s: the first five disabled = %s', (current, role, disabled) => {
    for (const option of FIRST_FIVE) {
      expect(isOrderItemStatusOptionDisabled({ current, option, role })).toBe(disabled);
    }
  });

  // "Accept to Pick Up is disabled once Picked Up or any later status is reached."
  it.each(
    OPEN.map(
      (current) =>
        [current, ORDER_ITEM_STATUSES.indexOf(current) >= 6] as [OrderItemStatus, boolean],
    ),
  )('Admin, current %s: Accept to Pick Up disabled = %s', (current, disabled) => {
    expect(
      isOrderItemStatusOptionDisabled({ current, option: 'Accept to Pick Up', role: 'Admin' }),
    ).toBe(disabled);
  });

  // "Only an Admin may choose Accept to Pick Up and every later status."
  it.each([
    ['Vendor', true],
    ['Contractor', true],
    ['Admin', false],
  ] as Array<[UserType, boolean]>)(
    '%s: every status after Accept to Pick Up disabled = %s',
    (role, disabled) => {
      for (const current of OPEN) {
        for (const option of AFTER_ACCEPT) {
          expect(isOrderItemStatusOptionDisabled({ current, option, role })).toBe(disabled);
        }
      }
    },
  );

  it.each(
    FINAL.flatMap((current) =>
      (['Vendor', 'Contractor', 'Admin'] as const).map((role) => [current, role] as const),
    ),
  )('ours: a %s item has no enabled option for %s (its money is settled)', (current, role) => {
    for (const option of ORDER_ITEM_STATUSES) {
      expect(isOrderItemStatusOptionDisabled({ current, option, role })).toBe(true);
    }
  });

  it('a customer gets no enabled option', () => {
    expect(disabledOrderItemStatuses('Waiting for approval', 'User')).toEqual([
      ...ORDER_ITEM_STATUSES,
    ]);
  });

  it.each([
    ['Waiting for approval', 'Vendor', ORDER_ITEM_STATUSES.slice(5)],
    ['Accept to Pick Up', 'Vendor', [...ORDER_ITEM_STATUSES]],
    ['Accept to Pick Up', 'Admin', FIRST_FIVE],
    ['Shipped', 'Admin', ORDER_ITEM_STATUSES.slice(0, 6)],
    ['Cancle', 'Admin', [...ORDER_ITEM_STATUSES]],
    ['Decline', 'Vendor', [...ORDER_ITEM_STATUSES]],
    ['Returned', 'Admin', [...ORDER_ITEM_STATUSES]],
  ] as Array<[OrderItemStatus, UserType, OrderItemStatus[]]>)(
    'current %s as %s disables %j',
    (current, role, disabled) => {
      expect(disabledOrderItemStatuses(current, role)).toEqual(disabled);
    },
  );

  it('lists every option with its shown label', () => {
    const options = orderItemStatusOptions('In Progress', 'Contractor');
    expect(options.map((o) => o.label)).toEqual(SPEC_TABLE.map(([, shown]) => shown));
    expect(options.find((o) => o.value === 'Ready to Pick Up')).toEqual({
      value: 'Ready to Pick Up',
      label: 'Ready for Pick Up',
      disabled: false,
    });
  });
});

describe('canSetOrderItemStatus (spec 2 §6, DOMAIN.md)', () => {
  it.each([
    // Vendor of the item or Contractor of the showroom for the first five.
    [
      {
        role: 'Vendor',
        current: 'Waiting for approval',
        next: 'Vendor Approved',
        isItemVendor: true,
      },
      null,
    ],
    [
      { role: 'Vendor', current: 'Waiting for approval', next: 'Decline', isItemVendor: true },
      null,
    ],
    [{ role: 'Vendor', current: 'Waiting for approval', next: 'Vendor Approved' }, 'not-owner'],
    [
      {
        role: 'Contractor',
        current: 'In Progress',
        next: 'Ready to Pick Up',
        isShowroomContractor: true,
      },
      null,
    ],
    [
      { role: 'Contractor', current: 'In Progress', next: 'Ready to Pick Up', isItemVendor: true },
      'not-owner',
    ],
    // Ours (issue 22): cancelled, declined and returned items are final.
    [{ role: 'Vendor', current: 'Decline', next: 'Vendor Approved', isItemVendor: true }, 'final'],
    [{ role: 'Admin', current: 'Cancle', next: 'Delivered' }, 'final'],
    [{ role: 'Admin', current: 'Returned', next: 'Delivered' }, 'final'],
    [{ role: 'Vendor', current: 'Vendor Approved', next: 'Decline', isItemVendor: true }, null],
    // Ours: only a delivered item is returned.
    [{ role: 'Admin', current: 'Shipped', next: 'Returned', delivered: false }, 'not-delivered'],
    [
      { role: 'Admin', current: 'Shipped', next: 'Return Request', delivered: false },
      'not-delivered',
    ],
    [{ role: 'Admin', current: 'Delivered', next: 'Return Request', delivered: true }, null],
    [{ role: 'Admin', current: 'Waiting for approval', next: 'Vendor Approved' }, null],
    // Admin alone for Accept to Pick Up and later.
    [
      {
        role: 'Vendor',
        current: 'Ready to Pick Up',
        next: 'Accept to Pick Up',
        isItemVendor: true,
      },
      'admin-only',
    ],
    [
      {
        role: 'Contractor',
        current: 'Ready to Pick Up',
        next: 'Shipped',
        isShowroomContractor: true,
      },
      'admin-only',
    ],
    [{ role: 'Admin', current: 'Ready to Pick Up', next: 'Accept to Pick Up' }, null],
    [{ role: 'Admin', current: 'Shipped', next: 'Delivered' }, null],
    [{ role: 'Admin', current: 'Delivered', next: 'Return Request' }, null],
    [{ role: 'Admin', current: 'Return Request', next: 'Returned' }, null],
    [{ role: 'Admin', current: 'Waiting for approval', next: 'Cancle' }, null],
    // Never backwards past Accept to Pick Up.
    [{ role: 'Admin', current: 'Accept to Pick Up', next: 'Ready to Pick Up' }, 'backwards'],
    [{ role: 'Vendor', current: 'Shipped', next: 'In Progress', isItemVendor: true }, 'backwards'],
    [{ role: 'Admin', current: 'Picked Up', next: 'Accept to Pick Up' }, 'past-accept-to-pick-up'],
    // Customers never; no change is no change.
    [{ role: 'User', current: 'Waiting for approval', next: 'Cancle' }, 'customer'],
    [{ role: 'Admin', current: 'Shipped', next: 'Shipped' }, 'unchanged'],
  ] as Array<[Parameters<typeof canSetOrderItemStatus>[0], string | null]>)(
    '%j -> %s',
    (input, denial) => {
      expect(orderItemStatusDenial(input)).toBe(denial);
      expect(canSetOrderItemStatus(input)).toBe(denial === null);
      if (denial)
        expect(ORDER_ITEM_STATUS_DENIALS[denial as keyof typeof ORDER_ITEM_STATUS_DENIALS]).toMatch(
          /\.$/,
        );
    },
  );
});

describe('statusChange: "emits a statusChanged event only when the new value differs"', () => {
  it.each([
    ['Vendor Approved', 'Vendor Approved', null],
    ['Vendor Approved', 'In Progress', { from: 'Vendor Approved', to: 'In Progress' }],
    ['Shipped', 'Delivered', { from: 'Shipped', to: 'Delivered' }],
  ] as Array<[OrderItemStatus, OrderItemStatus, unknown]>)(
    '%s -> %s gives %j',
    (current, next, change) => {
      expect(statusChange(current, next)).toEqual(change);
    },
  );
});

describe('price change proposals (DOMAIN.md)', () => {
  it.each(
    ORDER_ITEM_STATUSES.map((status) => [
      status,
      ['Waiting for approval', 'Vendor Approved', 'In Progress'].includes(status),
    ]),
  )('an item in %s may get a new price: %s', (status, allowed) => {
    expect(canProposePriceChange(status)).toBe(allowed);
  });
});
