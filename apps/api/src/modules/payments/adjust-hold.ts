import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import type { HttpError } from '../../http/errors.ts';
import { PaymentDeclined } from '../../services/payments.ts';

/**
 * Moves an order's card hold by `deltaCents`, inside the caller's transaction: a higher amount
 * is authorised first (a decline throws `declined(delta)` and the transaction writes nothing),
 * then the stored amount follows. A lower amount is given back to the card only after the
 * commit: call the returned `afterCommit`.
 */
export async function adjustHold(
  tx: Db,
  deps: Deps,
  orderId: number,
  deltaCents: number,
  idempotencyKey: string,
  declined: (deltaCents: number) => HttpError,
): Promise<{ afterCommit: () => Promise<void> }> {
  const nothing = { afterCommit: async () => {} };
  const [auth] = await tx
    .select()
    .from(t.paymentAuthorizations)
    .where(eq(t.paymentAuthorizations.orderId, orderId));
  if (!auth || deltaCents === 0) return nothing;
  if (deltaCents > 0) {
    try {
      await deps.payments.incrementAuthorization(auth.processorRef, deltaCents, idempotencyKey);
    } catch (err) {
      if (err instanceof PaymentDeclined) throw declined(deltaCents);
      throw err;
    }
  }
  await tx
    .update(t.paymentAuthorizations)
    .set({ amountCents: auth.amountCents + deltaCents })
    .where(eq(t.paymentAuthorizations.id, auth.id));
  if (deltaCents > 0) return nothing;
  return { afterCommit: () => deps.payments.release(auth.processorRef, -deltaCents) };
}
