'use client';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import type { PortalContainer } from '../../primitives/portal/portal-container';
import { ShowroomIdEntry, type ShowroomIdEntryProps } from './showroom-entry';

// Its own module: a page with the inline entry does not load the Dialog with it.
export interface ShowroomModalProps extends ShowroomIdEntryProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the modal (category buttons, See All...). */
  trigger?: ReactNode;
  container?: PortalContainer;
}

/**
 * The showroom modal (spec 1 §2): explains that a Pro's showroom ID is needed, has the same ID
 * entry, and a "Back to shopping" link when a showroom is already chosen.
 */
function ShowroomModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  container,
  ...entry
}: ShowroomModalProps) {
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm" container={container} data-slot="showroom-modal">
        <DialogHeader>
          <DialogTitle>Enter a showroom</DialogTitle>
          <DialogDescription>
            Projects start in a Pro&apos;s showroom. Ask your contractor or designer for their
            showroom ID to see their products and prices.
          </DialogDescription>
        </DialogHeader>
        <ShowroomIdEntry {...entry} />
        {entry.current ? (
          <DialogClose asChild>
            <Button variant="link" className="bui-showroom-entry__back">
              Back to shopping
            </Button>
          </DialogClose>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export { ShowroomModal };
