/**
 * Raising an order's card hold (one use case): the processor asked first, since the customer waits
 * for the card's answer, and the increment recorded at once.
 */
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { PaymentDeclined } from '../../services/payments.ts';
import { recordOperation } from './payment-operations.ts';

/**
 * Raises an order's hold by `amountCents` before the transaction that needs it (the customer
 * waits for the card's answer): the processor is called with `key`, then the increment is
 * recorded at once in its own transaction, so that a transaction that then fails leaves a hold
 * the next settlement sees and releases. A decline throws `declined`.
 */
export async function raiseHold(
  deps: Deps,
  orderId: number,
  amountCents: number,
  key: string,
  reason: string,
  declined: () => Error,
) {
  if (amountCents <= 0) return;
  const { db } = deps.database;
  const [auth] = await db
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, orderId));
  if (!auth) return;
  try {
    await deps.payments.incrementAuthorization(auth.processorRef, amountCents, key);
  } catch (err) {
    if (err instanceof PaymentDeclined) throw declined();
    throw err;
  }
  await recordOperation(db, {
    orderId,
    kind: 'increment',
    amountCents,
    idempotencyKey: key,
    reason,
    done: { processorRef: auth.processorRef, at: deps.now() },
  });
}
