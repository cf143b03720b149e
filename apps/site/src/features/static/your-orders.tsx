import {
  ADDRESS_CHANGE_WINDOW_MINUTES,
  CANCEL_WINDOW_MINUTES,
  ORDER_PROCESSING_HOURS,
  SHIPPING_WEEKS_MAX,
  SHIPPING_WEEKS_MIN,
} from '@brand/core/rules';
import { FaqList } from '../../shell/faq-list.tsx';
import { Page } from '../../shell/page.tsx';

/** /your_orders: the orders FAQ (spec 2 §2, §9). */
export default function YourOrdersPage() {
  return (
    <Page title="Your Orders" lead="Answers to the most common questions about orders.">
      <FaqList
        items={[
          {
            q: 'Can I cancel my order?',
            a: `Yes, within ${CANCEL_WINDOW_MINUTES} minutes of placing it.`,
          },
          {
            q: 'Can I change my shipping address?',
            a: `Yes, within ${ADDRESS_CHANGE_WINDOW_MINUTES} minutes of placing the order.`,
          },
          {
            q: 'When will my order be processed?',
            a: `Orders are processed within ${ORDER_PROCESSING_HOURS} hours.`,
          },
          {
            q: 'Something is missing from my order.',
            a: 'Report an incomplete order within two weeks of delivery.',
          },
          {
            q: 'How long does shipping take?',
            a: `Shipping takes ${SHIPPING_WEEKS_MIN} to ${SHIPPING_WEEKS_MAX} weeks, within the U.S. only.`,
          },
        ]}
      />
    </Page>
  );
}
