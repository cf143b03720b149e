// The toast's data, shared by the provider (toast.tsx) and its lazily loaded layer.

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

export interface ToastRecord extends Required<Omit<ToastOptions, 'title' | 'duration'>> {
  id: number;
  title?: string;
  duration?: number;
  open: boolean;
}
