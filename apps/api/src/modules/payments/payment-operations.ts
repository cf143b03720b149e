/**
 * The card side of an order (issue 22, docs/decisions/money.md). A transition decides the money
 * it moves inside its transaction (`recordOperation`, here: a capture, a release of the hold)
 * and the processor is called after the commit (`runOperations`, `run-operations.ts`), each call
 * with the operation's idempotency key. A failed call is retried with backoff
 * (`retryDueOperations`, every minute); a crash between the call and its record is repaired by
 * calling again with the same key, which the processor answers with its first result.
 * Authorisations and increments are the exception: the customer waits for the card's answer,
 * so they are called first and recorded at once (`raiseHold`, `raise-hold.ts`; place-order).
 */
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaymentOperation = typeof t.paymentOperations.$inferSelect;
export type OperationKind = 'authorize' | 'increment' | 'capture' | 'release';

/** Records an operation for after the commit (or one already done, for authorisations). */
export async function recordOperation(
  tx: Tx | Db,
  op: {
    orderId: number;
    orderItemId?: number | null;
    kind: OperationKind;
    amountCents: number;
    idempotencyKey: string;
    reason: string;
    done?: { processorRef: string | null; at: Date };
  },
) {
  if (op.amountCents <= 0) return undefined;
  const [row] = await tx
    .insert(t.paymentOperations)
    .values({
      orderId: op.orderId,
      orderItemId: op.orderItemId ?? null,
      kind: op.kind,
      amountCents: op.amountCents,
      idempotencyKey: op.idempotencyKey,
      reason: op.reason,
      status: op.done ? 'done' : 'pending',
      processorRef: op.done?.processorRef ?? null,
      doneAt: op.done?.at ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
