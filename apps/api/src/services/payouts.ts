import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** A payee's account at the provider as the payee sees it (issue 27). */
export interface PayoutAccountState {
  ref: string;
  /** pending: onboarding not finished; active: transfers can be sent; restricted: the provider needs more. */
  status: 'pending' | 'active' | 'restricted';
  /** Why it is not active (the provider's words), or null. */
  reason: string | null;
  /** The last four digits of the bank account, when the provider shows them. */
  last4: string | null;
}

/** The payee's payouts are set up at the provider's hosted onboarding, not with a bank form. */
export class HostedOnboardingOnly extends Error {}

/** A payout provider (sandbox by default; Stripe Connect with PAYMENTS=stripe). */
export interface PayoutProvider {
  readonly kind: 'sandbox' | 'stripe';
  /**
   * Hosted onboarding (Stripe Connect Express): the payee's account, made once (`accountRef` when
   * it exists), and a single-use link to the provider's onboarding. Absent for the sandbox,
   * which takes bank details with `createAccount`.
   */
  startOnboarding?(input: {
    userId: number;
    email: string;
    accountRef: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string; state: PayoutAccountState }>;
  /** The account's state as the provider has it now (after `account.updated`). */
  accountState?(ref: string): Promise<PayoutAccountState>;
  createAccount(input: {
    accountHolder: string;
    routingNumber: string;
    accountNumber: string;
  }): Promise<{ ref: string; last4: string; status: 'verified' }>;
  /**
   * Sends `amountCents` to the payee's account. Idempotent by `idempotencyKey`, as real
   * providers are (Stripe's Idempotency-Key, for one): the same key pays once and answers the
   * same transfer again, so a payout run that crashed after the provider paid but before it
   * recorded that can simply ask again.
   */
  pay(input: {
    accountRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ ref: string }>;
}

/**
 * Sandbox: accepts any 9-digit routing number and a 4-17 digit account number; pays nobody.
 * Its transfers are kept in the database (`sandbox_payout_transfers`, the provider's own
 * record), so its idempotency survives a crash of the process like a real provider's does.
 * `delayMs` makes each transfer take that long (tests use it to interrupt a run mid-way).
 */
export function sandboxPayouts(db: Db, options: { delayMs?: number } = {}): PayoutProvider {
  return {
    kind: 'sandbox',
    async createAccount(input) {
      return {
        ref: `sandbox_payee_${randomBytes(8).toString('hex')}`,
        last4: input.accountNumber.slice(-4),
        status: 'verified',
      };
    },
    async pay({ accountRef, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw new Error(`A payout must be a positive whole number of cents (got ${amountCents}).`);
      }
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      await db
        .insert(t.sandboxPayoutTransfers)
        .values({
          idempotencyKey,
          ref: `sandbox_po_${randomBytes(8).toString('hex')}`,
          accountRef,
          amountCents,
        })
        .onConflictDoNothing();
      const [transfer] = await db
        .select()
        .from(t.sandboxPayoutTransfers)
        .where(eq(t.sandboxPayoutTransfers.idempotencyKey, idempotencyKey));
      if (!transfer) throw new Error('The sandbox lost a transfer it just recorded.');
      if (transfer.amountCents !== amountCents || transfer.accountRef !== accountRef) {
        throw new Error('An idempotency key was reused for a different payout.');
      }
      return { ref: transfer.ref };
    },
  };
}
