import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@brand/ui';
import { type ReactNode, type RefObject, useState } from 'react';

/**
 * The confirmation before something of the customer's is deleted for good (an own room, a
 * saved photo): a Radix dialog in the alertdialog role, its own chunk (the screens load it
 * when "Delete" is chosen, so their initial script does not carry it; `confirm-delete-lazy.tsx`).
 * "Keep it" and Escape cancel; the error of a failed delete shows in the dialog, which stays
 * open. When it goes, focus returns to the "Delete" that opened it, or, when that is gone with
 * the thing deleted, to `afterDelete`.
 */
export function ConfirmDelete({
  title,
  description,
  confirmLabel,
  busy,
  error,
  onCancel,
  onConfirm,
  afterDelete,
}: {
  title: string;
  description: ReactNode;
  /** The confirming button's words ("Delete room"). */
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes once the deleted thing's "Delete" is gone (a status, the list's heading). */
  afterDelete: RefObject<HTMLElement | null>;
}) {
  // The control that opened it (the "Delete" pressed). Radix returns focus to a dialog's own
  // trigger; this dialog is opened by state.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        size="sm"
        role="alertdialog"
        closeLabel={false}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (opener?.isConnected ? opener : afterDelete.current)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <p role="alert">{error}</p> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Keep it
          </Button>
          <Button type="button" disabled={busy} onClick={onConfirm}>
            {busy ? 'Deleting…' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
