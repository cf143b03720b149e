import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

/** What the payment step needs of Stripe (issue 27): a PaymentMethod, and 3-D Secure. */
export interface StripeCard {
  /** The card typed in Stripe's field as a PaymentMethod id (`pm_...`): what the API is sent. */
  paymentMethod(billing: { name?: string }): Promise<string>;
  /** Runs the card's 3-D Secure step for a PaymentIntent the API answered `next_action` for. */
  authenticate(clientSecret: string): Promise<void>;
}

/** A refusal from Stripe.js (a declined or incomplete card, a failed 3-D Secure): its message. */
export class StripeCardError extends Error {}

export type StripeCardState =
  | { status: 'loading' }
  | { status: 'ready'; card: StripeCard }
  | { status: 'error'; message: string };

export const STRIPE_UNAVAILABLE =
  'The secure card field could not load. Check your connection and reload the page.';

/**
 * Stripe Elements' card field (issue 27: under PAYMENTS=stripe the card never reaches our
 * server). Stripe.js loads from js.stripe.com only on this step (`@stripe/stripe-js/pure`), and
 * the field mounts into `mount`; its own messages (an incomplete or invalid number) come back
 * through `onChange`.
 */
export function useStripeCard(
  publishableKey: string,
  mount: RefObject<HTMLDivElement | null>,
  onChange: (message: string | null) => void,
): StripeCardState {
  const [state, setState] = useState<StripeCardState>({ status: 'loading' });
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | null = null;
    void (async () => {
      let stripe: Stripe | null = null;
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        stripe = await loadStripe(publishableKey);
      } catch {
        stripe = null;
      }
      if (cancelled) return;
      const target = mount.current;
      if (!stripe || !target) {
        setState({ status: 'error', message: STRIPE_UNAVAILABLE });
        return;
      }
      const loaded = stripe;
      const field = loaded.elements().create('card', { hidePostalCode: true });
      element = field;
      field.on('change', (event) => changed.current(event.error?.message ?? null));
      field.on('ready', () => {
        if (!cancelled) setState({ status: 'ready', card: cardOf(loaded, field) });
      });
      field.mount(target);
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, mount]);

  return state;
}

function cardOf(stripe: Stripe, element: StripeCardElement): StripeCard {
  return {
    async paymentMethod(billing) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: element,
        billing_details: billing.name ? { name: billing.name } : {},
      });
      if (error || !paymentMethod) {
        throw new StripeCardError(error?.message ?? 'Your card could not be read.');
      }
      return paymentMethod.id;
    },
    async authenticate(clientSecret) {
      const { error } = await stripe.handleNextAction({ clientSecret });
      if (error) {
        throw new StripeCardError(
          error.message ?? 'We are unable to authenticate your payment method.',
        );
      }
    },
  };
}

/**
 * The card field under PAYMENTS=stripe: Stripe's card Element (number, expiry, CVC in Stripe's
 * own frame) with a label, its loading and failure states, and the message of the card (Stripe's
 * as it is typed, or the server's after a decline) under it, tied to the field for screen readers.
 */
export function StripeCardField({
  publishableKey,
  serverMessage,
  onCard,
}: {
  publishableKey: string;
  serverMessage: string | undefined;
  /** The card once Stripe's field is ready; called again (null) when the card is edited. */
  onCard: (card: StripeCard | null) => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const message = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [edited, setEdited] = useState(0);
  const state = useStripeCard(publishableKey, mount, (next) => {
    setTyped(next);
    setEdited((n) => n + 1);
  });
  const told = useRef(onCard);
  told.current = onCard;
  const card = state.status === 'ready' ? state.card : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `edited` re-announces the card after an edit.
  useEffect(() => {
    told.current(card);
  }, [card, edited]);
  const shown = state.status === 'error' ? state.message : (typed ?? serverMessage);
  return (
    <fieldset
      className="shop-stripe-card"
      aria-describedby={shown ? message : undefined}
      aria-busy={state.status === 'loading'}
    >
      <legend className="shop-stripe-card__label">Card</legend>
      <div
        ref={mount}
        className="shop-stripe-card__field"
        data-invalid={shown ? 'true' : undefined}
      />
      {state.status === 'loading' ? <p role="status">Loading the secure card field…</p> : null}
      {shown ? (
        <p id={message} role="alert" className="shop-error">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
