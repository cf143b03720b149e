'use client';
/**
 * The toast context and its hooks, apart from the provider: a component that only raises toasts
 * (photo mode's Save to project) imports this, not the provider with its lazy Radix layer, so an
 * entry that bundles it (`@brand/ui/photo-mode`) does not carry the layer.
 */
import * as React from 'react';
import type { ToastOptions } from './toast-types';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  success: (message: string) => number;
  warning: (message: string) => number;
  error: (message: string) => number;
  info: (message: string) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = React.createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider (BrandProvider includes one). */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api)
    throw new Error('Missing <ToastProvider>: wrap your tree in it (or in <BrandProvider>).');
  return api;
}

/** The toast API, or null outside a ToastProvider (components that can fall back inline). */
export function useOptionalToast(): ToastApi | null {
  return React.useContext(ToastContext);
}
