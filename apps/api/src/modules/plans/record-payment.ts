/**
 * Recording a plan payment (one use case): the amount and period a subscription was paid for,
 * written once per invoice, which the entitlement reads (Premium's paid amount).
 */
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** One paid period, once per invoice (the first payment and every renewal). */
export async function recordPayment(
  db: Db,
  payment: {
    subscriptionId: number;
    providerRef: string;
    amountCents: number;
    periodStart: Date | null;
    periodEnd: Date | null;
    paidAt: Date;
  },
) {
  await db.insert(t.subscriptionPayments).values(payment).onConflictDoNothing();
}
