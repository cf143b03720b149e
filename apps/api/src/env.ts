import type { Endpoint } from '@brand/core/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type * as schema from './db/schema.ts';
import type { Mailer } from './services/mailer.ts';
import type { PaymentProcessor } from './services/payments.ts';
import type { PayoutProvider } from './services/payouts.ts';
import type { FileStorage } from './services/storage.ts';
import type { Stripe } from './services/stripe-client.ts';

export type UserRow = typeof schema.users.$inferSelect;
export type AiUserRow = typeof schema.aiUsers.$inferSelect;
export type TokenRow = typeof schema.tokens.$inferSelect;

/** Everything the app needs from outside; tests pass their own. */
export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: FileStorage;
  payments: PaymentProcessor;
  payouts: PayoutProvider;
  /**
   * Issue 27: the Stripe client with PAYMENTS=stripe (plans through Billing, the webhook's
   * reads); undefined under the sandbox.
   */
  stripe?: Stripe;
  now: () => Date;
  /** Called when a JSON answer does not match its endpoint's response schema (tests fail on it). */
  checkResponses?: (endpoint: Endpoint, errors: Record<string, string[]>) => void;
  /** Aborted when the process shuts down: live streams end. */
  shutdownSignal?: AbortSignal;
  /** Where the built site and embed are, when they exist. */
  staticRoots?: { site?: string; embed?: string; storybook?: string };
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    /** The signed-in user (status Active or Approve), or null. */
    user: UserRow | null;
    token: TokenRow | null;
    /** A signed-in user whose status does not allow sign-in (only logout accepts them). */
    restrictedUser: UserRow | null;
    aiUser: AiUserRow | null;
    aiToken: TokenRow | null;
    /** A showroom's allowed domains refused this request's Origin: no CORS headers on it. */
    embedDenied?: boolean;
  };
}
