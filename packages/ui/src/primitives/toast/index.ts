export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useOptionalToast,
  useToast,
} from './toast';
export { DEFAULT_TOAST_DURATION_MS } from './toast-duration';
