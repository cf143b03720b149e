export {
  DEFAULT_TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useOptionalToast,
  useToast,
} from './toast';
