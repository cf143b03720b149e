'use client';
import type * as React from 'react';
import type { RenderLink } from '../../lib/render-link';
import { Button } from '../../primitives/button/button';
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
  /** Where the new user was going: the thank-you modal's first action. */
  continueLink: { href: string; label: string } | null;
  termsContent: React.ReactNode;
  privacyContent: React.ReactNode;
  renderLink: RenderLink;
}

/**
 * RegistrationWizard's dialogs (spec 1 §6: terms (accepted by step 1's one agreement box), privacy policy,
 * the thank-you modal after registering). A module of their own, loaded when one first opens.
 */
export function WizardDialogs({
  openModal,
  onCloseModal,
  thankYouOpen,
  onThankYouOpenChange,
  continueLink,
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
            {continueLink && continueLink.href !== '/'
              ? renderLink({
                  href: continueLink.href,
                  className: 'bui-button bui-button--primary bui-button--md',
                  children: continueLink.label,
                })
              : null}
            {renderLink({
              href: '/',
              className:
                continueLink && continueLink.href !== '/'
                  ? 'bui-button bui-button--secondary bui-button--md'
                  : 'bui-button bui-button--primary bui-button--md',
              children: 'Return to Home',
            })}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
