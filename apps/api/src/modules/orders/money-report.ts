/**
 * Reconciliation (issue 22): every invariant an order breaks, read the way `settleOrder`
 * enforces them (core `orderMoneyProblems`), plus what only a walk over the books can see: the
 * payees' ledger of each item against what the item earned them (core `itemLedgerProblems`),
 * card operations that failed, and the processor's own figures against ours. `pnpm --filter
 * @brand/api money:check` prints it for every order; admins read it in the console's Payments.
 */
import type { OrderItemStatus } from '@brand/core/contract';
import { itemLedgerProblems, orderMoneyProblems, orderStatus } from '@brand/core/rules';
import { desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { PaymentProcessor } from '../../services/payments.ts';
import { dollars, iso } from '../shared/index.ts';
import { type Order, orderNumber } from './order-json.ts';
import { loadOrderMoney, type OrderMoney, paymentJson } from './order-money.ts';

const VENDOR_KINDS = ['sale', 'sale_adjustment', 'sale_reversal'];
const PRO_KINDS = ['profit', 'return'];

export interface OrderMoneyReport {
  order: Order;
  money: OrderMoney;
  customerEmail: string;
  operationsPending: number;
  problems: string[];
}

/**
 * The report of these orders (a few queries whatever their number). With `processor`, its own
 * figures of each authorisation are compared with the operations we recorded as done.
 */
export async function reportOrders(
  db: Db,
  orders: Order[],
  processor?: Pick<PaymentProcessor, 'lookup'>,
): Promise<OrderMoneyReport[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const [moneyByOrder, ops, refunds, ledger, showrooms, customers, auths] = await Promise.all([
    loadOrderMoney(db, ids),
    db.select().from(t.paymentOperations).where(inArray(t.paymentOperations.orderId, ids)),
    db.select().from(t.refunds).where(inArray(t.refunds.orderId, ids)),
    db
      .select({
        orderItemId: t.payoutLedger.orderItemId,
        userId: t.payoutLedger.userId,
        kind: t.payoutLedger.kind,
        amountCents: t.payoutLedger.amountCents,
      })
      .from(t.payoutLedger)
      .innerJoin(t.orderItems, eq(t.orderItems.id, t.payoutLedger.orderItemId))
      .where(inArray(t.orderItems.orderId, ids)),
    db
      .select({ id: t.showrooms.id, userId: t.showrooms.userId })
      .from(t.showrooms)
      .where(inArray(t.showrooms.id, [...new Set(orders.map((o) => o.showroomId))])),
    db
      .select({ id: t.users.id, email: t.users.email })
      .from(t.users)
      .where(inArray(t.users.id, [...new Set(orders.map((o) => o.userId))])),
    db.select().from(t.paymentAuthorizations).where(inArray(t.paymentAuthorizations.orderId, ids)),
  ]);
  const reports: OrderMoneyReport[] = [];
  for (const order of orders) {
    const money = moneyByOrder.get(order.id);
    if (!money) continue;
    const problems = orderMoneyProblems({
      items: money.money,
      storedTotalCents: order.totalCents,
      payment: money.payment,
    });
    const proId = showrooms.find((s) => s.id === order.showroomId)?.userId;
    for (const [index, item] of money.items.entries()) {
      const mine = ledger.filter((l) => l.orderItemId === item.id);
      const sum = (userId: number | undefined, kinds: string[]) =>
        mine
          .filter((l) => l.userId === userId && kinds.includes(l.kind))
          .reduce((s, l) => s + l.amountCents, 0);
      const m = money.money[index];
      if (!m) continue;
      problems.push(
        ...itemLedgerProblems({
          item: m,
          delivered: item.deliveredAt !== null,
          vendorCents: sum(item.vendorId, VENDOR_KINDS),
          proCents: sum(proId, PRO_KINDS),
        }),
      );
    }
    const mineOps = ops.filter((o) => o.orderId === order.id);
    for (const op of mineOps.filter((o) => o.status === 'failed')) {
      problems.push(
        `A ${op.kind} of ${op.amountCents} cents failed ${op.attempts} time(s): ${op.lastError ?? 'no reason given'}.`,
      );
    }
    const auth = auths.find((a) => a.orderId === order.id);
    if (processor && auth) {
      const theirs = await processor.lookup(auth.processorRef);
      const done = (kinds: string[]) =>
        mineOps
          .filter((o) => o.status === 'done' && kinds.includes(o.kind))
          .reduce((s, o) => s + o.amountCents, 0);
      const ours = {
        authorized: done(['authorize', 'increment']),
        released: done(['release']),
        captured: done(['capture']),
        refunded: refunds
          .filter((r) => r.orderId === order.id && r.status === 'refunded')
          .reduce((s, r) => s + r.amountCents, 0),
      };
      if (!theirs) problems.push(`The processor knows no authorisation ${auth.processorRef}.`);
      else {
        const pairs: Array<[string, number, number]> = [
          ['authorised', theirs.authorizedCents, ours.authorized],
          ['released', theirs.releasedCents, ours.released],
          ['captured', theirs.capturedCents, ours.captured],
          ['refunded', theirs.refundedCents, ours.refunded],
        ];
        for (const [what, processorCents, ourCents] of pairs) {
          if (processorCents !== ourCents) {
            problems.push(
              `The processor has ${processorCents} cents ${what}; our books say ${ourCents}.`,
            );
          }
        }
      }
    }
    reports.push({
      order,
      money,
      customerEmail: customers.find((c) => c.id === order.userId)?.email ?? '',
      operationsPending:
        mineOps.filter((o) => o.status !== 'done').length +
        refunds.filter((r) => r.orderId === order.id && r.status !== 'refunded').length,
      problems,
    });
  }
  return reports;
}

/** A report as the admin console shows it. */
export function reportJson(report: OrderMoneyReport) {
  return {
    order_id: report.order.id,
    order_number: orderNumber(report.order.id),
    created_at: iso(report.order.createdAt),
    customer_email: report.customerEmail,
    status: orderStatus(report.money.items as Array<{ status: OrderItemStatus }>),
    total: dollars(report.order.totalCents),
    payment: paymentJson(report.money),
    operations_pending: report.operationsPending,
    problems: report.problems,
  };
}

/**
 * Walks every order, newest first, `batch` at a time (bounded memory whatever their number),
 * calling `each` with the reports of every batch.
 */
export async function walkOrders(
  db: Db,
  each: (reports: OrderMoneyReport[]) => void | Promise<void>,
  processor?: Pick<PaymentProcessor, 'lookup'>,
  batch = 200,
) {
  let before: number | undefined;
  for (;;) {
    const orders = await db
      .select()
      .from(t.orders)
      .where(before === undefined ? isNotNull(t.orders.id) : lt(t.orders.id, before))
      .orderBy(desc(t.orders.id))
      .limit(batch);
    if (orders.length === 0) return;
    await each(await reportOrders(db, orders, processor));
    before = orders.at(-1)?.id;
  }
}

/** Admins' Payments: a page of orders, or only those that do not add up. */
export async function listOrderMoney(
  db: Db,
  query: { unbalanced?: boolean },
  page: { perPage: number; offset: number },
  processor?: Pick<PaymentProcessor, 'lookup'>,
) {
  if (!query.unbalanced) {
    const [orders, [count]] = await Promise.all([
      db.select().from(t.orders).orderBy(desc(t.orders.id)).limit(page.perPage).offset(page.offset),
      db.$count(t.orders).then((n) => [n]),
    ]);
    const reports = await reportOrders(db, orders, processor);
    return { data: reports.map(reportJson), total: count ?? 0 };
  }
  const unbalanced: OrderMoneyReport[] = [];
  await walkOrders(
    db,
    (reports) => {
      unbalanced.push(...reports.filter((r) => r.problems.length > 0));
    },
    processor,
  );
  return {
    data: unbalanced.slice(page.offset, page.offset + page.perPage).map(reportJson),
    total: unbalanced.length,
  };
}
