import { Button, buttonVariants } from '@brand/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { OrderTotalsList } from '../../lib/order-totals.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { CheckoutAddressForm } from './checkout-address.tsx';
import { addressKey, LoadError, NoCart, useCheckoutData } from './checkout-parts.tsx';
import { CouponField, QuoteFigures, useQuote } from './order-summary.tsx';
import '../../styles/shop.css';

// The checkout's screens, one chunk (src/app/routes.tsx): the address and summary here, the
// payment step and the thank-you page beside it.
export { CheckoutPaymentPage } from './checkout-payment.tsx';

/**
 * /checkout (spec 2 §2 item 4, §4 "Checkout"): the saved shipping address, payment details and
 * shipping charge (GET /api/profile?checkout=1); changing the address saves it with
 * PUT /api/profile (checkout=1), which answers the new shipping charge.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const { projectId, profile, cart } = useCheckoutData();
  const { quote, coupon, notice, apply, remove } = useQuote(
    projectId,
    addressKey(profile.data?.shipping_address),
  );
  const [editing, setEditing] = useState(false);

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

  return (
    <Page title={title} lead={lead}>
      <div className="shop-layout">
        <section aria-labelledby="checkout-address">
          <h2 id="checkout-address">Shipping address</h2>
          {editing || !address ? (
            <CheckoutAddressForm
              address={address}
              profile={profile}
              onSaved={() => setEditing(false)}
              onCancel={address ? () => setEditing(false) : undefined}
            />
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
          {address ? (
            <CouponField coupon={coupon} notice={notice} apply={apply} remove={remove} />
          ) : null}
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
        <Link to="/account?section=orders" className={buttonVariants({ variant: 'primary' })}>
          View your orders
        </Link>
        <Link to="/visualize/contractor/all" className={buttonVariants({ variant: 'link' })}>
          Continue shopping
        </Link>
      </div>
    </Page>
  );
}
