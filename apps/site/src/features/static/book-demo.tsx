import { DEMO_MINUTES } from '@brand/core/rules';
import { Button, LeadFields, useLeadForm } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';

/** What the marketplace's team reads in its leads list as the form a lead came from. */
export const BOOK_DEMO_ACTION = 'book_demo';

/**
 * "Book a demo" on /pro-account (spec 2 §9: a demo takes about 30 minutes; issue 30 item 6): a
 * Pro-to-be leaves their name, email and phone, and the request reaches the marketplace's team as
 * a lead (POST /api/sample_request with the action `book_demo`, no showroom: the Admin's leads
 * list shows it as "Book a demo"). Validated by core's lead form schema; the server's message
 * is shown.
 */
export function BookDemo() {
  const client = useClient();
  const form = useLeadForm({
    onSubmit: (lead) => client.leads.sampleRequest({ body: lead }),
    extra: { action: BOOK_DEMO_ACTION },
  });
  return (
    <form
      className="site-form site-book-demo"
      aria-labelledby="pro-demo"
      noValidate
      onSubmit={form.handleSubmit}
    >
      <p>
        A demo takes about {DEMO_MINUTES} minutes: leave your details and we will call you to book a
        time.
      </p>
      <LeadFields form={form} sentMessage="Thank you: we will call you to book your demo." />
      <Button type="submit" loading={form.isPending}>
        Book a demo
      </Button>
    </form>
  );
}
