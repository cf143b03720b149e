import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@brand/ui';
import type { ReactNode } from 'react';
import { adoptComponentStyles } from './component-styles.ts';
import { useEmbed } from './context.ts';
import { trapFocus } from './focus.ts';

/**
 * A @brand/ui Dialog that keeps focus inside a shadow root. Radix's modal FocusScope cannot
 * (it reads document.activeElement, the shadow host), and its scroll lock injects a `<style>`
 * into the host page, which a strict CSP refuses. So the dialog runs non-modal for Radix
 * (portal into our shadow root, Escape and outside-click dismiss stay Radix's), and this
 * wrapper adds what modal meant: an overlay, aria-modal, a shadow-aware focus trap and focus
 * returned to the trigger.
 */
export function EmbedDialog({
  title,
  description,
  onClose,
  size = 'md',
  onEscape,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Escape, before it closes the dialog: `event.preventDefault()` keeps it open. */
  onEscape?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  // Before the first render of a dialog: its classes (and the select's) join the shadow root.
  adoptComponentStyles(useEmbed().controller.portal);
  return (
    <Dialog open modal={false} onOpenChange={(open) => !open && onClose()}>
      <div className="bse-overlay" data-state="open" />
      <DialogContent
        size={size}
        aria-modal="true"
        className="bse-dialog"
        ref={(node: HTMLDivElement | null) => (node ? trapFocus(node) : undefined)}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        {...(onEscape ? { onEscapeKeyDown: onEscape } : {})}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children}
      </DialogContent>
    </Dialog>
  );
}
