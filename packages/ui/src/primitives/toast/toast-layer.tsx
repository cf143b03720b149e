'use client';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ToastRecord, ToastVariant } from './toast-types';

const VARIANT_LABEL: Record<ToastVariant, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
};

/**
 * The rendering half of ToastProvider (Radix Toast): its toasts and the top-right viewport.
 * Loaded lazily by the provider after its first render.
 */
export default function ToastLayer({
  toasts,
  duration,
  label,
  onDismiss,
  onRemove,
}: {
  toasts: readonly ToastRecord[];
  duration: number;
  label: string;
  onDismiss: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
      {toasts.map((t) => (
        <ToastItem
          key={t.id}
          record={t}
          duration={t.duration ?? duration}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id);
          }}
          onClosed={() => onRemove(t.id)}
        />
      ))}
      <ToastPrimitive.Viewport className="bui-root bui-toast-viewport" data-slot="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({
  record,
  duration,
  onOpenChange,
  onClosed,
}: {
  record: ToastRecord;
  duration: number;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const [paused, setPaused] = React.useState(false);
  const urgent = record.variant === 'error' || record.variant === 'warning';
  React.useEffect(() => {
    if (record.open) return;
    const timer = setTimeout(onClosed, 200);
    return () => clearTimeout(timer);
  }, [record.open, onClosed]);
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={record.variant}
      data-paused={paused ? 'true' : 'false'}
      className={cn('bui-toast', `bui-toast--${record.variant}`)}
      type={urgent ? 'foreground' : 'background'}
      duration={duration}
      open={record.open}
      onOpenChange={onOpenChange}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
    >
      <span className="bui-toast__icon" aria-hidden="true" />
      <div className="bui-toast__body">
        <ToastPrimitive.Title className="bui-toast__title">
          {record.title ?? VARIANT_LABEL[record.variant]}
        </ToastPrimitive.Title>
        <ToastPrimitive.Description className="bui-toast__message">
          {record.message}
        </ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close className="bui-toast__close" aria-label="Close notification">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </ToastPrimitive.Close>
      <span
        className="bui-toast__progress"
        data-slot="toast-progress"
        aria-hidden="true"
        style={{ animationDuration: `${duration}ms` }}
      />
    </ToastPrimitive.Root>
  );
}
