import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@brand/ui';
import type { RefObject } from 'react';
import { FacetFields, type FacetProps } from './search-facet-fields.tsx';

/**
 * The search's facets in a sheet from the left (shop.css `.shop-filter-sheet`). Closing it
 * (Escape, the corner button, "Show N products", a tap outside) hands focus back to
 * `returnFocus`, the button that opened it (a dialog without its own trigger has none to return to).
 */
export default function FacetSheetDialog({
  total,
  open,
  onOpenChange,
  returnFocus,
  ...props
}: FacetProps & {
  total: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="shop-filter-sheet"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Narrow the results</DialogTitle>
        </DialogHeader>
        <div className="shop-facets">
          <FacetFields {...props} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{total === 1 ? 'Show 1 product' : `Show ${total} products`}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
