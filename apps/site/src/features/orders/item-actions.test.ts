import { describe, expect, it } from 'vitest';
import { customerItemActions } from './item-actions.ts';

const ordered = '2026-03-02T18:00:00.000Z';
const plus = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000);
const item = (status: string, status_date = ordered, pending = false) =>
  ({
    status,
    status_date,
    pending_price_change: pending
      ? {
          id: 1,
          proposed_final_price: 10,
          proposed_line_total: 10,
          note: null,
          proposed_at: ordered,
        }
      : null,
  }) as Parameters<typeof customerItemActions>[1];

describe('customerItemActions: "cancel within 60 minutes"', () => {
  it.each([
    ['Waiting for approval', 0, true],
    ['Waiting for approval', 60, true],
    ['Waiting for approval', 61, false],
    ['Vendor Approved', 30, true],
    ['Decline', 5, false],
    ['Shipped', 5, false],
    ['Cancle', 5, false],
  ] as const)('given %s after %s minutes, cancel is %s', (status, minutes, expected) => {
    expect(
      customerItemActions({ created_at: ordered }, item(status), plus(ordered, minutes)).cancel,
    ).toBe(expected);
  });
});

describe('customerItemActions: "customers may return within 12 days"', () => {
  const delivered = '2026-03-05T20:00:00.000Z';
  it.each([
    ['Delivered', 60 * 24, true],
    ['Delivered', 60 * 24 * 12, true],
    ['Delivered', 60 * 24 * 14, false],
    ['Shipped', 60, false],
    ['Return Request', 60, false],
  ] as const)(
    'given %s, %s minutes after its status date, return is %s',
    (status, minutes, expected) => {
      expect(
        customerItemActions(
          { created_at: ordered },
          item(status, delivered),
          plus(delivered, minutes),
        ).return,
      ).toBe(expected);
    },
  );
});

describe('customerItemActions: "A price change after an order is offered to the customer to accept or reject per item."', () => {
  it('offers an answer only while a change is pending', () => {
    const now = plus(ordered, 5);
    expect(
      customerItemActions({ created_at: ordered }, item('Vendor Approved', ordered, true), now)
        .answerPriceChange,
    ).toBe(true);
    expect(
      customerItemActions({ created_at: ordered }, item('Vendor Approved'), now).answerPriceChange,
    ).toBe(false);
  });
});
