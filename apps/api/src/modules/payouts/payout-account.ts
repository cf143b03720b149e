import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { iso } from '../shared/format.ts';

type PayoutAccount = typeof t.payoutAccounts.$inferSelect;

export function payoutJson(row: PayoutAccount | undefined) {
  return {
    provider: 'sandbox',
    status: (row ? 'active' : 'not_started') as 'active' | 'not_started',
    account_holder_name: row?.accountHolderName ?? null,
    account_last4: row?.accountLast4 ?? null,
    updated_at: row ? iso(row.updatedAt) : null,
  };
}

export async function payoutAccount(db: Db, userId: number) {
  const [row] = await db.select().from(t.payoutAccounts).where(eq(t.payoutAccounts.userId, userId));
  return row;
}

/** The payout provider opens the account first; only what it answers is stored (last 4 digits). */
export async function savePayoutAccount(
  deps: Deps,
  user: UserRow,
  input: { account_holder_name: string; routing_number: string; account_number: string },
) {
  const account = await deps.payouts.createAccount({
    accountHolder: input.account_holder_name,
    routingNumber: input.routing_number,
    accountNumber: input.account_number,
  });
  const values = {
    providerRef: account.ref,
    accountHolderName: input.account_holder_name,
    accountLast4: account.last4,
    status: 'active',
    updatedAt: deps.now(),
  };
  const [row] = await deps.database.db
    .insert(t.payoutAccounts)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: t.payoutAccounts.userId, set: values })
    .returning();
  return row;
}
