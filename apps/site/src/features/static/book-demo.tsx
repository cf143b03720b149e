import { type LeadForm, LeadFormSchema } from '@brand/core/contract';
import { DEMO_MINUTES } from '@brand/core/rules';
import { Button, TextField, useSchemaForm } from '@brand/ui';
import { useClient } from '../../lib/brand.tsx';

/** What the marketplace's team reads in its leads list as the form a lead came from. */
export const BOOK_DEMO_ACTION = 'book_demo';
const EMPTY = { full_name: '', email: '', phone_number: '' };

/**
 * "Book a demo" on /pro-account (spec 2 §9: a demo takes about 30 minutes; issue 30 item 6): a
 * Pro-to-be leaves their name, email and phone, and the request reaches the marketplace's team as
 * a lead (POST /api/sample_request with the action `book_demo`, no showroom: the Admin's leads
 * list shows it as "Book a demo"). Validated by core's lead form schema; the server's message
 * is shown.
 */
export function BookDemo() {
  const client = useClient();
  const form = useSchemaForm<typeof EMPTY, LeadForm, { message?: string | undefined }>({
    schema: LeadFormSchema,
    initialValues: EMPTY,
    prepare: (values) => ({ ...values, shop_profile_id: null, action: BOOK_DEMO_ACTION }),
    submit: (lead) => client.leads.sampleRequest({ body: lead }),
    onSuccess: (): void => form.setValues(EMPTY),
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
      <TextField label="Name" autoComplete="name" required {...form.field('full_name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        {...form.field('phone_number')}
      />
      {form.status === 'success' ? (
        <p role="status" className="bui-alert" data-tone="success">
          {form.data?.message ?? 'Thank you: we will call you to book your demo.'}
        </p>
      ) : null}
      {form.status === 'error' && form.formError ? (
        <p role="alert" className="bui-alert" data-tone="error">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" loading={form.isPending}>
        Book a demo
      </Button>
    </form>
  );
}
