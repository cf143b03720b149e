import type { OrderTotals } from '@brand/core/contract';
import { formatUsd, toCents } from '@brand/core/rules';

function Figure({ label, cents, free }: { label: string; cents: number; free?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{free && cents === 0 ? 'Free' : formatUsd(cents)}</dd>
    </div>
  );
}

/**
 * An order's money as checkout quoted it and the card was held for (issue 10): the same
 * figures at checkout, on /thankyou and on the order in /account. With a coupon (issue 25 item
 * 7) the lines read top to bottom as a sum: the items before the coupon, less the coupon, is the
 * subtotal; the subtotal, fee, tax and shipping are the total.
 */
export function OrderTotalsList({
  totals,
  state,
  couponCode,
}: {
  totals: OrderTotals;
  /** The shipping state the tax is for, when known. */
  state?: string | null;
  couponCode?: string | null;
}) {
  return (
    <dl className="bui-cart__figures">
      {totals.discount > 0 ? (
        <>
          <Figure
            label="Items before coupon"
            cents={toCents(totals.items_subtotal) + toCents(totals.discount)}
          />
          <Figure
            label={couponCode ? `Coupon ${couponCode}` : 'Coupon'}
            cents={-toCents(totals.discount)}
          />
        </>
      ) : null}
      <Figure label="Subtotal" cents={toCents(totals.items_subtotal)} />
      <Figure label="Platform fee" cents={toCents(totals.platform_fee)} />
      <Figure label={state ? `Tax (${state})` : 'Tax'} cents={toCents(totals.tax)} />
      <Figure label="Shipping charge" cents={toCents(totals.shipping)} free />
      <Figure label="Total" cents={toCents(totals.total)} />
    </dl>
  );
}
