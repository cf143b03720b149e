import { Button } from '@brand/ui';
import type { ReactNode } from 'react';

/** The message a failed submit shows when the server gave none (spec 1 §8). */
export const FORM_FALLBACK_ERROR = 'Internal Server error please try again.';

/** What the footer reads of a form (ui's `useSchemaForm`, whose write answers a message). */
type FooterForm = {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: unknown;
  formError: string | undefined;
  isPending: boolean;
};

/**
 * The site's schema forms' last row (over ui's `useSchemaForm`): a failed submit's message
 * (the first server message, else the catalogue's fallback), the success status (the write's
 * answer, a sentence) and the submit button, busy while the write is pending.
 */
export function FormFooter({
  form,
  label,
  children,
}: {
  form: FooterForm;
  label: string;
  children?: ReactNode;
}) {
  const failed = form.status === 'error';
  const done =
    form.status === 'success' ? (typeof form.data === 'string' ? form.data : 'Done.') : undefined;
  return (
    <>
      {failed ? (
        <p role="alert" className="site-form__error">
          {form.formError ?? FORM_FALLBACK_ERROR}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="site-form__done">
          {done}
        </p>
      ) : null}
      <Button type="submit" disabled={form.isPending} aria-busy={form.isPending || undefined}>
        {label}
      </Button>
      {children}
    </>
  );
}

/** The success sentence of a form whose write answers one (else 'Done.'), once it succeeded. */
export function doneText(form: FooterForm): string | undefined {
  if (form.status !== 'success') return undefined;
  return typeof form.data === 'string' ? form.data : 'Done.';
}
