/**
 * Writing a payout account's state as the provider reports it (one use case): pending, active or
 * restricted, from `account.updated` or a return from onboarding.
 */
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import type { PayoutAccountState } from '../../services/payouts.ts';

/** Records an account's state at the provider (onboarding, `account.updated`). */
export async function saveAccountState(
  deps: Pick<Deps, 'database' | 'payouts' | 'now'>,
  userId: number,
  state: PayoutAccountState,
  holder?: string,
) {
  const values = {
    providerRef: state.ref,
    status: state.status,
    statusReason: state.reason,
    provider: deps.payouts.kind,
    updatedAt: deps.now(),
    ...(state.last4 ? { accountLast4: state.last4 } : {}),
  };
  const [row] = await deps.database.db
    .insert(t.payoutAccounts)
    .values({
      userId,
      accountHolderName: holder ?? '',
      accountLast4: state.last4 ?? '',
      ...values,
    })
    .onConflictDoUpdate({ target: t.payoutAccounts.userId, set: values })
    .returning();
  return row;
}
