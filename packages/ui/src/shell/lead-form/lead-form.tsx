'use client';
import { type LeadForm, LeadFormSchema } from '@brand/core/contract';
import { LEAD_FORM_TITLE } from '@brand/core/rules';
import type * as React from 'react';
import { useState } from 'react';
import { useSchemaForm } from '../../lib/use-schema-form';
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

const EMPTY = { full_name: '', email: '', phone_number: '' };

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
  const form = useSchemaForm<typeof EMPTY, LeadForm, unknown>({
    schema: LeadFormSchema,
    initialValues: EMPTY,
    prepare: (values) => ({ ...values, shop_profile_id: shopProfileId ?? null }),
    submit: async (lead) => {
      const result = await onSubmit(lead);
      // `{ success: false, message }`: the server's refusal, shown as the form's error.
      if (isResult(result) && result.success === false) throw new Error(result.message ?? '');
      return result;
    },
    onSuccess: (): void => form.setValues(EMPTY),
  });
  const state =
    form.status === 'pending' ? 'submitting' : form.status === 'success' ? 'sent' : form.status;
  const message =
    form.status === 'success'
      ? isResult(form.data)
        ? form.data.message
        : undefined
      : form.formError;

  function setOpen(next: boolean) {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
    if (!next && !form.isPending) form.resetForm(form.values);
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
          onSubmit={form.handleSubmit}
        >
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
