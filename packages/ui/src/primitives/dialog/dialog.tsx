'use client';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { type PortalContainer, usePortalContainer } from '../portal/portal-container';

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Portal target; defaults to the nearest PortalContainerProvider, then document.body. */
  container?: PortalContainer;
  /** Accessible name of the corner close button; `false` hides it. */
  closeLabel?: string | false;
  size?: 'sm' | 'md' | 'lg';
};

function DialogContent({
  className,
  children,
  container,
  closeLabel = 'Close',
  size = 'md',
  ...props
}: DialogContentProps) {
  const target = usePortalContainer(container);
  return (
    <DialogPrimitive.Portal container={target}>
      <DialogPrimitive.Overlay className="bui-dialog__overlay" data-slot="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn('bui-root bui-dialog', className)}
        {...props}
      >
        {children}
        {closeLabel === false ? null : (
          <DialogPrimitive.Close className="bui-dialog__close" aria-label={closeLabel}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-header" className={cn('bui-dialog__header', className)} {...props} />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-footer" className={cn('bui-dialog__footer', className)} {...props} />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('bui-dialog__title', className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('bui-dialog__description', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
};
