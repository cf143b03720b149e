/**
 * `@brand/ui/server`: what a React Server Component may import and run on the server. No
 * module here is "use client", none reads browser state, none needs a React client API:
 * class helpers and variants, token references, constants, form helpers, the components that
 * only render (Button, PriceLine, Size) and every public type. Client components come from
 * `@brand/ui` itself (a server component may render them).
 */

export type {
  OneTimeCodeEntryProps,
  OneTimeCodeResult,
} from './accounts/one-time-code/one-time-code';
export type {
  RegistrationFormValues,
  RegistrationWizardProps,
} from './accounts/registration-wizard/registration-wizard';
export type { RegistrationWizardBaseProps } from './accounts/registration-wizard/registration-wizard-base';
export type { WizardDialogsProps } from './accounts/registration-wizard/registration-wizard-dialogs';
export { registrationWizardVariants } from './accounts/registration-wizard/registration-wizard-variants';
export type {
  SignInFormProps,
  SignInValues,
  SocialProvider,
} from './accounts/sign-in-form/sign-in-form';
export { signInFormVariants } from './accounts/sign-in-form/sign-in-form-variants';
export type { UserMenuProps } from './accounts/user-menu/user-menu';
export type { UserMenuSlotProps } from './accounts/user-menu/user-menu-trigger-content';
export type { BoxCoverageCalculatorProps } from './commerce/box-coverage-calculator/box-coverage-calculator';
export type { CartLineProps, CartSummaryProps } from './commerce/cart/cart';
export type { CartBadgeProps } from './commerce/cart-badge/cart-badge';
export type {
  CategoryButtonsProps,
  CategoryName,
} from './commerce/category-buttons/category-buttons';
export type {
  OrderItemRow,
  OrderItemsPopupProps,
} from './commerce/order-items-popup/order-items-popup';
export { PriceLine, type PriceLineProps } from './commerce/price-line/price-line';
export type {
  ProductCardData,
  ProductCardProps,
} from './commerce/product-card/product-card';
export type { QuantityBoxProps } from './commerce/quantity-box/quantity-box';
export { Size, type SizeProps } from './commerce/size/size';
export type { StatusSelectProps } from './commerce/status-select/status-select';
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
export type { UseActionOptions, UseActionResult } from './lib/use-action';
export type { UseResourceOptions, UseResourceResult } from './lib/use-resource';
export type {
  FormValues,
  SchemaControlProps,
  SchemaFieldProps,
  UseSchemaFormOptions,
  UseSchemaFormResult,
} from './lib/use-schema-form';
export { Button, type ButtonProps, buttonVariants } from './primitives/button/button';
export type { CarouselProps } from './primitives/carousel/carousel';
export type { CheckboxProps } from './primitives/checkbox/checkbox';
export type { DialogContentProps } from './primitives/dialog/dialog';
export type {
  FieldErrorProps,
  FieldProps,
  SelectFieldProps,
  TextFieldProps,
} from './primitives/field/field';
export type { PaginationProps } from './primitives/pagination/pagination';
export type { PortalContainer } from './primitives/portal/portal-container';
export type { SelectContentProps } from './primitives/select/select';
export type { ShadowHostProps } from './primitives/shadow-host/shadow-host';
export type { ThemeProviderProps } from './primitives/theme/theme-provider';
export type {
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastVariant,
} from './primitives/toast/toast';
export { DEFAULT_TOAST_DURATION_MS } from './primitives/toast/toast-duration';
export type { NotificationsListProps } from './projects/notifications/notifications-list';
export type {
  ChatFileRow,
  ChatMessageRow,
  ProjectChatProps,
} from './projects/project-chat/project-chat';
export type {
  ChecklistItemRow,
  ProjectChecklistProps,
} from './projects/project-checklist/project-checklist';
export type {
  BrandClient,
  BrandProviderProps,
  BrandStores,
} from './provider/brand-provider';
export type { FooterProps } from './shell/footer/footer';
export type {
  FooterBaseProps,
  FooterLeadFormSlotProps,
} from './shell/footer/footer-base';
export { FOOTER_LINKS } from './shell/footer/footer-links';
export type { HeaderProps, HeaderUser } from './shell/header/header';
export type {
  HeaderBaseProps,
  HeaderSearchFieldProps,
  SearchFieldSlotProps,
} from './shell/header/header-base';
export type {
  LeadFormResult,
  LeadValues,
  UseLeadFormOptions,
  UseLeadFormResult,
} from './shell/lead-form/lead-fields';
export type { LeadFormPopupProps } from './shell/lead-form/lead-form';
export type { RequestProgressBarProps } from './shell/request-progress/request-progress-bar';
export type { SearchComboboxProps } from './shell/search-combobox/search-combobox';
export type {
  ShowroomHit,
  ShowroomIdEntryProps,
} from './shell/showroom-entry/showroom-entry';
export type { ShowroomModalProps } from './shell/showroom-entry/showroom-modal';
