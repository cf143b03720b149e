import {
  CANCEL_WINDOW_MINUTES,
  CONTRACTOR_APPROVAL_HOURS,
  DEMO_MINUTES,
  INCOMPLETE_ORDER_REPORT_DAYS,
  ORDER_PROCESSING_HOURS,
  PAYOUT_AVAILABLE_BUSINESS_DAYS,
  RECOMMENDED_MARKUP_PERCENT,
  REFUND_BUSINESS_DAYS_MAX,
  REFUND_BUSINESS_DAYS_MIN,
  RETURN_WINDOW_DAYS,
  SHIPPING_WEEKS_MAX,
  SHIPPING_WEEKS_MIN,
  VENDOR_REFUND_DAYS,
} from '@brand/core/rules';
import { Link } from 'react-router';
import { type FaqTab, faqTabsFor } from '../../lib/faq-tabs.ts';
import { SUPPORT_EMAIL } from '../../lib/site-info.ts';
import { type Faq, FaqList } from '../../shell/faq-list.tsx';
import { Page } from '../../shell/page.tsx';
import { useUserType } from '../../shell/session.tsx';
import { Tabs } from '../../shell/tabs.tsx';

const FAQS: Record<FaqTab, Faq[]> = {
  'Product Information': [
    {
      q: 'Where do the products come from?',
      a: 'Directly from the manufacturers and vendors who list them, which is how we keep prices low.',
    },
    {
      q: 'How are tile and flooring priced?',
      a: 'The price per square foot comes first, followed by the price per box. Other products show a price per unit or per piece.',
    },
    {
      q: 'How do I know how many boxes to buy?',
      a: "Use the box coverage calculator on the product page: enter your room's square footage and it tells you how many whole boxes you need.",
    },
    {
      q: 'Why do I need a showroom ID?',
      a: "Customers shop inside their Pro's virtual showroom. Ask your contractor or designer for their 8-character showroom ID and enter it on the home page.",
    },
  ],
  'My Order': [
    {
      q: 'Can I cancel my order?',
      a: `Yes, within ${CANCEL_WINDOW_MINUTES} minutes of placing it, from My Account.`,
    },
    {
      q: 'Can I change my shipping address?',
      a: `Yes, within ${CANCEL_WINDOW_MINUTES} minutes of placing the order.`,
    },
    {
      q: 'When is my order processed?',
      a: `Orders are processed within ${ORDER_PROCESSING_HOURS} hours.`,
    },
    {
      q: 'Part of my order is missing. What do I do?',
      a: `Report an incomplete order within two weeks (${INCOMPLETE_ORDER_REPORT_DAYS} days) of delivery.`,
    },
  ],
  'Shipping and Delivery': [
    {
      q: 'How long does shipping take?',
      a: `Shipping takes ${SHIPPING_WEEKS_MIN} to ${SHIPPING_WEEKS_MAX} weeks; most orders arrive in under 3 weeks.`,
    },
    { q: 'Is delivery free?', a: 'Yes, delivery is free nationwide.' },
    { q: 'Do you ship outside the U.S.?', a: 'No, we ship within the U.S. only.' },
  ],
  'Returns and Cancelations': [
    {
      q: 'How long do I have to return an item?',
      a: `You may request a return within ${RETURN_WINDOW_DAYS} days of delivery.`,
    },
    {
      q: 'When will I get my refund?',
      a: `Vendors refund within ${VENDOR_REFUND_DAYS} days after receiving the return; the refund then takes ${REFUND_BUSINESS_DAYS_MIN} to ${REFUND_BUSINESS_DAYS_MAX} business days to reach you.`,
    },
    {
      q: 'Is there a restocking fee?',
      a: 'The initial shipping cost is deducted as a restocking fee, and it is never more than the return shipping cost.',
    },
  ],
  'My Account': [
    {
      q: 'What do I need to register?',
      a: 'Your name, email, phone number, zip code and a password. You must be 13 or older; under 18 you need parental consent.',
    },
    {
      q: 'I forgot my password.',
      a: (
        <>
          Use <Link to="/reset_password">Forgot your password?</Link> on the sign-in page.
        </>
      ),
    },
    {
      q: 'How do I contact support?',
      a: (
        <>
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </>
      ),
    },
  ],
  'How it Works FAQ': [
    {
      q: 'How do I earn?',
      a: `You buy at wholesale prices and set your markup (we recommend ${RECOMMENDED_MARKUP_PERCENT}%). The markup is your profit.`,
    },
    {
      q: 'When can I withdraw my profits?',
      a: `Pending profits become available ${PAYOUT_AVAILABLE_BUSINESS_DAYS} business days after delivery.`,
    },
    {
      q: 'How long does approval take?',
      a: `We approve contractor accounts within ${CONTRACTOR_APPROVAL_HOURS} hours. A demo takes about ${DEMO_MINUTES} minutes.`,
    },
  ],
  'How it Works for Customers': [
    {
      q: 'How do I start a project?',
      a: "Enter your Pro's showroom ID, choose a floor plan and a template, then shop the materials.",
    },
    {
      q: 'Can I work with a designer?',
      a: 'Yes. Chat with your Pro from your project and hire a designer or contractor there.',
    },
  ],
};

/** /faq: five tabs for everyone, plus the contractor-only or customer-only tab. */
export default function FaqPage() {
  const tabs = faqTabsFor(useUserType());
  return (
    <Page title="Frequently Asked Questions">
      <Tabs
        label="FAQ topics"
        items={tabs.map((tab) => ({
          id: tab.toLowerCase().replace(/[^a-z]+/g, '-'),
          label: tab,
          content: (
            <>
              <h2>{tab}</h2>
              <FaqList items={FAQS[tab]} />
            </>
          ),
        }))}
      />
    </Page>
  );
}
