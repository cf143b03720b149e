import { PortalContainerProvider } from '@brand/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ShowroomLayout } from '../protocol.ts';

/**
 * Where the showroom is drawn (issue 28 item 3, `data-layout`): in place (`inline`), or behind
 * a button that opens it in a modal dialog, the button in place (`popup`) or pinned to the
 * window's bottom-right corner (`floating`). The dialog is the platform's `<dialog>` opened
 * with showModal(): the rest of the page is inert (focus cannot leave it, Tab cycles inside),
 * Escape and the Close button close it, and focus goes back to the button. The showroom stays
 * mounted while the dialog is closed, so it loads, says `ready`, and keeps its cart and place.
 * Its own dialogs (a product, the cart) portal inside the popup, or the inert page would hold
 * them; Escape then closes the innermost one only.
 */
export function LayoutFrame({
  layout,
  label,
  openRequest,
  children,
}: {
  layout: ShowroomLayout;
  /** The button's text and the dialog's name, e.g. "Shop Demo Pro Renovations". */
  label: string;
  /** True when the host asked to show something (a product): the popup opens. */
  openRequest: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (openRequest && layout !== 'inline') setOpen(true);
  }, [openRequest, layout]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      launcher.current?.focus({ preventScroll: true });
    }
  }, [open]);

  if (layout === 'inline') return <>{children}</>;
  return (
    <>
      <button
        ref={launcher}
        type="button"
        className="bse-button bse-button--primary bse-launcher"
        data-layout={layout}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="bse-popup"
        aria-label={label}
        // Escape. In a product or cart dialog, Radix handles the key first and prevents its
        // default, so the browser does not cancel the popup under it: one Escape, one dialog.
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      >
        <div className="bse-popup__bar">
          <button
            type="button"
            className="bse-button bse-button--ghost"
            onClick={() => setOpen(false)}
          >
            Close
          </button>
        </div>
        {portal ? (
          <PortalContainerProvider container={portal}>{children}</PortalContainerProvider>
        ) : null}
        <div ref={setPortal} />
      </dialog>
    </>
  );
}
