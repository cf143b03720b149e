import type { CheckoutQuote } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';
import { Button, useAction } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { OrderTotalsList } from '../../lib/order-totals.tsx';
import { errorMessage, useLoad } from '../../lib/use-load.ts';

/**
 * The cart priced as the order will be (POST /api/checkout/quote at the saved address), reloaded
 * when the address (`addressKey`) changes: what the card will be held for. The coupon lives on the
 * server-side cart (issue 25 item 7): applied here, every session and the payment step price with
 * it, and the quote says when it no longer applies.
 */
export function useQuote(projectId: number | null, addressKey: string | null) {
  const client = useClient();
  const key = projectId !== null && addressKey ? JSON.stringify([projectId, addressKey]) : null;
  const quote = useLoad<CheckoutQuote>(key, async () => {
    const body = { project_id: projectId ?? 0 };
    return (await client.checkout.checkoutQuote({ body, quiet: true })).data;
  });
  const apply = async (code: string) => {
    await client.checkout.applyCoupon({ body: { project_id: projectId ?? 0, code }, quiet: true });
    quote.reload();
  };
  const remove = async () => {
    await client.checkout.removeCoupon({ params: { id: projectId ?? 0 }, quiet: true });
    quote.reload();
  };
  const coupon = quote.data?.coupon?.code ?? null;
  const notice = quote.data?.coupon_notice ?? null;
  return { quote, coupon, notice, apply, remove };
}

/** Every figure of the order before it is placed: lines, subtotal, coupon, fee, tax, shipping, total. */
export function QuoteFigures({ quote }: { quote: CheckoutQuote }) {
  const t = quote.totals;
  return (
    <>
      <ul className="shop-quote-lines" aria-label="Items in this order">
        {quote.lines.map((line) => {
          const before = toCents(line.unit_price_before_coupon);
          const after = toCents(line.unit_price);
          return (
            <li key={line.id}>
              <span>{line.product_name}</span>
              <span>
                {line.qty} ×{' '}
                {before > after ? (
                  <>
                    <s>
                      <span className="bui-sr-only">was </span>
                      {formatUsd(before)}
                    </s>{' '}
                  </>
                ) : null}
                {formatUsd(after)} = {formatUsd(toCents(line.line_subtotal))}
              </span>
            </li>
          );
        })}
      </ul>
      <OrderTotalsList totals={t} state={quote.state} couponCode={quote.coupon?.code ?? null} />
    </>
  );
}

/** Apply a Pro's coupon, or remove the one applied; the contract's messages on a refusal. */
export function CouponField({
  coupon,
  notice,
  apply,
  remove,
}: {
  coupon: string | null;
  /** Why the coupon kept on the cart no longer applies (the quote's `coupon_notice`). */
  notice?: string | null;
  apply: (code: string) => Promise<void>;
  remove: () => Promise<void>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applying = useAction({
    perform: (typed: string) => apply(typed),
    onSuccess: () => setCode(''),
    onError: (failure, _typed, found) =>
      setError(found.code ?? found.coupon_code ?? errorMessage(failure)),
  });
  const removing = useAction({ perform: () => remove() });
  if (coupon || notice) {
    return (
      <p className="shop-coupon" role={notice ? 'alert' : undefined}>
        {notice ? (
          <span className="shop-error">{notice}</span>
        ) : (
          <span>
            Coupon <strong>{coupon}</strong> applied.
          </span>
        )}{' '}
        <Button variant="link" loading={removing.isPending} onClick={() => void removing.run()}>
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
