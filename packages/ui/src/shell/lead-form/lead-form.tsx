'use client';
import type { LeadForm } from '@brand/core/contract';
import { LEAD_FORM_TITLE } from '@brand/core/rules';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import type { PortalContainer } from '../../primitives/portal/portal-container';
import { LeadFields, useLeadForm } from './lead-fields';

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
  const form = useLeadForm({ onSubmit, extra: { shop_profile_id: shopProfileId ?? null } });
  const state =
    form.status === 'pending' ? 'submitting' : form.status === 'success' ? 'sent' : form.status;

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
          <LeadFields form={form} />
          <Button type="submit" block loading={state === 'submitting'}>
            Get my savings
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { LeadFormPopup, type LeadFormPopupProps };
