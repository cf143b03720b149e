import { randomBytes } from 'node:crypto';

/** A payout provider (sandbox by default; a real provider is an adapter behind this). */
export interface PayoutProvider {
  createAccount(input: {
    accountHolder: string;
    routingNumber: string;
    accountNumber: string;
  }): Promise<{ ref: string; last4: string; status: 'verified' }>;
}

/** Sandbox: accepts any 9-digit routing number and a 4-17 digit account number. */
export function sandboxPayouts(): PayoutProvider {
  return {
    async createAccount(input) {
      return {
        ref: `sandbox_payee_${randomBytes(8).toString('hex')}`,
        last4: input.accountNumber.slice(-4),
        status: 'verified',
      };
    },
  };
}
