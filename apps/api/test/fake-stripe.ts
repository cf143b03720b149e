/**
 * A local fake of the Stripe API endpoints this project calls (issue 27): PaymentIntents,
 * Refunds, Customers, Accounts, AccountLinks, Transfers, Checkout Sessions, the Billing Portal
 * and Subscriptions. It answers the shapes the `stripe` package's types describe, checks the
 * secret key, keeps Stripe's idempotency (the same key and parameters answer the first result,
 * `Idempotent-Replayed: true`; the same key with other parameters is an `idempotency_error`),
 * refuses what Stripe refuses (a capture beyond what is capturable, `final_capture: false`
 * without multicapture, a refund beyond the captures, a transfer to an account without the
 * transfers capability), lets holds lapse 7 days after they were made, and records the events
 * Stripe would send, for the tests to deliver signed to the webhook.
 *
 * Test PaymentMethods are Stripe's own test ids (`pm_card_visa`, `pm_card_chargeDeclined`,
 * `pm_card_chargeDeclinedInsufficientFunds`, `pm_card_authenticationRequired`, ...), plus
 * `pm_card_visa_noMulticapture` and `pm_card_visa_noIncrement` (ours: cards whose issuer offers
 * no multicapture or incremental authorisation).
 *
 * Started by the tests on a free port; `STRIPE_API_BASE` points the API's client at it. Run by
 * hand: `node --import tsx apps/api/test/fake-stripe.ts [port]`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

export const FAKE_KEYS = {
  secretKey: 'sk_test_fake0123456789',
  publishableKey: 'pk_test_fake0123456789',
  webhookSecret: 'whsec_fake0123456789',
};

type Obj = Record<string, unknown>;

interface FakeError {
  status: number;
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: Obj;
}

class Refusal extends Error {
  constructor(readonly error: FakeError) {
    super(error.message);
  }
}

const refuse = (status: number, message: string, extra: Partial<FakeError> = {}) =>
  new Refusal({ status, type: 'invalid_request_error', message, ...extra });

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0]=c`) back to nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.match(/[^[\]]+/g) ?? [];
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Obj;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const o = value as Obj;
    const keys = Object.keys(o);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrays(o[k]));
    }
    return Object.fromEntries(keys.map((k) => [k, arrays(o[k])]));
  };
  return arrays(root) as Obj;
}

interface CardBehaviour {
  brand: string;
  last4: string;
  decline?: { code: string; decline_code?: string; message: string };
  threeDs?: boolean;
  multicapture: boolean;
  increment: boolean;
}

const CARDS: Record<string, CardBehaviour> = {
  pm_card_visa: { brand: 'visa', last4: '4242', multicapture: true, increment: true },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', multicapture: true, increment: true },
  pm_card_visa_noMulticapture: {
    brand: 'visa',
    last4: '1111',
    multicapture: false,
    increment: true,
  },
  pm_card_visa_noIncrement: { brand: 'visa', last4: '1112', multicapture: true, increment: false },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    multicapture: true,
    increment: true,
    decline: {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    multicapture: true,
    increment: true,
    decline: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    threeDs: true,
    multicapture: true,
    increment: true,
  },
  pm_card_threeDSecure2Required: {
    brand: 'visa',
    last4: '3220',
    threeDs: true,
    multicapture: true,
    increment: true,
  },
};

const HOLD_SECONDS = 7 * 24 * 3600;
const MONTH_SECONDS = 30 * 24 * 3600;

export interface FakeStripeOptions {
  port?: number;
  /** The fake's clock (tests share theirs, so holds lapse when the test moves time). */
  now?: () => Date;
  secretKey?: string;
}

export interface FakeStripe {
  url: string;
  keys: typeof FAKE_KEYS;
  /** Every object by id. */
  objects: Map<string, Obj>;
  /** Events as Stripe would send them, oldest first. */
  events: Stripe.Event[];
  /** Every request: method, path, idempotency key, parsed parameters, status answered. */
  calls: { method: string; path: string; key: string | undefined; params: Obj; status: number }[];
  /** The next request whose path matches fails with this Stripe error once (a network-level
   * failure with `status: 0`: the connection is dropped before Stripe does anything). */
  failNext(path: RegExp, error: Partial<FakeError> & { status: number }): void;
  /** The customer passes (or fails) 3-D Secure in the browser for this PaymentIntent. */
  authenticate(paymentIntent: string, success: boolean): void;
  /** The customer pays in Checkout: the subscription starts, its first invoice is paid. */
  completeCheckout(session: string, options?: { card?: string }): Stripe.Subscription;
  /** The connected account finishes onboarding (active), stalls (restricted) or starts (pending). */
  setAccountState(account: string, state: 'active' | 'restricted' | 'pending'): void;
  /** The period ends: a renewal paid, a failed payment (past_due) or the end of a cancelled one. */
  endPeriod(subscription: string, outcome?: 'paid' | 'failed'): void;
  /** Holds older than 7 days lapse now (Stripe cancels them; `payment_intent.canceled`). */
  sweep(): void;
  /** Events of these types, oldest first. */
  eventsOf(...types: string[]): Stripe.Event[];
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const secret = options.secretKey ?? FAKE_KEYS.secretKey;
  const seconds = () => Math.floor(now().getTime() / 1000);
  const objects = new Map<string, Obj>();
  const events: Stripe.Event[] = [];
  const calls: FakeStripe['calls'] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: { path: RegExp; error: Partial<FakeError> & { status: number } }[] = [];
  let base = '';

  const get = <T = Obj>(objectId: string, kind: string): T => {
    const found = objects.get(objectId);
    if (!found || found.object !== kind) {
      throw refuse(404, `No such ${kind.replace(/_/g, '')}: '${objectId}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return found as T;
  };

  const emit = (type: string, object: Obj, previous?: Obj) => {
    events.push({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(),
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event);
  };

  // ---- PaymentIntents ------------------------------------------------------------------------

  const chargeOf = (pi: Obj) => objects.get(String(pi.latest_charge)) as Obj | undefined;

  /** A hold older than 7 days lapses (Stripe cancels uncaptured PaymentIntents). */
  const lapse = (pi: Obj) => {
    if (pi.status === 'requires_capture' && seconds() - Number(pi.created) >= HOLD_SECONDS) {
      pi.status = 'canceled';
      pi.cancellation_reason = 'automatic';
      pi.canceled_at = seconds();
      pi.amount_capturable = 0;
      emit('payment_intent.canceled', pi);
    }
  };

  const expandPi = (pi: Obj, params: Obj) => {
    lapse(pi);
    const expand = (params.expand as string[] | undefined) ?? [];
    const copy = structuredClone(pi);
    if (expand.includes('latest_charge') && pi.latest_charge) copy.latest_charge = chargeOf(pi);
    return copy;
  };

  const authorise = (pi: Obj, card: CardBehaviour) => {
    const charge: Obj = {
      id: id('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: 'usd',
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      status: 'succeeded',
      paid: true,
      created: seconds(),
      livemode: false,
      metadata: {},
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: 12,
          exp_year: 2034,
          multicapture: { status: card.multicapture ? 'available' : 'unavailable' },
          incremental_authorization: { status: card.increment ? 'available' : 'unavailable' },
        },
      },
    };
    objects.set(String(charge.id), charge);
    pi.latest_charge = charge.id;
    pi.status = 'requires_capture';
    pi.amount_capturable = pi.amount;
    pi.next_action = null;
    pi.last_payment_error = null;
    emit('payment_intent.amount_capturable_updated', pi);
  };

  function createPaymentIntent(params: Obj) {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw refuse(400, 'Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const pm = String(params.payment_method ?? '');
    const card = CARDS[pm];
    if (!card) {
      throw refuse(400, `No such PaymentMethod: '${pm}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    }
    const piId = id('pi');
    const pi: Obj = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(params.currency ?? 'usd'),
      capture_method: String(params.capture_method ?? 'automatic'),
      confirmation_method: 'automatic',
      client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
      created: seconds(),
      customer: params.customer ?? null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      payment_method: pm,
      payment_method_types: ['card'],
      allowed_payment_method_types: params.allowed_payment_method_types ?? ['card'],
      excluded_payment_method_types: null,
      payment_method_options: params.payment_method_options ?? null,
      cancellation_reason: null,
      canceled_at: null,
      status: 'requires_payment_method',
    };
    objects.set(piId, pi);
    if (params.confirm !== 'true') return pi;
    if (card.decline) {
      pi.last_payment_error = { type: 'card_error', ...card.decline };
      emit('payment_intent.payment_failed', pi);
      throw new Refusal({
        status: 402,
        type: 'card_error',
        ...card.decline,
        payment_intent: structuredClone(pi),
      });
    }
    if (card.threeDs) {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect' },
      };
      return pi;
    }
    authorise(pi, card);
    return pi;
  }

  function capturePaymentIntent(pi: Obj, params: Obj) {
    lapse(pi);
    if (pi.status !== 'requires_capture') {
      throw refuse(
        400,
        `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const capturable = Number(pi.amount_capturable);
    const amount =
      params.amount_to_capture === undefined ? capturable : Number(params.amount_to_capture);
    const final = params.final_capture !== 'false';
    const charge = chargeOf(pi) as Obj;
    const card = (charge.payment_method_details as { card: { multicapture: { status: string } } })
      .card;
    if (!final && card.multicapture.status !== 'available') {
      throw refuse(
        400,
        'final_capture=false can only be used when multicapture is available for this PaymentIntent.',
        {
          param: 'final_capture',
        },
      );
    }
    if (amount > capturable || amount <= 0) {
      throw refuse(
        400,
        `The amount to capture (${amount}) must be positive and at most the amount capturable (${capturable}).`,
        {
          code: 'amount_too_large',
          param: 'amount_to_capture',
        },
      );
    }
    pi.amount_received = Number(pi.amount_received) + amount;
    charge.amount_captured = Number(charge.amount_captured) + amount;
    charge.captured = true;
    pi.amount_capturable = final ? 0 : capturable - amount;
    if (pi.amount_capturable === 0) {
      pi.status = 'succeeded';
      emit('payment_intent.succeeded', pi);
    }
    emit('charge.captured', charge);
    return pi;
  }

  function cancelPaymentIntent(pi: Obj, params: Obj) {
    lapse(pi);
    if (
      ![
        'requires_payment_method',
        'requires_capture',
        'requires_confirmation',
        'requires_action',
      ].includes(String(pi.status))
    ) {
      throw refuse(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    pi.status = 'canceled';
    pi.amount_capturable = 0;
    pi.cancellation_reason = params.cancellation_reason ?? null;
    pi.canceled_at = seconds();
    emit('payment_intent.canceled', pi);
    return pi;
  }

  function incrementPaymentIntent(pi: Obj, params: Obj) {
    lapse(pi);
    const amount = Number(params.amount);
    if (pi.status !== 'requires_capture') {
      throw refuse(
        400,
        `This PaymentIntent has a status of ${pi.status}: it cannot be incremented.`,
        {
          code: 'payment_intent_unexpected_state',
        },
      );
    }
    const charge = chargeOf(pi) as Obj;
    const card = (
      charge.payment_method_details as { card: { incremental_authorization: { status: string } } }
    ).card;
    if (card.incremental_authorization.status !== 'available') {
      throw refuse(400, 'Incremental authorization is not available for this PaymentIntent.', {
        code: 'incremental_authorization_not_available',
      });
    }
    if (!(amount > Number(pi.amount))) {
      throw refuse(
        400,
        'The amount must be greater than the current amount of the PaymentIntent.',
        {
          param: 'amount',
        },
      );
    }
    pi.amount_capturable = Number(pi.amount_capturable) + amount - Number(pi.amount);
    pi.amount = amount;
    charge.amount = amount;
    emit('payment_intent.amount_capturable_updated', pi);
    return pi;
  }

  function createRefund(params: Obj) {
    const pi = get(String(params.payment_intent), 'payment_intent');
    const charge = chargeOf(pi);
    const left = charge ? Number(charge.amount_captured) - Number(charge.amount_refunded) : 0;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!charge || amount > left || amount <= 0) {
      throw refuse(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        {
          code: 'charge_exceeds_source_limit',
          param: 'amount',
        },
      );
    }
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund: Obj = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      charge: charge.id,
      payment_intent: pi.id,
      status: 'succeeded',
      created: seconds(),
      metadata: params.metadata ?? {},
      reason: null,
      failure_reason: null,
    };
    objects.set(String(refund.id), refund);
    emit('refund.created', refund);
    emit('charge.refunded', charge);
    return refund;
  }

  // ---- Connect -------------------------------------------------------------------------------

  function accountState(account: Obj, state: 'active' | 'restricted' | 'pending') {
    const active = state === 'active';
    account.details_submitted = state !== 'pending';
    account.charges_enabled = active;
    account.payouts_enabled = active;
    account.capabilities = {
      transfers: active ? 'active' : state === 'restricted' ? 'inactive' : 'pending',
    };
    account.requirements = {
      currently_due: active ? [] : ['individual.verification.document'],
      eventually_due: active ? [] : ['individual.verification.document'],
      past_due: state === 'restricted' ? ['individual.verification.document'] : [],
      disabled_reason:
        state === 'restricted'
          ? 'requirements.past_due'
          : state === 'pending'
            ? 'requirements.pending_verification'
            : null,
      errors: [],
      pending_verification: [],
      current_deadline: null,
      alternatives: [],
      disabled_reason_description: null,
    };
    account.external_accounts = {
      object: 'list',
      data: active
        ? [{ id: id('ba'), object: 'bank_account', last4: '6789', bank_name: 'STRIPE TEST BANK' }]
        : [],
      has_more: false,
      url: `/v1/accounts/${account.id}/external_accounts`,
    };
  }

  function createAccount(params: Obj) {
    const account: Obj = {
      id: id('acct'),
      object: 'account',
      type: params.type ?? 'express',
      country: params.country ?? 'US',
      email: params.email ?? null,
      default_currency: 'usd',
      created: seconds(),
      metadata: params.metadata ?? {},
      business_profile: {},
      settings: {},
    };
    accountState(account, 'pending');
    account.details_submitted = false;
    objects.set(String(account.id), account);
    return account;
  }

  function createTransfer(params: Obj) {
    const account = get(String(params.destination), 'account');
    const transfers = (account.capabilities as Obj).transfers;
    if (transfers !== 'active') {
      throw refuse(
        400,
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        {
          code: 'insufficient_capabilities_for_transfer',
          param: 'destination',
        },
      );
    }
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0)
      throw refuse(400, 'Invalid positive integer', { param: 'amount' });
    const transfer: Obj = {
      id: id('tr'),
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: String(params.currency ?? 'usd'),
      destination: account.id,
      transfer_group: params.transfer_group ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      reversed: false,
      reversals: { object: 'list', data: [], has_more: false, url: '' },
      created: seconds(),
      livemode: false,
    };
    objects.set(String(transfer.id), transfer);
    emit('transfer.created', transfer);
    return transfer;
  }

  // ---- Billing -------------------------------------------------------------------------------

  function createCheckoutSession(params: Obj) {
    if (params.mode !== 'subscription')
      throw refuse(400, 'This fake only opens subscription Checkout Sessions.', { param: 'mode' });
    const items = (params.line_items as Obj[] | undefined) ?? [];
    if (items.length === 0)
      throw refuse(400, 'line_items is required in subscription mode.', { param: 'line_items' });
    if (params.customer) get(String(params.customer), 'customer');
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: Obj = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      subscription: null,
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      url: `${base}/_test/checkout/${sessionId}`,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
      line_items_requested: items,
      subscription_data: params.subscription_data ?? {},
    };
    objects.set(sessionId, session);
    return session;
  }

  function priceOf(item: Obj): Obj {
    if (item.price) {
      return {
        id: String(item.price),
        object: 'price',
        unit_amount: 19_900,
        currency: 'usd',
        recurring: { interval: 'month', interval_count: 1 },
        product: id('prod'),
      };
    }
    const data = item.price_data as Obj;
    return {
      id: id('price'),
      object: 'price',
      unit_amount: Number(data.unit_amount),
      currency: data.currency,
      recurring: { interval: (data.recurring as Obj)?.interval ?? 'month', interval_count: 1 },
      product: id('prod'),
    };
  }

  function payInvoice(sub: Obj, start: number, end: number) {
    const item = ((sub.items as Obj).data as Obj[])[0] as Obj;
    const price = item.price as Obj;
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_due: price.unit_amount,
      amount_paid: price.unit_amount,
      currency: 'usd',
      status: 'paid',
      period_start: start,
      period_end: end,
      created: seconds(),
      billing_reason: sub.latest_invoice ? 'subscription_cycle' : 'subscription_create',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: {
        object: 'list',
        data: [
          { id: id('il'), object: 'line_item', amount: price.unit_amount, period: { start, end } },
        ],
        has_more: false,
        url: '',
      },
      status_transitions: { paid_at: seconds(), finalized_at: seconds() },
    };
    objects.set(String(invoice.id), invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  function setPeriod(sub: Obj, start: number) {
    for (const item of (sub.items as Obj).data as Obj[]) {
      item.current_period_start = start;
      item.current_period_end = start + MONTH_SECONDS;
    }
  }

  const periodEnd = (sub: Obj) =>
    Number((((sub.items as Obj).data as Obj[])[0] as Obj).current_period_end);

  function updateSubscription(sub: Obj, params: Obj) {
    const previous: Obj = {};
    if (params.cancel_at_period_end !== undefined) {
      if (sub.status === 'canceled')
        throw refuse(
          400,
          'A canceled subscription can only update its cancellation_details and metadata.',
        );
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? periodEnd(sub) : null;
      sub.canceled_at = sub.cancel_at_period_end ? seconds() : null;
    }
    if (params.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(params.metadata as Obj) };
    emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  // ---- HTTP ----------------------------------------------------------------------------------

  const createCustomer = (params: Obj) => {
    const customer: Obj = {
      id: id('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: seconds(),
      livemode: false,
    };
    objects.set(String(customer.id), customer);
    return customer;
  };

  const createAccountLink = (params: Obj) => {
    const account = get(String(params.account), 'account');
    return {
      object: 'account_link',
      created: seconds(),
      expires_at: seconds() + 300,
      url: `${base}/_test/onboarding/${account.id}?return=${encodeURIComponent(String(params.return_url ?? ''))}`,
    };
  };

  const createPortalSession = (params: Obj) => {
    const customer = get(String(params.customer), 'customer');
    const sessionId = id('bps');
    return {
      id: sessionId,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: params.return_url ?? null,
      url: `${base}/_test/portal/${sessionId}`,
      created: seconds(),
      livemode: false,
    };
  };

  const deleteSubscription = (sub: Obj) => {
    sub.status = 'canceled';
    sub.ended_at = seconds();
    sub.canceled_at = seconds();
    emit('customer.subscription.deleted', sub);
    return sub;
  };

  type Handler = (params: Obj, objectId: string) => Obj;
  const pi = (objectId: string) => get(objectId, 'payment_intent');
  const ROUTES: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/payment_intents$/, (p) => expandPi(createPaymentIntent(p), p)],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (p, i) => expandPi(pi(i), p)],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (p, i) => expandPi(capturePaymentIntent(pi(i), p), p),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (p, i) => expandPi(cancelPaymentIntent(pi(i), p), p),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/increment_authorization$/,
      (p, i) => expandPi(incrementPaymentIntent(pi(i), p), p),
    ],
    ['POST', /^\/v1\/refunds$/, (p) => createRefund(p)],
    ['POST', /^\/v1\/customers$/, (p) => createCustomer(p)],
    ['POST', /^\/v1\/accounts$/, (p) => createAccount(p)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (_p, i) => get(i, 'account')],
    ['POST', /^\/v1\/account_links$/, (p) => createAccountLink(p)],
    ['POST', /^\/v1\/transfers$/, (p) => createTransfer(p)],
    ['POST', /^\/v1\/checkout\/sessions$/, (p) => createCheckoutSession(p)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_p, i) => get(i, 'checkout.session')],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (p) => createPortalSession(p)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_p, i) => get(i, 'subscription')],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (p, i) => updateSubscription(get(i, 'subscription'), p),
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (_p, i) => deleteSubscription(get(i, 'subscription')),
    ],
  ];

  function route(method: string, path: string, params: Obj): Obj {
    for (const [verb, pattern, handler] of ROUTES) {
      const match = pattern.exec(path);
      if (verb === method && match) return handler(params, match[1] ?? '');
    }
    throw refuse(404, `Unrecognized request URL (${method}: ${path}). This fake does not know it.`);
  }

  function authenticatePayment(paymentIntent: string, success: boolean) {
    const pi = get(paymentIntent, 'payment_intent');
    if (pi.status !== 'requires_action')
      throw new Error(`${paymentIntent} does not wait for 3-D Secure`);
    const card = CARDS[String(pi.payment_method)] as CardBehaviour;
    if (success) authorise(pi, card);
    else {
      pi.status = 'requires_payment_method';
      pi.next_action = null;
      pi.last_payment_error = {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      emit('payment_intent.payment_failed', pi);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        ...headers,
      });
      res.end(JSON.stringify(payload));
    };
    // The browser's side of 3-D Secure, for a stand-in Stripe.js in the site's browser tests
    // (apps/site/e2e/fake-stripe-js.ts): the customer completes or fails the challenge.
    if (url.pathname === '/_test/authenticate' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      let status = 200;
      let payload: unknown = { ok: true };
      try {
        authenticatePayment(form.get('payment_intent') ?? '', form.get('success') === 'true');
      } catch (err) {
        status = 400;
        payload = { error: { message: err instanceof Error ? err.message : String(err) } };
      }
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(JSON.stringify(payload));
      return;
    }
    // The hosted pages (onboarding, Checkout, portal) a browser would see: plain text.
    if (url.pathname.startsWith('/_test/')) {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>Fake Stripe</title><p>Fake Stripe page ${url.pathname}</p>`);
      return;
    }
    const params = parseStripeForm(
      req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body,
    );
    const key = req.headers['idempotency-key'] as string | undefined;
    const record = (status: number) =>
      calls.push({ method: req.method ?? '', path: url.pathname, key, params, status });
    if (req.headers.authorization !== `Bearer ${secret}`) {
      record(401);
      send(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}***`,
        },
      });
      return;
    }
    const failure = failures.findIndex((f) => f.path.test(url.pathname));
    if (failure >= 0) {
      const error = failures.splice(failure, 1)[0]?.error ?? { status: 500 };
      record(error.status);
      if (error.status === 0) {
        req.socket.destroy();
        return;
      }
      send(error.status, {
        error: {
          type: 'api_error',
          message: 'An error occurred with our connection to Stripe.',
          ...error,
          status: undefined,
        },
      });
      return;
    }
    const fingerprint = JSON.stringify([req.method, url.pathname, params]);
    if (key && req.method === 'POST') {
      const seen = idempotent.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          record(400);
          send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        record(seen.status);
        send(seen.status, seen.body, {
          'Idempotent-Replayed': 'true',
          'Original-Request': 'req_fake',
        });
        return;
      }
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = route(req.method ?? 'GET', url.pathname, params);
      payload = structuredClone(payload);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      const { status: code, ...error } = err.error;
      status = code;
      payload = { error };
    }
    if (key && req.method === 'POST' && status !== 404)
      idempotent.set(key, { fingerprint, status, body: payload });
    record(status);
    send(status, payload);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('fake-stripe:', err);
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    keys: { ...FAKE_KEYS, secretKey: secret },
    objects,
    events,
    calls,
    failNext(path, error) {
      failures.push({ path, error });
    },
    authenticate(paymentIntent, success) {
      authenticatePayment(paymentIntent, success);
    },
    completeCheckout(sessionId) {
      const session = get(sessionId, 'checkout.session');
      if (session.status !== 'open') throw new Error(`${sessionId} is ${session.status}`);
      const requested = session.line_items_requested as Obj[];
      const subId = id('sub');
      const start = seconds();
      const metadata = ((session.subscription_data as Obj).metadata as Obj | undefined) ?? {};
      const sub: Obj = {
        id: subId,
        object: 'subscription',
        status: 'active',
        customer: session.customer,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        collection_method: 'charge_automatically',
        currency: 'usd',
        livemode: false,
        metadata,
        latest_invoice: null,
        items: {
          object: 'list',
          data: requested.map((item) => ({
            id: id('si'),
            object: 'subscription_item',
            price: priceOf(item),
            quantity: Number(item.quantity ?? 1),
            current_period_start: start,
            current_period_end: start + MONTH_SECONDS,
            metadata: {},
          })),
          has_more: false,
          url: `/v1/subscription_items?subscription=${subId}`,
        },
      };
      objects.set(subId, sub);
      const invoice = payInvoice(sub, start, start + MONTH_SECONDS);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.subscription = subId;
      emit('customer.subscription.created', sub);
      emit('invoice.paid', invoice);
      emit('checkout.session.completed', session);
      return structuredClone(sub) as unknown as Stripe.Subscription;
    },
    setAccountState(accountId, state) {
      const account = get(accountId, 'account');
      accountState(account, state);
      emit('account.updated', account);
    },
    endPeriod(subId, outcome = 'paid') {
      const sub = get(subId, 'subscription');
      const end = periodEnd(sub);
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled';
        sub.ended_at = end;
        emit('customer.subscription.deleted', sub);
        return;
      }
      if (outcome === 'failed') {
        const previous = { status: sub.status };
        sub.status = 'past_due';
        emit('invoice.payment_failed', {
          object: 'invoice',
          id: id('in'),
          customer: sub.customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
        });
        emit('customer.subscription.updated', sub, previous);
        return;
      }
      setPeriod(sub, end);
      sub.status = 'active';
      const invoice = payInvoice(sub, end, end + MONTH_SECONDS);
      emit('invoice.paid', invoice);
      emit('customer.subscription.updated', sub, { current_period_end: end });
    },
    sweep() {
      for (const object of objects.values()) if (object.object === 'payment_intent') lapse(object);
    },
    eventsOf(...types) {
      return events.filter((e) => types.includes(e.type));
    },
    close() {
      return new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

// By hand: node --import tsx apps/api/test/fake-stripe.ts [port]
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '\0')) {
  const fake = await startFakeStripe({ port: Number(process.argv[2] ?? 12111) });
  console.log(`Fake Stripe on ${fake.url} (secret key ${fake.keys.secretKey})`);
}

/**
 * Delivers an event to the API's webhook the way Stripe does: the JSON body signed with the
 * endpoint's secret through the stripe package's own test helper (`Stripe-Signature: t=...,
 * v1=...`). `signature` overrides the header (null: none); `body` sends other bytes than were
 * signed (a tampered payload).
 */
export async function deliver(
  apiUrl: string,
  event: Stripe.Event | Record<string, unknown>,
  options: { secret?: string; signature?: string | null; body?: string } = {},
) {
  const { default: StripeLib } = await import('stripe');
  const payload = JSON.stringify(event, null, 2);
  const header =
    options.signature !== undefined
      ? options.signature
      : StripeLib.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? FAKE_KEYS.webhookSecret,
        });
  const res = await fetch(`${apiUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(header === null ? {} : { 'Stripe-Signature': header }),
    },
    body: options.body ?? payload,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return {
    status: res.status,
    body: body as { received?: boolean; replayed?: boolean; message?: string },
  };
}

/** Delivers every event recorded since `from` (an index into `fake.events`), in order. */
export async function deliverSince(apiUrl: string, fake: FakeStripe, from: number) {
  const answers = [];
  for (const event of fake.events.slice(from)) answers.push(await deliver(apiUrl, event));
  return answers;
}
