import type { CheckoutQuote } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, useAction } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { OrderTotalsList } from '../../lib/order-totals.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';

/** The coupon a customer applied at checkout, kept for the payment step of the same tab. */
const COUPON_KEY = 'checkout_coupon';

export function storedCoupon(): string | null {
  try {
    return sessionStorage.getItem(COUPON_KEY);
  } catch {
    return null;
  }
}

function storeCoupon(code: string | null) {
  try {
    if (code) sessionStorage.setItem(COUPON_KEY, code);
    else sessionStorage.removeItem(COUPON_KEY);
  } catch {
    // Storage refused (private mode): the coupon then lasts for this page only.
  }
}

/**
 * The cart priced as the order will be (POST /api/checkout/quote at the saved address), reloaded
 * when the address (`addressKey`) or the coupon changes: what the card will be held for.
 */
export function useQuote(projectId: number | null, addressKey: string | null) {
  const client = useClient();
  const [coupon, setCoupon] = useState<string | null>(() => storedCoupon());
  const key =
    projectId !== null && addressKey ? JSON.stringify([projectId, addressKey, coupon]) : null;
  const quote = useLoad<CheckoutQuote>(key, async () => {
    const body = { project_id: projectId ?? 0, ...(coupon ? { coupon_code: coupon } : {}) };
    return (await client.checkout.checkoutQuote({ body, quiet: true })).data;
  });
  const apply = async (code: string) => {
    const answer = await client.checkout.checkoutQuote({
      body: { project_id: projectId ?? 0, coupon_code: code },
      quiet: true,
    });
    storeCoupon(answer.data.coupon?.code ?? null);
    setCoupon(answer.data.coupon?.code ?? null);
    quote.setData(answer.data);
  };
  const remove = () => {
    storeCoupon(null);
    setCoupon(null);
  };
  return { quote, coupon, apply, remove };
}

/** Every figure of the order before it is placed: lines, subtotal, coupon, fee, tax, shipping, total. */
export function QuoteFigures({ quote }: { quote: CheckoutQuote }) {
  const t = quote.totals;
  return (
    <>
      <ul className="shop-quote-lines" aria-label="Items in this order">
        {quote.lines.map((line) => (
          <li key={line.id}>
            <span>{line.product_name}</span>
            <span>
              {line.qty} × {formatUsd(toCents(line.unit_price))} ={' '}
              {formatUsd(toCents(line.line_subtotal))}
            </span>
          </li>
        ))}
      </ul>
      <OrderTotalsList totals={t} state={quote.state} couponCode={quote.coupon?.code ?? null} />
    </>
  );
}

/** Apply a Pro's coupon, or remove the one applied; the contract's messages on a refusal. */
export function CouponField({
  coupon,
  apply,
  remove,
}: {
  coupon: string | null;
  apply: (code: string) => Promise<void>;
  remove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applying = useAction({
    perform: (typed: string) => apply(typed),
    onSuccess: () => setCode(''),
    onError: (failure, _typed, found) => setError(found.coupon_code ?? errorMessage(failure)),
  });
  if (coupon) {
    return (
      <p className="shop-coupon">
        Coupon <strong>{coupon}</strong> applied.{' '}
        <Button variant="link" onClick={remove}>
          Remove coupon
        </Button>
      </p>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter a coupon code.');
      return;
    }
    setError(null);
    void applying.run(code.trim());
  };
  return (
    <form className="shop-coupon" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>Coupon code</label>
      <input
        id={id}
        name="coupon_code"
        value={code}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <Button type="submit" variant="secondary" loading={applying.isPending}>
        Apply
      </Button>
      {error ? (
        <span id={`${id}-error`} role="alert" className="shop-error">
          {error}
        </span>
      ) : null}
    </form>
  );
}
