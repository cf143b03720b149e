'use client';
import type * as React from 'react';
import type { RenderLink } from '../../lib/render-link';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';

/** What RegistrationWizardBase passes to its dialogs slot. */
export interface WizardDialogsProps {
  openModal: 'terms' | 'privacy' | null;
  onCloseModal: () => void;
  thankYouOpen: boolean;
  onThankYouOpenChange: (open: boolean) => void;
  /** "I have read and accept the license agreement" (i_accept). */
  accepted: boolean;
  acceptInvalid: boolean;
  onAcceptChange: (accepted: boolean) => void;
  termsContent: React.ReactNode;
  privacyContent: React.ReactNode;
  renderLink: RenderLink;
}

/**
 * RegistrationWizard's dialogs (spec 1 §6: terms with the licence acceptance, privacy policy,
 * the thank-you modal after registering). A module of their own, loaded when one first opens.
 */
export function WizardDialogs({
  openModal,
  onCloseModal,
  thankYouOpen,
  onThankYouOpenChange,
  accepted,
  acceptInvalid,
  onAcceptChange,
  termsContent,
  privacyContent,
  renderLink,
}: WizardDialogsProps) {
  return (
    <>
      <Dialog open={openModal === 'terms'} onOpenChange={(open) => !open && onCloseModal()}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Terms of Service</DialogTitle>
            <DialogDescription>End-user license agreement summary</DialogDescription>
          </DialogHeader>
          <div className="bui-wizard__legal">{termsContent}</div>
          <Checkbox
            label="I have read and accept the license agreement"
            labelClassName="bui-wizard__accept"
            name="i_accept"
            checked={accepted}
            aria-invalid={acceptInvalid ? true : undefined}
            onChange={(event) => onAcceptChange(event.target.checked)}
          />
          <DialogFooter>
            <Button onClick={onCloseModal}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={openModal === 'privacy'} onOpenChange={(open) => !open && onCloseModal()}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Privacy Policy</DialogTitle>
            <DialogDescription>
              What we collect and how we use, share and secure it
            </DialogDescription>
          </DialogHeader>
          <div className="bui-wizard__legal">{privacyContent}</div>
        </DialogContent>
      </Dialog>

      <Dialog open={thankYouOpen} onOpenChange={onThankYouOpenChange}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Thank you for registering!</DialogTitle>
            <DialogDescription>
              Your account is ready. We sent you an email to verify your address.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            {renderLink({
              href: '/',
              className: 'bui-button bui-button--primary bui-button--md',
              children: 'Return to Home',
            })}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
