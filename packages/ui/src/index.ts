/**
 * @brand/ui's public API, one name at a time (no `export *`): what is listed here is public,
 * and src/public-api.test.ts fails when a name disappears. Modules marked "use client" are
 * client components and hooks; the rest (cn, variants, constants, form helpers, Button,
 * PriceLine, Size, types) also render or run in a server component (see ./server.ts).
 */

// ---- accounts ---------------------------------------------------------------------------------
export {
  OneTimeCodeEntry,
  type OneTimeCodeEntryProps,
  type OneTimeCodeResult,
} from './accounts/one-time-code/one-time-code';
export {
  type RegistrationFormValues,
  RegistrationWizard,
  type RegistrationWizardProps,
} from './accounts/registration-wizard/registration-wizard';
export {
  RegistrationWizardBase,
  type RegistrationWizardBaseProps,
} from './accounts/registration-wizard/registration-wizard-base';
export {
  WizardDialogs,
  type WizardDialogsProps,
} from './accounts/registration-wizard/registration-wizard-dialogs';
export { registrationWizardVariants } from './accounts/registration-wizard/registration-wizard-variants';
export {
  SignInForm,
  type SignInFormProps,
  type SignInValues,
  type SocialProvider,
  type SocialProviderOption,
} from './accounts/sign-in-form/sign-in-form';
export { signInFormVariants } from './accounts/sign-in-form/sign-in-form-variants';
export { UserMenu, type UserMenuProps } from './accounts/user-menu/user-menu';
export {
  type UserMenuSlotProps,
  UserMenuTriggerContent,
} from './accounts/user-menu/user-menu-trigger-content';

// ---- commerce ---------------------------------------------------------------------------------
export {
  BoxCoverageCalculator,
  type BoxCoverageCalculatorProps,
} from './commerce/box-coverage-calculator/box-coverage-calculator';
export {
  Cart,
  CartEmpty,
  CartLine,
  type CartLineProps,
  CartLines,
  CartRoot,
  CartSkeleton,
  CartSummary,
  type CartSummaryProps,
} from './commerce/cart/cart';
export { CartBadge, type CartBadgeProps } from './commerce/cart-badge/cart-badge';
export {
  CategoryButtons,
  type CategoryButtonsProps,
  type CategoryName,
} from './commerce/category-buttons/category-buttons';
export {
  type OrderItemRow,
  OrderItemsPopup,
  type OrderItemsPopupProps,
} from './commerce/order-items-popup/order-items-popup';
export { PriceLine, type PriceLineProps } from './commerce/price-line/price-line';
export {
  ProductCard,
  type ProductCardData,
  type ProductCardProps,
  ProductCardSkeleton,
} from './commerce/product-card/product-card';
export { QuantityBox, type QuantityBoxProps } from './commerce/quantity-box/quantity-box';
export { Size, type SizeProps } from './commerce/size/size';
export { StatusSelect, type StatusSelectProps } from './commerce/status-select/status-select';

// ---- lib: helpers, the data-loading hook and the write engine ---------------------------------
export {
  type Action,
  type ActionOptions,
  type ActionResult,
  type ActionState,
  type ActionStatus,
  createAction,
  type Reloadable,
} from './lib/action';
export { cn } from './lib/cn';
export {
  type FormErrors,
  fieldMessages,
  firstMessages,
  firstServerError,
  focusFirstInvalid,
  type ParseResult,
  parseWith,
  type ServerFieldErrors,
  type StandardSchema,
  serverFieldErrors,
  validateWith,
} from './lib/forms';
export { defaultRenderLink, type LinkProps, type RenderLink } from './lib/render-link';
export type { ResourceKey, ResourceState, ResourceStatus } from './lib/resource';
export { activeElementOf, isInShadowRoot } from './lib/shadow-dom';
export { type TokenName, tokens } from './lib/tokens';
export { type UseActionOptions, type UseActionResult, useAction } from './lib/use-action';
export { type UseResourceOptions, type UseResourceResult, useResource } from './lib/use-resource';
export {
  type FormValues,
  type SchemaControlProps,
  type SchemaFieldProps,
  type UseSchemaFormOptions,
  type UseSchemaFormResult,
  useSchemaForm,
} from './lib/use-schema-form';

// ---- primitives -------------------------------------------------------------------------------
export { Button, type ButtonProps, buttonVariants } from './primitives/button/button';
export { Carousel, type CarouselProps } from './primitives/carousel/carousel';
export { Checkbox, type CheckboxProps } from './primitives/checkbox/checkbox';
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
} from './primitives/dialog/dialog';
export {
  Field,
  FieldContent,
  FieldDescription,
  FieldError,
  type FieldErrorProps,
  FieldGroup,
  FieldInput,
  FieldLabel,
  FieldLegend,
  type FieldProps,
  FieldSelect,
  FieldSet,
  FieldTextarea,
  SelectField,
  type SelectFieldProps,
  TextField,
  type TextFieldProps,
  useFieldControl,
} from './primitives/field/field';
export { Pagination, type PaginationProps } from './primitives/pagination/pagination';
export {
  type PortalContainer,
  PortalContainerProvider,
  usePortalContainer,
} from './primitives/portal/portal-container';
export {
  Select,
  SelectContent,
  type SelectContentProps,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './primitives/select/select';
export { ShadowHost, type ShadowHostProps } from './primitives/shadow-host/shadow-host';
export {
  ThemeLogo,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './primitives/theme/theme-provider';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useOptionalToast,
  useToast,
} from './primitives/toast/toast';
export { DEFAULT_TOAST_DURATION_MS } from './primitives/toast/toast-duration';

// ---- projects ---------------------------------------------------------------------------------
export {
  NotificationsList,
  type NotificationsListProps,
} from './projects/notifications/notifications-list';
export {
  type ChatFileRow,
  type ChatMessageRow,
  ProjectChat,
  type ProjectChatProps,
} from './projects/project-chat/project-chat';
export {
  type ChecklistItemRow,
  ProjectChecklist,
  type ProjectChecklistProps,
} from './projects/project-checklist/project-checklist';

// ---- provider: one set of core stores per tree ------------------------------------------------
export {
  type BrandClient,
  type BrandInitialState,
  BrandProvider,
  type BrandProviderProps,
  type BrandStores,
  ClientToasts,
  useBrandClient,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
} from './provider/brand-provider';

// ---- shell ------------------------------------------------------------------------------------
export { Footer, type FooterProps } from './shell/footer/footer';
export {
  FooterBase,
  type FooterBaseProps,
  type FooterLeadFormSlotProps,
} from './shell/footer/footer-base';
export { FOOTER_LINKS } from './shell/footer/footer-links';
export { Header, type HeaderProps, type HeaderUser } from './shell/header/header';
export {
  HeaderBase,
  type HeaderBaseProps,
  HeaderSearchField,
  type HeaderSearchFieldProps,
  type SearchFieldSlotProps,
} from './shell/header/header-base';
export {
  LeadFields,
  type LeadFormResult,
  type LeadValues,
  type UseLeadFormOptions,
  type UseLeadFormResult,
  useLeadForm,
} from './shell/lead-form/lead-fields';
export { LeadFormPopup, type LeadFormPopupProps } from './shell/lead-form/lead-form';
export {
  RequestProgressBar,
  type RequestProgressBarProps,
} from './shell/request-progress/request-progress-bar';
export { SearchCombobox, type SearchComboboxProps } from './shell/search-combobox/search-combobox';
export {
  type ShowroomHit,
  ShowroomIdEntry,
  type ShowroomIdEntryProps,
} from './shell/showroom-entry/showroom-entry';
export { ShowroomModal, type ShowroomModalProps } from './shell/showroom-entry/showroom-modal';
