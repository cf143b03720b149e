/** Spec: "Toasts show top-right for 10 seconds" (TOAST_TIMEOUT_MS in core). */
export const DEFAULT_TOAST_DURATION_MS = 10_000;
