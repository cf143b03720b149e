import {
  CONTRACTOR_APPROVAL_HOURS,
  PAYOUT_AVAILABLE_BUSINESS_DAYS,
  RECOMMENDED_MARKUP_PERCENT,
} from '@brand/core/rules';
import { buttonVariants } from '@brand/ui';
import { Link } from 'react-router';
import { Page } from '../../shell/page.tsx';
import { BookDemo } from './book-demo.tsx';

/** /pro-account: Pro information with spec 2 §9's figures. */
export default function ProAccountPage() {
  return (
    <Page
      title="The Pro account"
      lead="For contractors and designers: wholesale prices, your own virtual showroom, and profit on every sale."
    >
      <section aria-labelledby="pro-how">
        <h2 id="pro-how">How it works</h2>
        <ol>
          <li>
            Apply to join. We approve contractor accounts within {CONTRACTOR_APPROVAL_HOURS} hours.
          </li>
          <li>
            Build your virtual showroom with products from several vendors, with or without buying
            them, and share your showroom ID with your clients.
          </li>
          <li>
            Set your markup on wholesale prices. We recommend {RECOMMENDED_MARKUP_PERCENT}%, which
            is also the minimum.
          </li>
          <li>
            Your profits become available {PAYOUT_AVAILABLE_BUSINESS_DAYS} business days after
            delivery.
          </li>
        </ol>
      </section>
      <section aria-labelledby="pro-demo">
        <h2 id="pro-demo">See it first</h2>
        <BookDemo />
      </section>
      <Link
        to="/register/contractor"
        className={buttonVariants({ variant: 'primary', size: 'lg' })}
      >
        Sign Up as a Pro
      </Link>
    </Page>
  );
}
