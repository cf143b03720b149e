/**
 * The money of an order (issue 22, docs/decisions/money.md): what each item bills, the order's
 * totals recomputed from its items, and the invariants that the card's hold, captures and
 * refunds must keep whatever happened to the order and in whatever order it happened. The API
 * enforces them in every transition and `money:check` reports any order that breaks one; the
 * same functions answer both, so there is one definition of "adds up".
 *
 * All figures are integer cents.
 */
import type { OrderItemStatus } from '../contract/enums';

/** Cancelled by the customer or declined by the vendor: the item is never charged. */
export const CANCELLED_MONEY_STATUSES: readonly OrderItemStatus[] = ['Cancle', 'Decline'];

/**
 * Statuses after which an item's status never changes again (ours): a cancelled or declined
 * item has been released or refunded, a returned one refunded. Moving it on would charge a
 * card whose hold is gone, or refund twice.
 */
export const FINAL_ITEM_STATUSES: readonly OrderItemStatus[] = ['Cancle', 'Decline', 'Returned'];

/** The status an order item is placed in: held on the card, not charged. */
export const UNCHARGED_ITEM_STATUS: OrderItemStatus = 'Waiting for approval';

export const isCancelledItemStatus = (status: OrderItemStatus) =>
  CANCELLED_MONEY_STATUSES.includes(status);

export const isFinalItemStatus = (status: OrderItemStatus) => FINAL_ITEM_STATUSES.includes(status);

/**
 * True for the statuses in which the item's share is charged to the card: every status the
 * vendor or an admin moves an item to past its placement, except a cancel or decline. The
 * first such move captures (Vendor Approved, or any later status set directly).
 */
export function isChargedItemStatus(status: OrderItemStatus): boolean {
  return status !== UNCHARGED_ITEM_STATUS && !isCancelledItemStatus(status);
}

/** An order item's money as the invariants read it. */
export interface MoneyItem {
  id: number;
  status: OrderItemStatus;
  qty: number;
  /** Vendor unit price. */
  finalPriceCents: number;
  /** The Pro's markup per unit, after the coupon. */
  markupCents: number;
  /** The coupon's discount on the whole line. */
  discountCents: number;
  /** Platform fee of the line. */
  feeCents: number;
  /** Sales tax of the line. */
  taxCents: number;
  /** (final price + markup) x qty + fee + tax. */
  lineTotalCents: number;
  /** The item's share of the order's shipping. */
  shippingCents: number;
  /** Captured for this item (recorded; the processor may still be working on it). */
  capturedCents: number;
  /** Refunded or owed back for this item (every refund recorded, whatever its state). */
  refundedCents: number;
  /** The restocking fee kept by the refund of a return (0 without one). */
  restockingFeeCents: number;
}

/** What the customer pays for an item while they keep it: its line total and shipping share. */
export function itemBillCents(
  item: Pick<MoneyItem, 'status' | 'lineTotalCents' | 'shippingCents'>,
) {
  return isCancelledItemStatus(item.status) ? 0 : item.lineTotalCents + item.shippingCents;
}

/**
 * What an item must net (captured minus refunded) once its money has settled: nothing when it
 * was cancelled or declined; its shipping share and restocking fee once returned; its bill
 * otherwise.
 */
export function itemNetCents(
  item: Pick<MoneyItem, 'status' | 'lineTotalCents' | 'shippingCents' | 'restockingFeeCents'>,
) {
  if (isCancelledItemStatus(item.status)) return 0;
  if (item.status === 'Returned') return item.shippingCents + item.restockingFeeCents;
  return item.lineTotalCents + item.shippingCents;
}

/** An order's totals, in cents, as the order shows them. */
export interface OrderMoneyTotals {
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  taxCents: number;
  shippingCents: number;
  /** Restocking fees kept by returns. */
  restockingCents: number;
  /** The Pro's markup on the items still sold. */
  markupCents: number;
  totalCents: number;
}

/**
 * The order's totals from its items, never adjusted by a delta: cancelled and declined items
 * count for nothing; a returned item keeps its shipping share and its restocking fee; every
 * other item counts in full. `totalCents` is what the customer owes once everything settled.
 */
export function orderTotalsFromItems(items: readonly MoneyItem[]): OrderMoneyTotals {
  const totals: OrderMoneyTotals = {
    subtotalCents: 0,
    discountCents: 0,
    feeCents: 0,
    taxCents: 0,
    shippingCents: 0,
    restockingCents: 0,
    markupCents: 0,
    totalCents: 0,
  };
  for (const item of items) {
    if (isCancelledItemStatus(item.status)) continue;
    totals.shippingCents += item.shippingCents;
    if (item.status === 'Returned') {
      totals.restockingCents += item.restockingFeeCents;
      continue;
    }
    totals.subtotalCents += (item.finalPriceCents + item.markupCents) * item.qty;
    totals.discountCents += item.discountCents;
    totals.feeCents += item.feeCents;
    totals.taxCents += item.taxCents;
    totals.markupCents += item.markupCents * item.qty;
  }
  totals.totalCents =
    totals.subtotalCents +
    totals.feeCents +
    totals.taxCents +
    totals.shippingCents +
    totals.restockingCents;
  return totals;
}

/** The card side of an order, in cents (every operation recorded, done or still running). */
export interface OrderPaymentFigures {
  /** Authorised on the card, increments included. */
  authorizedCents: number;
  /** Given back from the hold without being charged. */
  releasedCents: number;
  capturedCents: number;
  /** Refunds the processor has made. */
  refundedCents: number;
  /** Refunds recorded and owed, not made yet (pending, or failed and retried). */
  refundOwedCents: number;
}

/** The card's hold still open: authorised, not released, not charged. */
export const heldCents = (p: OrderPaymentFigures) =>
  p.authorizedCents - p.releasedCents - p.capturedCents;

export interface OrderMoneyInput {
  items: readonly MoneyItem[];
  /** The totals the order stores (compared with the ones its items give). */
  storedTotalCents: number;
  payment: OrderPaymentFigures;
}

/**
 * Every invariant an order breaks, as sentences (none: it adds up). The invariants
 * (docs/decisions/money.md):
 * 1. refunds never exceed captures, and captures never exceed the authorisation;
 * 2. the stored total is the total of the items (recomputed, never adjusted by a delta);
 * 3. per item: an item never charged is waiting, cancelled or declined and refunded nothing;
 *    a charged item nets (captured - refunded) exactly `itemNetCents`, or its bill while it
 *    waits again for approval;
 * 4. once no item waits for approval, captured - refunded equals the order's total (0 when
 *    every item is cancelled or declined);
 * 5. the open hold covers every item still to be charged.
 */
export function orderMoneyProblems({
  items,
  storedTotalCents,
  payment,
}: OrderMoneyInput): string[] {
  const problems: string[] = [];
  const refunds = payment.refundedCents + payment.refundOwedCents;
  const cents = (n: number) => `${n} cents`;
  if (refunds > payment.capturedCents) {
    problems.push(
      `Refunds of ${cents(refunds)} exceed the ${cents(payment.capturedCents)} captured.`,
    );
  }
  if (payment.capturedCents > payment.authorizedCents - payment.releasedCents) {
    problems.push(
      `Captures of ${cents(payment.capturedCents)} exceed the ${cents(payment.authorizedCents - payment.releasedCents)} authorised.`,
    );
  }
  const totals = orderTotalsFromItems(items);
  if (storedTotalCents !== totals.totalCents) {
    problems.push(
      `The order's total is ${cents(storedTotalCents)}; its items add up to ${cents(totals.totalCents)}.`,
    );
  }
  let itemCaptured = 0;
  let itemRefunded = 0;
  let toCharge = 0;
  for (const item of items) {
    itemCaptured += item.capturedCents;
    itemRefunded += item.refundedCents;
    const net = item.capturedCents - item.refundedCents;
    if (item.capturedCents === 0) {
      if (isChargedItemStatus(item.status)) {
        problems.push(`Item ${item.id} is ${item.status} but was never charged.`);
      }
      if (item.refundedCents !== 0) {
        problems.push(
          `Item ${item.id} was refunded ${cents(item.refundedCents)} without a charge.`,
        );
      }
      if (item.status === UNCHARGED_ITEM_STATUS) toCharge += itemBillCents(item);
      continue;
    }
    const expected =
      item.status === UNCHARGED_ITEM_STATUS ? itemBillCents(item) : itemNetCents(item);
    if (net !== expected) {
      problems.push(
        `Item ${item.id} (${item.status}) nets ${cents(net)} (captured ${item.capturedCents}, refunded ${item.refundedCents}); it should net ${cents(expected)}.`,
      );
    }
  }
  if (itemCaptured !== payment.capturedCents) {
    problems.push(
      `The items' captures add up to ${cents(itemCaptured)}, the order's to ${cents(payment.capturedCents)}.`,
    );
  }
  if (itemRefunded !== refunds) {
    problems.push(
      `The items' refunds add up to ${cents(itemRefunded)}, the order's to ${cents(refunds)}.`,
    );
  }
  const settled = items.every((item) => item.status !== UNCHARGED_ITEM_STATUS);
  if (settled && payment.capturedCents - refunds !== totals.totalCents) {
    problems.push(
      `Every item is settled, yet captured - refunded is ${cents(payment.capturedCents - refunds)} for a total of ${cents(totals.totalCents)}.`,
    );
  }
  if (heldCents(payment) < toCharge) {
    problems.push(
      `The open hold of ${cents(heldCents(payment))} does not cover the ${cents(toCharge)} still to charge.`,
    );
  }
  return problems;
}

/** One order item's entries in the payees' ledger, summed by payee. */
export interface ItemLedger {
  item: Pick<
    MoneyItem,
    'id' | 'status' | 'qty' | 'finalPriceCents' | 'markupCents' | 'capturedCents'
  >;
  /** The item was delivered at least once (the Pro's profit is earned on delivery). */
  delivered: boolean;
  /** The vendor's sale entries for the item (sale, adjustments, reversal). */
  vendorCents: number;
  /** The Pro's entries for the item (profit and its reversal). */
  proCents: number;
}

/**
 * What the vendor and the Pro must hold for an item (DOMAIN.md): the vendor its final price x
 * qty from the capture on, the Pro its markup x qty from delivery on; nothing once the item is
 * cancelled, declined or returned.
 */
export function expectedItemLedger({ item, delivered }: Pick<ItemLedger, 'item' | 'delivered'>) {
  const kept = !isCancelledItemStatus(item.status) && item.status !== 'Returned';
  return {
    vendorCents: kept && item.capturedCents > 0 ? item.finalPriceCents * item.qty : 0,
    proCents: kept && delivered ? item.markupCents * item.qty : 0,
  };
}

/** The ledger problems of an item (none: the payees hold what the item earned them). */
export function itemLedgerProblems(ledger: ItemLedger): string[] {
  const expected = expectedItemLedger(ledger);
  const problems: string[] = [];
  if (ledger.vendorCents !== expected.vendorCents) {
    problems.push(
      `Item ${ledger.item.id}: the vendor's ledger holds ${ledger.vendorCents} cents, it should hold ${expected.vendorCents}.`,
    );
  }
  if (ledger.proCents !== expected.proCents) {
    problems.push(
      `Item ${ledger.item.id}: the Pro's ledger holds ${ledger.proCents} cents, it should hold ${expected.proCents}.`,
    );
  }
  return problems;
}
