import { SUPPORT_EMAIL } from '../../lib/site-info.ts';
import { Page } from '../../shell/page.tsx';

/** /contact: support contact. */
export default function ContactPage() {
  return (
    <Page title="Contact us" lead="We are here to help with products, orders and your account.">
      <section aria-labelledby="contact-support">
        <h2 id="contact-support">Support</h2>
        <p>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will reply within one
          business day.
        </p>
      </section>
      <section aria-labelledby="contact-chat">
        <h2 id="contact-chat">Live chat</h2>
        <p>
          Chat with your project assistant from your project, or through our mobile app on the App
          Store and Google Play.
        </p>
      </section>
    </Page>
  );
}
