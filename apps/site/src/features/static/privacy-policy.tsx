import { SUPPORT_EMAIL } from '../../lib/site-info.ts';
import { Page } from '../../shell/page.tsx';

/** /privacy_policy: what is collected, used, shared and secured (spec 1 §1). */
export default function PrivacyPolicyPage() {
  return (
    <Page title="Privacy Policy" lead={<>Last updated May 3, 2021.</>}>
      <section aria-labelledby="privacy-collected">
        <h2 id="privacy-collected">What we collect</h2>
        <ul>
          <li>
            Clients register with their name, email, zip code, phone number, username and password.
          </li>
          <li>Contractors apply to join and give us the details we need to pay them.</li>
          <li>Your communications with clients or contractors, and your design projects.</li>
          <li>
            When you use social sign-on or a referral, the details those services share with us.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-used">
        <h2 id="privacy-used">How we use it</h2>
        <ul>
          <li>To run your account, your projects and your orders.</li>
          <li>To ship products to clients.</li>
          <li>To let clients, contractors and designers communicate about a project.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-shared">
        <h2 id="privacy-shared">How we share it</h2>
        <ul>
          <li>Clients pay through third-party card providers.</li>
          <li>Contractors are paid through a third-party payout provider.</li>
          <li>Vendors and carriers receive what they need to ship your order.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-secured">
        <h2 id="privacy-secured">How we secure it</h2>
        <p>
          Passwords are stored hashed, sign-in tokens are revoked when you log out, and card details
          are handled by the payment processor. Questions? Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </Page>
  );
}
