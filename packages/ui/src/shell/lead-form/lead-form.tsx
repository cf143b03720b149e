'use client';
import { type LeadForm, LeadFormSchema } from '@brand/core/contract';
import { LEAD_FORM_TITLE } from '@brand/core/rules';
import type * as React from 'react';
import { useState } from 'react';
import {
  type FormErrors,
  firstMessages,
  firstServerError,
  focusFirstInvalid,
  serverFieldErrors,
  validateWith,
} from '../../lib/forms';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import { TextField } from '../../primitives/field/field';
import type { PortalContainer } from '../../primitives/portal/portal-container';

/** What `onSubmit` may resolve to: POST /api/sample_request answers `{ success, message }`. */
export interface LeadFormResult {
  success?: boolean | undefined;
  message?: string | undefined;
}

type LeadFormState = 'idle' | 'submitting' | 'sent' | 'error';

type LeadFormPopupProps = {
  /** Sends the lead (core's LeadFormSchema output). Resolve with the server's `{ success, message }`. */
  onSubmit: (lead: LeadForm) => unknown;
  /** The current showroom's profile id, sent along when in a showroom. */
  shopProfileId?: number | null | undefined;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the popup (rendered as the Dialog trigger). */
  trigger?: React.ReactNode;
  container?: PortalContainer;
};

function isResult(value: unknown): value is LeadFormResult {
  return typeof value === 'object' && value !== null && ('message' in value || 'success' in value);
}

/**
 * spec 1 §2 footer pop-up "Save up to 30%" (name, email, phone); spec 1 §5: all three required
 * and the email valid; spec 1 §8: the form shows the server's message.
 */
function LeadFormPopup({
  onSubmit,
  shopProfileId,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
}: LeadFormPopupProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const [values, setValues] = useState({ full_name: '', email: '', phone_number: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [state, setState] = useState<LeadFormState>('idle');
  const [message, setMessage] = useState<string | undefined>();

  function setOpen(next: boolean) {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
    if (!next && state !== 'submitting') {
      setState('idle');
      setMessage(undefined);
      setErrors({});
    }
  }

  function set(name: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = { ...values, shop_profile_id: shopProfileId ?? null };
    const found = validateWith(LeadFormSchema, input);
    setErrors(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    const parsed = await LeadFormSchema['~standard'].validate(input);
    if (parsed.issues) return;
    setState('submitting');
    try {
      const result = await onSubmit(parsed.value as LeadForm);
      const ok = !isResult(result) || result.success !== false;
      setMessage(isResult(result) ? result.message : undefined);
      setState(ok ? 'sent' : 'error');
      if (ok) setValues({ full_name: '', email: '', phone_number: '' });
    } catch (caught) {
      const fieldErrors = firstMessages(serverFieldErrors(caught));
      setErrors(fieldErrors);
      setMessage(firstServerError(caught));
      setState('error');
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm" container={container}>
        <DialogHeader>
          <DialogTitle>{LEAD_FORM_TITLE}</DialogTitle>
          <DialogDescription>
            Leave your details and a renovation expert will show you how much you can save.
          </DialogDescription>
        </DialogHeader>
        <form
          data-slot="lead-form"
          data-state={state}
          aria-label={LEAD_FORM_TITLE}
          noValidate
          className="bui-lead-form"
          onSubmit={handleSubmit}
        >
          <TextField
            label="Name"
            name="full_name"
            autoComplete="name"
            required
            value={values.full_name}
            error={errors.full_name}
            onChange={(event) => set('full_name', event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <TextField
            label="Phone number"
            name="phone_number"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone_number}
            error={errors.phone_number}
            onChange={(event) => set('phone_number', event.target.value)}
          />
          {message && state === 'sent' ? (
            <p role="status" className="bui-alert" data-tone="success">
              {message}
            </p>
          ) : null}
          {message && state === 'error' ? (
            <p role="alert" className="bui-alert" data-tone="error">
              {message}
            </p>
          ) : null}
          <Button type="submit" block loading={state === 'submitting'}>
            Get my savings
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { LeadFormPopup, type LeadFormPopupProps };
