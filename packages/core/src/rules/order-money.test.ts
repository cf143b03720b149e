import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../contract/enums';
import {
  expectedItemLedger,
  heldCents,
  isChargedItemStatus,
  isFinalItemStatus,
  itemBillCents,
  itemLedgerProblems,
  itemNetCents,
  type MoneyItem,
  type OrderPaymentFigures,
  orderMoneyProblems,
  orderTotalsFromItems,
} from './order-money';

/** An item of 2 x ($100 + $10 markup): fee $11 (5%), tax $16.50 (7.5%), shipping share $5. */
function item(overrides: Partial<MoneyItem> = {}): MoneyItem {
  return {
    id: 1,
    status: 'Waiting for approval',
    qty: 2,
    finalPriceCents: 10_000,
    markupCents: 1_000,
    discountCents: 0,
    feeCents: 1_100,
    taxCents: 1_650,
    lineTotalCents: 22_000 + 1_100 + 1_650,
    shippingCents: 500,
    capturedCents: 0,
    refundedCents: 0,
    restockingFeeCents: 0,
    ...overrides,
  };
}
const BILL = 24_750 + 500;

const payment = (p: Partial<OrderPaymentFigures> = {}): OrderPaymentFigures => ({
  authorizedCents: BILL,
  releasedCents: 0,
  capturedCents: 0,
  refundedCents: 0,
  refundOwedCents: 0,
  ...p,
});

describe('which statuses charge and which are final', () => {
  it.each([
    ['Waiting for approval', false, false],
    ['Vendor Approved', true, false],
    ['In Progress', true, false],
    ['Accept to Pick Up', true, false],
    ['Delivered', true, false],
    ['Return Request', true, false],
    ['Returned', true, true],
    ['Decline', false, true],
    ['Cancle', false, true],
  ] as Array<[OrderItemStatus, boolean, boolean]>)('%s: charged %s, final %s', (s, c, f) => {
    expect(isChargedItemStatus(s)).toBe(c);
    expect(isFinalItemStatus(s)).toBe(f);
  });
});

describe('what an item bills and nets', () => {
  it('bills its line total and shipping share until it is cancelled or declined', () => {
    expect(itemBillCents(item())).toBe(BILL);
    expect(itemBillCents(item({ status: 'Delivered' }))).toBe(BILL);
    expect(itemBillCents(item({ status: 'Cancle' }))).toBe(0);
    expect(itemBillCents(item({ status: 'Decline' }))).toBe(0);
  });
  it('nets its bill, nothing once cancelled, its shipping and restocking fee once returned', () => {
    expect(itemNetCents(item({ status: 'Shipped' }))).toBe(BILL);
    expect(itemNetCents(item({ status: 'Decline' }))).toBe(0);
    expect(itemNetCents(item({ status: 'Returned', restockingFeeCents: 500 }))).toBe(1_000);
  });
});

describe('orderTotalsFromItems', () => {
  it('adds every live item, drops cancelled ones, keeps shipping and restocking of returns', () => {
    const totals = orderTotalsFromItems([
      item({ id: 1, discountCents: 200 }),
      item({ id: 2, status: 'Cancle' }),
      item({ id: 3, status: 'Returned', restockingFeeCents: 500 }),
    ]);
    expect(totals).toEqual({
      subtotalCents: 22_000,
      discountCents: 200,
      feeCents: 1_100,
      taxCents: 1_650,
      shippingCents: 1_000,
      restockingCents: 500,
      markupCents: 2_000,
      totalCents: 22_000 + 1_100 + 1_650 + 1_000 + 500,
    });
  });
  it('is all zeros for an order whose items are all cancelled or declined', () => {
    const totals = orderTotalsFromItems([item({ status: 'Cancle' }), item({ status: 'Decline' })]);
    expect(Object.values(totals).every((v) => v === 0)).toBe(true);
  });
});

describe('orderMoneyProblems', () => {
  it('finds nothing in a placed order held for its total', () => {
    expect(
      orderMoneyProblems({ items: [item()], storedTotalCents: BILL, payment: payment() }),
    ).toEqual([]);
  });

  it('finds nothing once the item is captured, or cancelled and refunded, or returned', () => {
    const captured = payment({ capturedCents: BILL });
    expect(
      orderMoneyProblems({
        items: [item({ status: 'Vendor Approved', capturedCents: BILL })],
        storedTotalCents: BILL,
        payment: captured,
      }),
    ).toEqual([]);
    expect(
      orderMoneyProblems({
        items: [item({ status: 'Cancle', capturedCents: BILL, refundedCents: BILL })],
        storedTotalCents: 0,
        payment: { ...captured, refundOwedCents: BILL },
      }),
    ).toEqual([]);
    const refund = 24_750 - 500;
    expect(
      orderMoneyProblems({
        items: [
          item({
            status: 'Returned',
            capturedCents: BILL,
            refundedCents: refund,
            restockingFeeCents: 500,
          }),
        ],
        storedTotalCents: 1_000,
        payment: { ...captured, refundedCents: refund },
      }),
    ).toEqual([]);
  });

  it('reports a capture that repeats (defect 1: 8 approvals captured 8 times)', () => {
    const problems = orderMoneyProblems({
      items: [item({ status: 'Vendor Approved', capturedCents: 2 * BILL })],
      storedTotalCents: BILL,
      payment: payment({ capturedCents: 2 * BILL }),
    });
    expect(problems).toContain(
      `Captures of ${2 * BILL} cents exceed the ${BILL} cents authorised.`,
    );
    expect(problems.join(' ')).toMatch(/Item 1 \(Vendor Approved\) nets 50500 cents/);
  });

  it('reports a cancel after capture that only released (defect 2: no refund)', () => {
    const problems = orderMoneyProblems({
      items: [item({ status: 'Cancle', capturedCents: BILL })],
      storedTotalCents: 0,
      payment: payment({ capturedCents: BILL }),
    });
    expect(problems.join(' ')).toMatch(/it should net 0 cents/);
    expect(problems.join(' ')).toMatch(/Every item is settled, yet captured - refunded is 25250/);
  });

  it('reports refunds beyond the captures (defect 3: $6,050 refunded of $2,909.68)', () => {
    const problems = orderMoneyProblems({
      items: [item({ status: 'Returned', capturedCents: BILL, refundedCents: BILL + 1 })],
      storedTotalCents: 500,
      payment: payment({ capturedCents: BILL, refundedCents: BILL + 1 }),
    });
    expect(problems[0]).toBe(`Refunds of ${BILL + 1} cents exceed the ${BILL} cents captured.`);
  });

  it('reports a stored total adjusted by deltas away from its items (defect 4)', () => {
    const problems = orderMoneyProblems({
      items: [item()],
      storedTotalCents: 2_122_322,
      payment: payment(),
    });
    expect(problems).toEqual([
      `The order's total is 2122322 cents; its items add up to ${BILL} cents.`,
    ]);
  });

  it('reports an item moved on without a charge, and a refund without one', () => {
    expect(
      orderMoneyProblems({
        items: [item({ status: 'Shipped' })],
        storedTotalCents: BILL,
        payment: payment(),
      }).join(' '),
    ).toMatch(/Item 1 is Shipped but was never charged/);
    expect(
      orderMoneyProblems({
        items: [item({ status: 'Cancle', refundedCents: 10 })],
        storedTotalCents: 0,
        payment: payment({ capturedCents: 0, refundOwedCents: 10 }),
      }).join(' '),
    ).toMatch(/refunded 10 cents without a charge/);
  });

  it('reports an order figure that the items do not explain', () => {
    const problems = orderMoneyProblems({
      items: [item({ status: 'Vendor Approved', capturedCents: BILL })],
      storedTotalCents: BILL,
      payment: payment({ capturedCents: BILL, authorizedCents: 2 * BILL, refundedCents: 0 }),
    });
    expect(problems).toEqual([]);
    const off = orderMoneyProblems({
      items: [item({ status: 'Vendor Approved', capturedCents: BILL - 1 })],
      storedTotalCents: BILL,
      payment: payment({ capturedCents: BILL }),
    });
    expect(off).toContain(
      `The items' captures add up to ${BILL - 1} cents, the order's to ${BILL} cents.`,
    );
    const refunds = orderMoneyProblems({
      items: [item({ status: 'Vendor Approved', capturedCents: BILL })],
      storedTotalCents: BILL,
      payment: payment({ capturedCents: BILL, refundOwedCents: 0, refundedCents: 0 }),
    });
    expect(refunds).toEqual([]);
  });

  it('accepts a charged item waiting again for approval, with its bill still netted', () => {
    expect(
      orderMoneyProblems({
        items: [item({ capturedCents: BILL })],
        storedTotalCents: BILL,
        payment: payment({ capturedCents: BILL }),
      }),
    ).toEqual([]);
  });

  it('reports a hold that no longer covers what is still to be charged', () => {
    expect(
      orderMoneyProblems({
        items: [item()],
        storedTotalCents: BILL,
        payment: payment({ releasedCents: 1 }),
      }),
    ).toEqual([
      `The open hold of ${BILL - 1} cents does not cover the ${BILL} cents still to charge.`,
    ]);
    expect(heldCents(payment({ releasedCents: 1, capturedCents: 2 }))).toBe(BILL - 3);
  });

  // Property: an order whose money is computed as the rules say (captured = bill on the first
  // charge, refunded = captured - net on a cancel or return) never breaks an invariant, for any
  // mix of statuses; and changing any one figure by a cent does.
  it('finds nothing in any order whose figures follow the rules, and finds a cent off', () => {
    const statusArb = fc.constantFrom(...ORDER_ITEM_STATUSES);
    const itemArb = fc
      .record({
        status: statusArb,
        qty: fc.integer({ min: 1, max: 50 }),
        finalPriceCents: fc.integer({ min: 0, max: 500_000 }),
        markupCents: fc.integer({ min: 0, max: 50_000 }),
        feeCents: fc.integer({ min: 0, max: 20_000 }),
        taxCents: fc.integer({ min: 0, max: 20_000 }),
        shippingCents: fc.integer({ min: 0, max: 5_000 }),
        restock: fc.integer({ min: 0, max: 5_000 }),
        wasCharged: fc.boolean(),
      })
      .map((r) => {
        const line = (r.finalPriceCents + r.markupCents) * r.qty + r.feeCents + r.taxCents;
        const charged = isChargedItemStatus(r.status) || r.wasCharged;
        const base = {
          id: 0,
          status: r.status,
          qty: r.qty,
          finalPriceCents: r.finalPriceCents,
          markupCents: r.markupCents,
          discountCents: 0,
          feeCents: r.feeCents,
          taxCents: r.taxCents,
          lineTotalCents: line,
          shippingCents: r.shippingCents,
          restockingFeeCents: r.status === 'Returned' ? Math.min(r.restock, line) : 0,
        };
        const capturedCents = charged ? line + r.shippingCents : 0;
        const net = r.status === 'Waiting for approval' ? capturedCents : itemNetCents(base);
        return { ...base, capturedCents, refundedCents: capturedCents - net };
      });
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1, maxLength: 6 }),
        fc.nat(5_000),
        (raw, spare) => {
          const items = raw.map((it, i) => ({ ...it, id: i + 1 }));
          const captured = items.reduce((s, i) => s + i.capturedCents, 0);
          const refunded = items.reduce((s, i) => s + i.refundedCents, 0);
          const toCharge = items
            .filter((i) => i.capturedCents === 0 && i.status === 'Waiting for approval')
            .reduce((s, i) => s + itemBillCents(i), 0);
          const figures = payment({
            authorizedCents: captured + toCharge + spare,
            capturedCents: captured,
            refundedCents: refunded,
          });
          const total = orderTotalsFromItems(items).totalCents;
          expect(orderMoneyProblems({ items, storedTotalCents: total, payment: figures })).toEqual(
            [],
          );
          expect(
            orderMoneyProblems({ items, storedTotalCents: total + 1, payment: figures }).length,
          ).toBeGreaterThan(0);
          if (captured > 0) {
            expect(
              orderMoneyProblems({
                items,
                storedTotalCents: total,
                payment: { ...figures, capturedCents: captured + 1 },
              }).length,
            ).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the payees ledger of an item', () => {
  const shipped = item({ status: 'Shipped', capturedCents: BILL });
  it('holds the vendor share from the capture and the Pro markup from delivery', () => {
    expect(expectedItemLedger({ item: item(), delivered: false })).toEqual({
      vendorCents: 0,
      proCents: 0,
    });
    expect(expectedItemLedger({ item: shipped, delivered: false })).toEqual({
      vendorCents: 20_000,
      proCents: 0,
    });
    expect(
      expectedItemLedger({ item: { ...shipped, status: 'Delivered' }, delivered: true }),
    ).toEqual({ vendorCents: 20_000, proCents: 2_000 });
  });
  it('holds nothing for a cancelled, declined or returned item', () => {
    for (const status of ['Cancle', 'Decline', 'Returned'] as const) {
      expect(expectedItemLedger({ item: { ...shipped, status }, delivered: true })).toEqual({
        vendorCents: 0,
        proCents: 0,
      });
    }
  });
  it('reports a Pro credited eight times (defect 4) and a vendor share never taken back', () => {
    expect(
      itemLedgerProblems({
        item: { ...shipped, status: 'Delivered' },
        delivered: true,
        vendorCents: 20_000,
        proCents: 8 * 2_000,
      }),
    ).toEqual(["Item 1: the Pro's ledger holds 16000 cents, it should hold 2000."]);
    expect(
      itemLedgerProblems({
        item: { ...shipped, status: 'Cancle' },
        delivered: false,
        vendorCents: 20_000,
        proCents: 0,
      }),
    ).toEqual(["Item 1: the vendor's ledger holds 20000 cents, it should hold 0."]);
  });
});
