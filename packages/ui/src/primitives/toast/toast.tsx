'use client';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { DEFAULT_TOAST_DURATION_MS } from './toast-duration';

/** The four kinds of toast the spec uses. */
export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Optional bold first line; the message is what the spec's texts fill. */
  title?: string;
  message: string;
  /** Overrides the provider's duration for this toast. */
  duration?: number;
}

interface ToastRecord extends Required<Omit<ToastOptions, 'title' | 'duration'>> {
  id: number;
  title?: string;
  duration?: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  success: (message: string) => number;
  warning: (message: string) => number;
  error: (message: string) => number;
  info: (message: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = React.createContext<ToastApi | null>(null);

const VARIANT_LABEL: Record<ToastVariant, string> = {
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
};

export interface ToastProviderProps {
  children?: React.ReactNode;
  /** Milliseconds before a toast closes itself; the spec says 10 seconds. */
  duration?: number;
  /** Accessible name of the toast region. */
  label?: string;
}

/**
 * Owns the toasts of one @brand/ui tree (per instance: two embeds never share toasts) and
 * renders the top-right viewport. Hovering or focusing the viewport pauses every timer.
 */
function ToastProvider({
  children,
  duration = DEFAULT_TOAST_DURATION_MS,
  label = 'Notifications',
}: ToastProviderProps) {
  const [toasts, setToasts] = React.useState<ToastRecord[]>([]);
  const nextId = React.useRef(1);

  const api = React.useMemo<ToastApi>(() => {
    const toast = (options: ToastOptions) => {
      const id = nextId.current++;
      setToasts((current) => [
        ...current,
        {
          id,
          variant: options.variant ?? 'info',
          message: options.message,
          title: options.title,
          duration: options.duration,
          open: true,
        },
      ]);
      return id;
    };
    const dismiss = (id: number) =>
      setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    return {
      toast,
      dismiss,
      success: (message) => toast({ variant: 'success', message }),
      warning: (message) => toast({ variant: 'warning', message }),
      error: (message) => toast({ variant: 'error', message }),
      info: (message) => toast({ variant: 'info', message }),
    };
  }, []);

  const remove = React.useCallback(
    (id: number) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map((t) => (
          <ToastItem
            key={t.id}
            record={t}
            duration={t.duration ?? duration}
            onOpenChange={(open) => {
              if (!open) api.dismiss(t.id);
            }}
            onClosed={() => remove(t.id)}
          />
        ))}
        <ToastPrimitive.Viewport
          className="bui-root bui-toast-viewport"
          data-slot="toast-viewport"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
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

/** The toast API of the nearest ToastProvider (BrandProvider includes one). */
function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api)
    throw new Error('Missing <ToastProvider>: wrap your tree in it (or in <BrandProvider>).');
  return api;
}

/** The toast API, or null outside a ToastProvider (components that can fall back inline). */
function useOptionalToast(): ToastApi | null {
  return React.useContext(ToastContext);
}

export { ToastProvider, useOptionalToast, useToast };
