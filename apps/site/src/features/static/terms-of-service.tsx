import {
  CLAIM_YEARS,
  LIABILITY_CAP_MIN_USD,
  MIN_AGE,
  PARENTAL_CONSENT_AGE,
} from '@brand/core/rules';
import { SUPPORT_EMAIL } from '../../lib/site-info.ts';
import { Page } from '../../shell/page.tsx';

/** /terms_of_service: the license agreement summary (spec 1 §1) and terms, with support contact. */
export default function TermsOfServicePage() {
  return (
    <Page
      title="Terms of Service"
      lead="The license agreement and terms that apply when you use the marketplace."
    >
      <section aria-labelledby="terms-license">
        <h2 id="terms-license">End-user license agreement</h2>
        <ul>
          <li>
            You must be {MIN_AGE} or older to use the service, and users under{' '}
            {PARENTAL_CONSENT_AGE} need parental consent.
          </li>
          <li>
            To register, clients supply their zip code, phone number, email, name and a password.
          </li>
          <li>
            Anyone may browse public pages and take the style profile; starting a custom design plan
            needs registration.
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Payments</h2>
        <ul>
          <li>All payments are in U.S. dollars, through third-party card processors.</li>
          <li>Estimated fees and taxes are pre-authorized at checkout.</li>
          <li>
            If a price changes after you order, you are offered, per item, to accept or reject the
            new price.
          </li>
          <li>Plans renew automatically until cancelled.</li>
        </ul>
      </section>
      <section aria-labelledby="terms-disputes">
        <h2 id="terms-disputes">Disputes and liability</h2>
        <ul>
          <li>Disputes are resolved by arbitration under California law.</li>
          <li>
            Any claim must be brought within{' '}
            {CLAIM_YEARS === 1 ? 'one year' : `${CLAIM_YEARS} years`}.
          </li>
          <li>
            Our liability is capped at the greater of the fees you paid us or $
            {LIABILITY_CAP_MIN_USD}.
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Support</h2>
        <p>
          Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          .
        </p>
      </section>
    </Page>
  );
}
