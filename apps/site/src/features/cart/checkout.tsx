import {
  type PaymentDetailsInput,
  PaymentDetailsInputSchema,
  type ProfileData,
  type ShippingAddress,
  ShippingAddressSchema,
} from '@brand/core/contract';
import { CVV_HELP, US_STATES } from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  Field,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldSelect,
  useBrandStores,
  useCart,
  useToast,
} from '@brand/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { OrderTotalsList } from '../../lib/order-totals.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { formErrors, newIdempotencyKey, serverFieldErrors } from './checkout-form.ts';
import { CouponField, QuoteFigures, useQuote } from './order-summary.tsx';
import '../../styles/shop.css';

type Errors = Record<string, string>;

/**
 * A checkout field: ui's Field parts (label, control, error and their aria wiring); `errors`
 * holds the client check's and the server's messages by field name.
 */
function CheckoutField({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  /** The control: a FieldInput or FieldSelect named `name`. */
  children: ReactNode;
}) {
  const error = errors[name];
  return (
    <Field className="shop-field" invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      {children}
      <FieldError className="shop-error">{error}</FieldError>
    </Field>
  );
}

function StateSelect({
  name,
  label,
  errors,
  defaultValue,
}: {
  name: string;
  label: string;
  errors: Errors;
  defaultValue: string;
}) {
  return (
    <CheckoutField name={name} label={label} errors={errors}>
      <FieldSelect name={name} defaultValue={defaultValue} autoComplete="address-level1">
        <option value="">Choose a state</option>
        {US_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </FieldSelect>
    </CheckoutField>
  );
}

/** What the quote depends on in a saved address (a change re-prices tax and shipping). */
function addressKey(address: ShippingAddress | null | undefined): string | null {
  return address ? [address.street, address.city, address.state, address.zip_code].join('|') : null;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The checkout's shipping and totals box (ours: the cart subtotal plus the shipping charge). */
function useCheckoutData() {
  const client = useClient();
  const projectId = useCart((s) => s.projectId);
  const profile = useLoad<ProfileData>(
    'profile',
    async () => (await client.checkout.profile({ query: { checkout: 1 } })).data,
  );
  const cart = useLoad(
    projectId === null ? null : `cart:${projectId}`,
    async () => (await client.cart.projectCart({ query: { project: projectId ?? 0 } })).data,
  );
  return { projectId, profile, cart: projectId === null ? null : cart };
}

function NoCart() {
  return (
    <div className="shop-state">
      <p>Your cart is empty.</p>
      <Link to="/cart" className={buttonVariants({ variant: 'primary' })}>
        Go to your cart
      </Link>
    </div>
  );
}

function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="shop-state">
      <p>{message}</p>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * /checkout (spec 2 §2 item 4, §4 "Checkout"): the saved shipping address, payment details and
 * shipping charge (GET /api/profile?checkout=1); changing the address saves it with
 * PUT /api/profile (checkout=1), which answers the new shipping charge.
 */
export function CheckoutPage() {
  const client = useClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { projectId, profile, cart } = useCheckoutData();
  const { quote, coupon, apply, remove } = useQuote(
    projectId,
    addressKey(profile.data?.shipping_address),
  );
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const title = 'Checkout';
  const lead = 'Review your shipping address, payment details and every figure of your order.';
  if (projectId === null) {
    return (
      <Page title={title} lead={lead}>
        <NoCart />
      </Page>
    );
  }
  if (profile.status === 'error' && !profile.data) {
    return (
      <Page title={title} lead={lead}>
        <LoadError message={profile.error} retry={profile.reload} />
      </Page>
    );
  }
  if (!profile.data) {
    return (
      <Page title={title} lead={lead}>
        <div role="status" aria-label="Loading checkout" className="bui-skeleton shop-skeleton" />
      </Page>
    );
  }
  const data = profile.data;
  const address = data.shipping_address;
  const lines = cart?.data?.Project_tans ?? [];

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = {
      street: text(form, 'street'),
      apartment: text(form, 'apartment') || null,
      city: text(form, 'city'),
      state: text(form, 'state'),
      zip_code: text(form, 'zip_code'),
    };
    const found = formErrors(ShippingAddressSchema, next);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await client.checkout.updateProfile({
        query: { checkout: 1 },
        body: { checkout: 1, shipping_address: next as ShippingAddress },
      });
      profile.setData(answer.data);
      setEditing(false);
      toast({ variant: 'success', message: answer.message });
    } catch (error) {
      setErrors({ ...serverFieldErrors(error), _form: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page title={title} lead={lead}>
      <div className="shop-layout">
        <section aria-labelledby="checkout-address">
          <h2 id="checkout-address">Shipping address</h2>
          {editing || !address ? (
            <form className="shop-form" onSubmit={onSave} noValidate>
              <CheckoutField name="street" label="Street" errors={errors}>
                <FieldInput
                  name="street"
                  defaultValue={address?.street ?? ''}
                  autoComplete="address-line1"
                />
              </CheckoutField>
              <CheckoutField name="apartment" label="Apartment (optional)" errors={errors}>
                <FieldInput
                  name="apartment"
                  defaultValue={address?.apartment ?? ''}
                  autoComplete="address-line2"
                />
              </CheckoutField>
              <CheckoutField name="city" label="City" errors={errors}>
                <FieldInput
                  name="city"
                  defaultValue={address?.city ?? ''}
                  autoComplete="address-level2"
                />
              </CheckoutField>
              <StateSelect
                name="state"
                label="State"
                errors={errors}
                defaultValue={address?.state ?? ''}
              />
              <CheckoutField name="zip_code" label="Zip code" errors={errors}>
                <FieldInput
                  name="zip_code"
                  defaultValue={address?.zip_code ?? ''}
                  inputMode="numeric"
                  autoComplete="postal-code"
                />
              </CheckoutField>
              {errors._form ? (
                <p role="alert" className="shop-error">
                  {errors._form}
                </p>
              ) : null}
              <div className="shop-actions">
                <Button type="submit" loading={saving}>
                  Save address
                </Button>
                {address ? (
                  <Button variant="ghost" onClick={() => setEditing(false)}>
                    Cancel
                  </Button>
                ) : null}
              </div>
            </form>
          ) : (
            <>
              <address>
                {address.street}
                {address.apartment ? `, ${address.apartment}` : ''}
                <br />
                {address.city}, {address.state} {address.zip_code}
              </address>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Change address
              </Button>
            </>
          )}
        </section>
        <section aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">Payment details</h2>
          {data.payment_details ? (
            <p>
              {data.payment_details.brand ?? 'Card'} {data.payment_details.card_number}, expires{' '}
              {data.payment_details.exp_date}
            </p>
          ) : (
            <p>No saved card. You can enter one on the next step.</p>
          )}
        </section>
        <section aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">Order summary</h2>
          <dl className="bui-cart__figures">
            <div>
              <dt>Items</dt>
              <dd>{lines.reduce((sum, line) => sum + line.qty, 0)}</dd>
            </div>
          </dl>
          {quote.data ? (
            <QuoteFigures quote={quote.data} />
          ) : quote.status === 'error' ? (
            <p role="alert" className="shop-error">
              {quote.error}
            </p>
          ) : address ? (
            <div role="status" aria-label="Pricing your order" className="bui-skeleton" />
          ) : (
            <p>Add your shipping address to see the tax, the shipping charge and the total.</p>
          )}
          {address ? <CouponField coupon={coupon} apply={apply} remove={remove} /> : null}
          <p>
            Your card is held for the total shown; it is charged item by item as vendors approve.
          </p>
          {cart?.data && lines.length === 0 ? (
            <NoCart />
          ) : (
            <Button
              disabled={!address || editing || lines.length === 0}
              onClick={() => navigate('/checkout-payment')}
            >
              Continue to payment
            </Button>
          )}
        </section>
      </div>
    </Page>
  );
}

/**
 * /checkout-payment: the saved card or a new one, checked by the sandbox processor when the
 * order is placed (POST /api/checkout). One idempotency key per checkout attempt: made when the
 * page opens and reused when Place order is pressed again after a failure, so a retry never
 * makes a second order.
 */
export function CheckoutPaymentPage() {
  const client = useClient();
  const navigate = useNavigate();
  const { cart } = useBrandStores();
  const { projectId, profile } = useCheckoutData();
  const { quote, coupon } = useQuote(projectId, addressKey(profile.data?.shipping_address));
  const [key] = useState(() => newIdempotencyKey());
  const [useSaved, setUseSaved] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [placing, setPlacing] = useState(false);

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
  const saved = profile.data.payment_details;
  const address = profile.data.shipping_address;
  const savedChosen = useSaved ?? saved !== null;

  const onPlace = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let payment: PaymentDetailsInput | undefined;
    if (!savedChosen) {
      const sameAsShipping = form.get('same_billing') === 'on' && address;
      const input = {
        card_number: text(form, 'card_number'),
        name_on_Card: text(form, 'name_on_Card'),
        exp_date: text(form, 'exp_date'),
        cvv: text(form, 'cvv'),
        pay_street: sameAsShipping ? address.street : text(form, 'pay_street'),
        pay_city: sameAsShipping ? address.city : text(form, 'pay_city'),
        pay_state: sameAsShipping ? address.state : text(form, 'pay_state'),
        pay_zip_code: sameAsShipping ? address.zip_code : text(form, 'pay_zip_code'),
      };
      const found = formErrors(PaymentDetailsInputSchema, input);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      payment = input as PaymentDetailsInput;
    }
    setPlacing(true);
    try {
      const answer = await client.checkout.placeOrder({
        headers: { 'idempotency-key': key },
        body: {
          idempotency_key: key,
          project_id: projectId,
          ...(coupon ? { coupon_code: coupon } : {}),
          ...(payment ? { payment_details: payment } : {}),
        },
      });
      cart.getState().setLines([]);
      cart.getState().notifyUpdated();
      void navigate(
        `/thankyou?order=${encodeURIComponent(answer.data.number)}&id=${answer.data.id}`,
        {
          replace: true,
        },
      );
    } catch (error) {
      setErrors({ ...serverFieldErrors(error), _form: errorMessage(error) });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Page title={title} lead="Your card is pre-authorized for the order total, fees and taxes.">
      {quote.data ? (
        <section aria-labelledby="payment-summary" className="shop-quote">
          <h2 id="payment-summary">Order summary</h2>
          <QuoteFigures quote={quote.data} />
        </section>
      ) : null}
      <form className="shop-form" onSubmit={onPlace} noValidate>
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
        {savedChosen ? null : (
          <>
            <CheckoutField name="card_number" label="Card number" errors={errors}>
              <FieldInput name="card_number" inputMode="numeric" autoComplete="cc-number" />
            </CheckoutField>
            <CheckoutField name="name_on_Card" label="Name on card" errors={errors}>
              <FieldInput name="name_on_Card" autoComplete="cc-name" />
            </CheckoutField>
            <CheckoutField name="exp_date" label="Expiration date (MM/YY)" errors={errors}>
              <FieldInput name="exp_date" placeholder="MM/YY" autoComplete="cc-exp" />
            </CheckoutField>
            <CheckoutField name="cvv" label="CVV" errors={errors}>
              <FieldInput name="cvv" inputMode="numeric" autoComplete="cc-csc" title={CVV_HELP} />
            </CheckoutField>
            <label>
              <input type="checkbox" name="same_billing" defaultChecked={address !== null} />
              Billing address same as shipping
            </label>
            <details>
              <summary>Billing address</summary>
              <CheckoutField name="pay_street" label="Billing street" errors={errors}>
                <FieldInput name="pay_street" autoComplete="billing address-line1" />
              </CheckoutField>
              <CheckoutField name="pay_city" label="Billing city" errors={errors}>
                <FieldInput name="pay_city" autoComplete="billing address-level2" />
              </CheckoutField>
              <StateSelect name="pay_state" label="Billing state" errors={errors} defaultValue="" />
              <CheckoutField name="pay_zip_code" label="Billing zip code" errors={errors}>
                <FieldInput
                  name="pay_zip_code"
                  inputMode="numeric"
                  autoComplete="billing postal-code"
                />
              </CheckoutField>
            </details>
          </>
        )}
        {errors._form ? (
          <p role="alert" className="shop-error">
            {errors._form}
          </p>
        ) : null}
        <div className="shop-actions">
          <Button type="submit" loading={placing}>
            Place order
          </Button>
          <Link to="/checkout" className={buttonVariants({ variant: 'link' })}>
            Back to checkout
          </Link>
        </div>
      </form>
    </Page>
  );
}

/** /thankyou: the order number (from the query the payment step sets). */
export function ThankYouPage() {
  const client = useClient();
  const [params] = useSearchParams();
  const order = params.get('order');
  const id = Number(params.get('id'));
  // The order as placed: the same breakdown checkout quoted and the card is held for.
  const placed = useLoad(
    Number.isSafeInteger(id) && id > 0 ? `order:${id}` : null,
    async () => (await client.orders.order({ params: { id }, quiet: true })).data,
  );
  return (
    <Page title="Thank you for your order">
      {order ? (
        <p>
          Your order number is <strong>{order}</strong>. You can follow it in your account.
        </p>
      ) : (
        <p>Your orders are listed in your account.</p>
      )}
      {placed.data ? (
        <section aria-labelledby="thankyou-summary" className="shop-quote">
          <h2 id="thankyou-summary">Order summary</h2>
          <OrderTotalsList
            totals={placed.data.totals}
            state={placed.data.shipping_address?.state ?? null}
            couponCode={placed.data.coupon_code}
          />
        </section>
      ) : null}
      <div className="shop-actions">
        <Link to="/account" className={buttonVariants({ variant: 'primary' })}>
          View your orders
        </Link>
        <Link to="/visualize/contractor/all" className={buttonVariants({ variant: 'link' })}>
          Continue shopping
        </Link>
      </div>
    </Page>
  );
}
