'use client';
import * as React from 'react';
import { type ToastApi, ToastContext, useOptionalToast, useToast } from './toast-context';
import { DEFAULT_TOAST_DURATION_MS } from './toast-duration';

import type { ToastOptions, ToastRecord, ToastVariant } from './toast-types';

export type { ToastOptions, ToastRecord, ToastVariant };

const ToastLayer = React.lazy(() => import('./toast-layer'));

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
      const variant = options.variant ?? 'info';
      // A success closes every error toast still open (issue 25 item 10). Decided over "errors
      // of the same action only": toasts carry no action key, a shopper does one thing at a
      // time, and an error left beside the success that followed it reads as if the retry
      // failed too. An unrelated error closing early is the smaller harm: the screen that
      // failed still shows its own inline error.
      const settled = (current: ToastRecord[]) =>
        variant === 'success'
          ? current.map((t) => (t.variant === 'error' && t.open ? { ...t, open: false } : t))
          : current;
      setToasts((current) => [
        ...settled(current),
        {
          id,
          variant,
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

  // Radix's toast code is not needed before the first render: the layer is fetched right
  // after it (a lazy chunk, out of every route's initial JavaScript) and shows any toast
  // queued meanwhile. The server and the hydrating render both leave it out, so they match.
  const [layer, setLayer] = React.useState(false);
  React.useEffect(() => setLayer(true), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {layer ? (
        <React.Suspense fallback={null}>
          <ToastLayer
            toasts={toasts}
            duration={duration}
            label={label}
            onDismiss={api.dismiss}
            onRemove={remove}
          />
        </React.Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export type { ToastApi };
export { ToastProvider, useOptionalToast, useToast };
