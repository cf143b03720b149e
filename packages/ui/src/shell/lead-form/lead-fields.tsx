'use client';
import { type LeadForm, LeadFormSchema } from '@brand/core/contract';
import { type UseSchemaFormResult, useSchemaForm } from '../../lib/use-schema-form';
import { TextField } from '../../primitives/field/field';

/** What a lead's `onSubmit` may resolve to: POST /api/sample_request answers `{ success, message }`. */
export interface LeadFormResult {
  success?: boolean | undefined;
  message?: string | undefined;
}

function isResult(value: unknown): value is LeadFormResult {
  return typeof value === 'object' && value !== null && ('message' in value || 'success' in value);
}

const EMPTY_LEAD = { full_name: '', email: '', phone_number: '' };
export type LeadValues = typeof EMPTY_LEAD;
export type UseLeadFormResult = UseSchemaFormResult<LeadValues, unknown>;

export interface UseLeadFormOptions {
  /** Sends the lead (core's LeadFormSchema output). Resolve with the server's `{ success, message }`. */
  onSubmit: (lead: LeadForm) => unknown;
  /** Sent along: the showroom the lead came from (`shop_profile_id`), the form it came from (`action`). */
  extra?: Partial<Pick<LeadForm, 'shop_profile_id' | 'action'>> | undefined;
}

/**
 * A lead's form state (spec 1 §5: name, email and phone all required, the email valid): core's
 * schema, the write, `{ success: false, message }` shown as the form's error, and the fields
 * emptied once sent. The footer's pop-up and the Pro page's "Book a demo" use it.
 */
export function useLeadForm({ onSubmit, extra }: UseLeadFormOptions): UseLeadFormResult {
  const form = useSchemaForm<LeadValues, LeadForm, unknown>({
    schema: LeadFormSchema,
    initialValues: EMPTY_LEAD,
    prepare: (values) => ({ ...values, shop_profile_id: null, ...extra }),
    submit: async (lead) => {
      const result = await onSubmit(lead);
      // `{ success: false, message }`: the server's refusal, shown as the form's error.
      if (isResult(result) && result.success === false) throw new Error(result.message ?? '');
      return result;
    },
    onSuccess: (): void => form.setValues(EMPTY_LEAD),
  });
  return form;
}

/**
 * The lead's three fields and its outcome (spec 1 §8: the server's message): a status once sent
 * (the server's message, else `sentMessage`), an alert when refused. Put it inside a form bound
 * to `form.handleSubmit`, before the send button.
 */
export function LeadFields({
  form,
  sentMessage,
}: {
  form: UseLeadFormResult;
  /** Shown once sent when the server gives no message. */
  sentMessage?: string | undefined;
}) {
  const sent =
    form.status === 'success'
      ? ((isResult(form.data) ? form.data.message : undefined) ?? sentMessage)
      : undefined;
  const refused = form.status === 'error' ? form.formError : undefined;
  return (
    <>
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
      {sent ? (
        <p role="status" className="bui-alert" data-tone="success">
          {sent}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="bui-alert" data-tone="error">
          {refused}
        </p>
      ) : null}
    </>
  );
}
