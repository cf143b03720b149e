import { ApiError } from '@brand/core/client';
import {
  CardActionSchema,
  type PaymentDetailsInput,
  PaymentDetailsInputSchema,
  type ShippingAddress,
} from '@brand/core/contract';
import { CVV_HELP } from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  parseWith,
  TextField,
  useBrandStores,
  useSchemaForm,
  validateWith,
} from '@brand/ui';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { clearEmbedHandOff, orderSource } from '../../lib/order-source.ts';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { newIdempotencyKey } from './checkout-form.ts';
import { addressKey, LoadError, NoCart, StateSelect, useCheckoutData } from './checkout-parts.tsx';
import { CouponField, QuoteFigures, useQuote } from './order-summary.tsx';
import { STRIPE_UNAVAILABLE, type StripeCard, StripeCardField } from './stripe-card.tsx';

const NEW_CARD = {
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
  same_billing: false,
  pay_street: '',
  pay_city: '',
  pay_state: '',
  pay_zip_code: '',
};
type CardValues = typeof NEW_CARD;

/** The card as the order sends it: the billing address is the shipping one when so ticked. */
function paymentOf(values: CardValues, address: ShippingAddress | null) {
  const same = values.same_billing && address;
  return {
    card_number: values.card_number,
    name_on_Card: values.name_on_Card,
    exp_date: values.exp_date,
    cvv: values.cvv,
    pay_street: same ? address.street : values.pay_street,
    pay_city: same ? address.city : values.pay_city,
    pay_state: same ? address.state : values.pay_state,
    pay_zip_code: same ? address.zip_code : values.pay_zip_code,
  };
}

/**
 * /checkout-payment: the saved card or a new one, checked by the sandbox processor when the
 * order is placed (POST /api/checkout). One idempotency key per checkout attempt: made when the
 * page opens and reused when Place order is pressed again after a failure, so a retry never
 * makes a second order.
 */
export function CheckoutPaymentPage() {
  const { projectId, profile } = useCheckoutData();
  const { quote, coupon, notice, apply, remove } = useQuote(
    projectId,
    addressKey(profile.data?.shipping_address),
  );

  const title = 'Payment';
  if (projectId === null) {
    return (
      <Page title={title}>
        <NoCart />
      </Page>
    );
  }
  if (profile.status === 'error' && !profile.data) {
    return (
      <Page title={title}>
        <LoadError message={profile.error} retry={profile.reload} />
      </Page>
    );
  }
  if (!profile.data) {
    return (
      <Page title={title}>
        <div role="status" aria-label="Loading payment" className="bui-skeleton shop-skeleton" />
      </Page>
    );
  }
  return (
    <Page title={title} lead="Your card is pre-authorized for the order total, fees and taxes.">
      {quote.data ? (
        <section aria-labelledby="payment-summary" className="shop-quote">
          <h2 id="payment-summary">Order summary</h2>
          <QuoteFigures quote={quote.data} />
          <CouponField coupon={coupon} notice={notice} apply={apply} remove={remove} />
        </section>
      ) : null}
      <PaymentSection
        projectId={projectId}
        onCouponRefused={quote.reload}
        saved={profile.data.payment_details}
        address={profile.data.shipping_address}
      />
    </Page>
  );
}

type PaymentFormProps = {
  projectId: number;
  /** The coupon kept on the cart stopped applying: the summary above is priced again. */
  onCouponRefused: () => void;
  saved: { card_number: string } | null;
  address: ShippingAddress | null;
};

/**
 * Which card form the server takes (GET /api/payments/config, issue 27): Stripe's own card field
 * under PAYMENTS=stripe (the card never reaches our server), else the sandbox's card fields.
 */
function PaymentSection(props: PaymentFormProps) {
  const client = useClient();
  const config = useLoad(
    'payments-config',
    async () => (await client.billing.paymentsConfig()).data,
  );
  if (config.status === 'error' && !config.data) {
    return <LoadError message={config.error} retry={config.reload} />;
  }
  if (!config.data) {
    return (
      <div
        role="status"
        aria-label="Loading the card form"
        className="bui-skeleton shop-skeleton"
      />
    );
  }
  const key = config.data.provider === 'stripe' ? config.data.stripe_publishable_key : null;
  return <PaymentForm {...props} stripeKey={key} />;
}

/** The 3-D Secure step the API asks for (a 422 with `next_action`), or null. */
function cardAction(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  const parsed = parseWith(
    CardActionSchema,
    (error.body as { next_action?: unknown } | null)?.next_action,
  );
  return parsed.ok ? (parsed.value as { client_secret: string }) : null;
}

/**
 * The card choice and Place order: core's card schema for a new card, then the order. Under
 * Stripe (`stripeKey`): Stripe's card field makes a PaymentMethod, which is all the API gets; a
 * card that needs 3-D Secure is confirmed in the browser and the same order sent again (same
 * idempotency key and PaymentMethod, so it is still one order and one hold).
 */
function PaymentForm({
  projectId,
  onCouponRefused,
  saved: savedCard,
  address,
  stripeKey,
}: PaymentFormProps & { stripeKey: string | null }) {
  // A card saved with the sandbox is not a Stripe card: under Stripe a card is always typed.
  const saved = stripeKey ? null : savedCard;
  const stripeCard = useRef<StripeCard | null>(null);
  const paymentMethod = useRef<string | null>(null);
  const client = useClient();
  const navigate = useNavigate();
  const { cart, showroom } = useBrandStores();
  const { storage } = useBrowserState();
  const [key] = useState(() => newIdempotencyKey());
  const [useSaved, setUseSaved] = useState<boolean | null>(null);
  const savedChosen = useSaved ?? saved !== null;
  const form = useSchemaForm({
    initialValues: { ...NEW_CARD, same_billing: address !== null },
    clearOnEdit: false,
    serverPrefix: 'payment_details',
    validate: (values) =>
      savedChosen || stripeKey
        ? {}
        : validateWith(PaymentDetailsInputSchema, paymentOf(values, address)),
    submit: async (_input, values) => {
      const place = async (card: {
        payment_details?: PaymentDetailsInput;
        payment_method?: string;
      }) =>
        (
          await client.checkout.placeOrder({
            headers: { 'idempotency-key': key },
            body: {
              idempotency_key: key,
              project_id: projectId,
              ...card,
              ...orderSource(storage, showroom.getState().item?.vsd_id),
            },
          })
        ).data;
      if (!stripeKey) {
        const payment = savedChosen
          ? undefined
          : (paymentOf(values, address) as PaymentDetailsInput);
        return place(payment ? { payment_details: payment } : {});
      }
      const card = stripeCard.current;
      if (!card) throw new Error(STRIPE_UNAVAILABLE);
      // One PaymentMethod per card typed: a retry after 3-D Secure sends the same one.
      paymentMethod.current ??= await card.paymentMethod({ name: values.name_on_Card.trim() });
      try {
        return await place({ payment_method: paymentMethod.current });
      } catch (error) {
        const action = cardAction(error);
        if (!action) throw error;
        await card.authenticate(action.client_secret);
        return place({ payment_method: paymentMethod.current });
      }
    },
    // A coupon that stopped applying is refused before the card is held: the summary is priced
    // again, and says so beside its Remove coupon.
    onError: (_error, _sent, messages) => {
      if (messages.coupon_code) onCouponRefused();
      // A declined card: the next attempt makes a PaymentMethod of what is typed then.
      paymentMethod.current = null;
    },
    onSuccess: (order) => {
      clearEmbedHandOff(storage, showroom.getState().item?.vsd_id);
      cart.getState().setLines([]);
      cart.getState().notifyUpdated();
      void navigate(`/thankyou?order=${encodeURIComponent(order.number)}&id=${order.id}`, {
        replace: true,
      });
    },
  });
  const formError =
    form.errors.coupon_code ??
    (form.status === 'error' ? errorMessage(form.error) : (form.errors.form ?? undefined));

  return (
    <form className="shop-form" onSubmit={form.handleSubmit} noValidate>
      {saved ? (
        <fieldset className="shop-sizes">
          <legend>Card</legend>
          <label>
            <input
              type="radio"
              name="card_choice"
              checked={savedChosen}
              onChange={() => setUseSaved(true)}
            />
            Saved card {saved.card_number}
          </label>
          <label>
            <input
              type="radio"
              name="card_choice"
              checked={!savedChosen}
              onChange={() => setUseSaved(false)}
            />
            A new card
          </label>
        </fieldset>
      ) : null}
      {stripeKey ? (
        <>
          <TextField label="Name on card" autoComplete="cc-name" {...form.field('name_on_Card')} />
          <StripeCardField
            publishableKey={stripeKey}
            serverMessage={form.errors.payment_method}
            onCard={(card) => {
              stripeCard.current = card;
              paymentMethod.current = null;
            }}
          />
        </>
      ) : savedChosen ? null : (
        <>
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            {...form.field('card_number')}
          />
          <TextField label="Name on card" autoComplete="cc-name" {...form.field('name_on_Card')} />
          <TextField
            label="Expiration date (MM/YY)"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            {...form.field('exp_date')}
          />
          <TextField
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            title={CVV_HELP}
            {...form.field('cvv')}
          />
          <label>
            <input
              type="checkbox"
              name="same_billing"
              checked={form.values.same_billing}
              onChange={(event) => form.setValue('same_billing', event.target.checked)}
            />
            Billing address same as shipping
          </label>
          <details>
            <summary>Billing address</summary>
            <TextField
              label="Billing street"
              autoComplete="billing address-line1"
              {...form.field('pay_street')}
            />
            <TextField
              label="Billing city"
              autoComplete="billing address-level2"
              {...form.field('pay_city')}
            />
            <StateSelect
              label="Billing state"
              autoComplete="address-level1"
              {...form.field('pay_state')}
            />
            <TextField
              label="Billing zip code"
              inputMode="numeric"
              autoComplete="billing postal-code"
              {...form.field('pay_zip_code')}
            />
          </details>
        </>
      )}
      {formError ? (
        <p role="alert" className="shop-error">
          {formError}
        </p>
      ) : null}
      <div className="shop-actions">
        <Button type="submit" loading={form.isPending}>
          Place order
        </Button>
        <Link to="/checkout" className={buttonVariants({ variant: 'link' })}>
          Back to checkout
        </Link>
      </div>
    </form>
  );
}
