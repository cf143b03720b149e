import {
  REFUND_BUSINESS_DAYS_MAX,
  REFUND_BUSINESS_DAYS_MIN,
  RETURN_WINDOW_DAYS,
  VENDOR_REFUND_DAYS,
} from '@brand/core/rules';
import { Page } from '../../shell/page.tsx';

/** /return_policy: static text with spec 2 §9's figures. */
export default function ReturnPolicyPage() {
  return (
    <Page title="Return Policy">
      <section aria-labelledby="returns-window">
        <h2 id="returns-window">Returning an item</h2>
        <p>
          You may request a return within {RETURN_WINDOW_DAYS} days of delivery, from the order in
          My Account. Items must be unused and in their original packaging.
        </p>
      </section>
      <section aria-labelledby="returns-refunds">
        <h2 id="returns-refunds">Refunds</h2>
        <ul>
          <li>The vendor refunds you within {VENDOR_REFUND_DAYS} days after the return.</li>
          <li>
            The refund takes {REFUND_BUSINESS_DAYS_MIN} to {REFUND_BUSINESS_DAYS_MAX} business days
            ({REFUND_BUSINESS_DAYS_MAX} at most) to reach your card.
          </li>
          <li>
            The initial shipping cost is deducted from the refund as a restocking fee. That fee is
            never more than the return shipping cost.
          </li>
        </ul>
      </section>
    </Page>
  );
}
