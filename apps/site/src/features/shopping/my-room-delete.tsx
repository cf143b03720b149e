import type { CustomRoom } from '@brand/core/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@brand/ui';

/**
 * The confirmation before an own room is deleted (issue 15 item 5): a Radix dialog in the
 * alertdialog role, its own chunk (loaded when "Delete" is chosen, so /visualize's initial
 * script does not carry it).
 */
export function DeleteRoomDialog({
  room,
  busy,
  error,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  room: CustomRoom;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog goes (Radix's event; default: back to "Delete"). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        size="sm"
        role="alertdialog"
        closeLabel={false}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Delete {room.name}?</DialogTitle>
          <DialogDescription>
            The room and its design template are deleted for good. Projects that used it keep their
            products.
          </DialogDescription>
        </DialogHeader>
        {error ? <p role="alert">{error}</p> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Keep it
          </Button>
          <Button type="button" disabled={busy} onClick={onConfirm}>
            {busy ? 'Deleting…' : 'Delete room'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
