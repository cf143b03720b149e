/**
 * The payee ledger of an order item (one use case): one entry per item and event, written once
 * (`ledgerEntry`), and the sum of an item's entries for a payee (`ledgerSum`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Tx } from '../payments/index.ts';

/**
 * A payee ledger entry for one item and event: the unique event key makes a second one
 * impossible (a concurrent or repeated transition writes nothing more).
 */
export async function ledgerEntry(
  tx: Tx,
  entry: {
    userId: number;
    orderItemId: number;
    kind: string;
    amountCents: number;
    availableAt: Date | null;
    eventKey: string;
  },
) {
  if (entry.amountCents === 0) return;
  await tx.insert(t.payoutLedger).values(entry).onConflictDoNothing();
}

/** The sum of an item's ledger entries for `userId` among `kinds`. */
export async function ledgerSum(tx: Tx, itemId: number, userId: number, kinds: string[]) {
  const rows = await tx
    .select({ amount: t.payoutLedger.amountCents })
    .from(t.payoutLedger)
    .where(
      and(
        eq(t.payoutLedger.orderItemId, itemId),
        eq(t.payoutLedger.userId, userId),
        inArray(t.payoutLedger.kind, kinds),
      ),
    );
  return rows.reduce((sum, r) => sum + r.amount, 0);
}
