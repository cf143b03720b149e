/**
 * `@brand/ui` under the `react-server` export condition (React Server Components): the same
 * names as ./index.ts. Server-safe names are the real ones; client components are lazy
 * references to their "use client" modules and hooks throw when called (see
 * ./lib/client-reference.ts). src/public-api.test.ts keeps the two lists equal.
 */
import { clientComponent, clientHook } from './lib/client-reference';

export { registrationWizardVariants } from './accounts/registration-wizard/registration-wizard-variants';
export { signInFormVariants } from './accounts/sign-in-form/sign-in-form-variants';
export { PriceLine } from './commerce/price-line/price-line';
export { Size } from './commerce/size/size';
export { createAction } from './lib/action';
export { cn } from './lib/cn';
export {
  fieldMessages,
  firstMessages,
  firstServerError,
  focusFirstInvalid,
  parseWith,
  serverFieldErrors,
  validateWith,
} from './lib/forms';
export { defaultRenderLink } from './lib/render-link';
export { activeElementOf, isInShadowRoot } from './lib/shadow-dom';
export { tokens } from './lib/tokens';
export { Button, buttonVariants } from './primitives/button/button';
export { DEFAULT_TOAST_DURATION_MS } from './primitives/toast/toast-duration';
export { FOOTER_LINKS } from './shell/footer/footer-links';

export const OneTimeCodeEntry = clientComponent(
  () => import('./accounts/one-time-code/one-time-code'),
  'OneTimeCodeEntry',
);
export const RegistrationWizard = clientComponent(
  () => import('./accounts/registration-wizard/registration-wizard'),
  'RegistrationWizard',
);
export const RegistrationWizardBase = clientComponent(
  () => import('./accounts/registration-wizard/registration-wizard-base'),
  'RegistrationWizardBase',
);
export const WizardDialogs = clientComponent(
  () => import('./accounts/registration-wizard/registration-wizard-dialogs'),
  'WizardDialogs',
);
export const SignInForm = clientComponent(
  () => import('./accounts/sign-in-form/sign-in-form'),
  'SignInForm',
);
export const UserMenu = clientComponent(() => import('./accounts/user-menu/user-menu'), 'UserMenu');
export const UserMenuTriggerContent = clientComponent(
  () => import('./accounts/user-menu/user-menu-trigger-content'),
  'UserMenuTriggerContent',
);
export const BoxCoverageCalculator = clientComponent(
  () => import('./commerce/box-coverage-calculator/box-coverage-calculator'),
  'BoxCoverageCalculator',
);
/** The compound cart: each part a lazy reference like the others. */
export const Cart = {
  Root: clientComponent(() => import('./commerce/cart/cart'), 'CartRoot'),
  Lines: clientComponent(() => import('./commerce/cart/cart'), 'CartLines'),
  Line: clientComponent(() => import('./commerce/cart/cart'), 'CartLine'),
  Summary: clientComponent(() => import('./commerce/cart/cart'), 'CartSummary'),
  Empty: clientComponent(() => import('./commerce/cart/cart'), 'CartEmpty'),
  Skeleton: clientComponent(() => import('./commerce/cart/cart'), 'CartSkeleton'),
};
export const CartEmpty = clientComponent(() => import('./commerce/cart/cart'), 'CartEmpty');
export const CartLine = clientComponent(() => import('./commerce/cart/cart'), 'CartLine');
export const CartLines = clientComponent(() => import('./commerce/cart/cart'), 'CartLines');
export const CartRoot = clientComponent(() => import('./commerce/cart/cart'), 'CartRoot');
export const CartSkeleton = clientComponent(() => import('./commerce/cart/cart'), 'CartSkeleton');
export const CartSummary = clientComponent(() => import('./commerce/cart/cart'), 'CartSummary');
export const CartBadge = clientComponent(
  () => import('./commerce/cart-badge/cart-badge'),
  'CartBadge',
);
export const CategoryButtons = clientComponent(
  () => import('./commerce/category-buttons/category-buttons'),
  'CategoryButtons',
);
export const OrderItemsPopup = clientComponent(
  () => import('./commerce/order-items-popup/order-items-popup'),
  'OrderItemsPopup',
);
export const ProductCard = clientComponent(
  () => import('./commerce/product-card/product-card'),
  'ProductCard',
);
export const ProductCardSkeleton = clientComponent(
  () => import('./commerce/product-card/product-card'),
  'ProductCardSkeleton',
);
export const QuantityBox = clientComponent(
  () => import('./commerce/quantity-box/quantity-box'),
  'QuantityBox',
);
export const StatusSelect = clientComponent(
  () => import('./commerce/status-select/status-select'),
  'StatusSelect',
);
export const useAction = clientHook<typeof import('./lib/use-action').useAction>('useAction');
export const useResource =
  clientHook<typeof import('./lib/use-resource').useResource>('useResource');
export const useSchemaForm =
  clientHook<typeof import('./lib/use-schema-form').useSchemaForm>('useSchemaForm');
export const Carousel = clientComponent(() => import('./primitives/carousel/carousel'), 'Carousel');
export const Checkbox = clientComponent(() => import('./primitives/checkbox/checkbox'), 'Checkbox');
export const Dialog = clientComponent(() => import('./primitives/dialog/dialog'), 'Dialog');
export const DialogClose = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogClose',
);
export const DialogContent = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogContent',
);
export const DialogDescription = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogDescription',
);
export const DialogFooter = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogFooter',
);
export const DialogHeader = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogHeader',
);
export const DialogTitle = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogTitle',
);
export const DialogTrigger = clientComponent(
  () => import('./primitives/dialog/dialog'),
  'DialogTrigger',
);
export const Field = clientComponent(() => import('./primitives/field/field'), 'Field');
export const FieldContent = clientComponent(
  () => import('./primitives/field/field'),
  'FieldContent',
);
export const FieldDescription = clientComponent(
  () => import('./primitives/field/field'),
  'FieldDescription',
);
export const FieldError = clientComponent(() => import('./primitives/field/field'), 'FieldError');
export const FieldGroup = clientComponent(() => import('./primitives/field/field'), 'FieldGroup');
export const FieldInput = clientComponent(() => import('./primitives/field/field'), 'FieldInput');
export const FieldLabel = clientComponent(() => import('./primitives/field/field'), 'FieldLabel');
export const FieldLegend = clientComponent(() => import('./primitives/field/field'), 'FieldLegend');
export const FieldSelect = clientComponent(() => import('./primitives/field/field'), 'FieldSelect');
export const FieldSet = clientComponent(() => import('./primitives/field/field'), 'FieldSet');
export const FieldTextarea = clientComponent(
  () => import('./primitives/field/field'),
  'FieldTextarea',
);
export const SelectField = clientComponent(() => import('./primitives/field/field'), 'SelectField');
export const TextField = clientComponent(() => import('./primitives/field/field'), 'TextField');
export const useFieldControl =
  clientHook<typeof import('./primitives/field/field').useFieldControl>('useFieldControl');
export const Pagination = clientComponent(
  () => import('./primitives/pagination/pagination'),
  'Pagination',
);
export const PortalContainerProvider = clientComponent(
  () => import('./primitives/portal/portal-container'),
  'PortalContainerProvider',
);
export const usePortalContainer =
  clientHook<typeof import('./primitives/portal/portal-container').usePortalContainer>(
    'usePortalContainer',
  );
export const Select = clientComponent(() => import('./primitives/select/select'), 'Select');
export const SelectContent = clientComponent(
  () => import('./primitives/select/select'),
  'SelectContent',
);
export const SelectGroup = clientComponent(
  () => import('./primitives/select/select'),
  'SelectGroup',
);
export const SelectItem = clientComponent(() => import('./primitives/select/select'), 'SelectItem');
export const SelectLabel = clientComponent(
  () => import('./primitives/select/select'),
  'SelectLabel',
);
export const SelectSeparator = clientComponent(
  () => import('./primitives/select/select'),
  'SelectSeparator',
);
export const SelectTrigger = clientComponent(
  () => import('./primitives/select/select'),
  'SelectTrigger',
);
export const SelectValue = clientComponent(
  () => import('./primitives/select/select'),
  'SelectValue',
);
export const ShadowHost = clientComponent(
  () => import('./primitives/shadow-host/shadow-host'),
  'ShadowHost',
);
export const ThemeLogo = clientComponent(
  () => import('./primitives/theme/theme-provider'),
  'ThemeLogo',
);
export const ThemeProvider = clientComponent(
  () => import('./primitives/theme/theme-provider'),
  'ThemeProvider',
);
export const useTheme =
  clientHook<typeof import('./primitives/theme/theme-provider').useTheme>('useTheme');
export const ToastProvider = clientComponent(
  () => import('./primitives/toast/toast'),
  'ToastProvider',
);
export const useOptionalToast =
  clientHook<typeof import('./primitives/toast/toast').useOptionalToast>('useOptionalToast');
export const useToast = clientHook<typeof import('./primitives/toast/toast').useToast>('useToast');
export const NotificationsList = clientComponent(
  () => import('./projects/notifications/notifications-list'),
  'NotificationsList',
);
export const ProjectChat = clientComponent(
  () => import('./projects/project-chat/project-chat'),
  'ProjectChat',
);
export const ProjectChecklist = clientComponent(
  () => import('./projects/project-checklist/project-checklist'),
  'ProjectChecklist',
);
export const BrandProvider = clientComponent(
  () => import('./provider/brand-provider'),
  'BrandProvider',
);
export const ClientToasts = clientComponent(
  () => import('./provider/brand-provider'),
  'ClientToasts',
);
export const useBrandClient =
  clientHook<typeof import('./provider/brand-provider').useBrandClient>('useBrandClient');
export const useBrandStores =
  clientHook<typeof import('./provider/brand-provider').useBrandStores>('useBrandStores');
export const useCart = clientHook<typeof import('./provider/brand-provider').useCart>('useCart');
export const useSession =
  clientHook<typeof import('./provider/brand-provider').useSession>('useSession');
export const useShowroom =
  clientHook<typeof import('./provider/brand-provider').useShowroom>('useShowroom');
export const Footer = clientComponent(() => import('./shell/footer/footer'), 'Footer');
export const FooterBase = clientComponent(() => import('./shell/footer/footer-base'), 'FooterBase');
export const Header = clientComponent(() => import('./shell/header/header'), 'Header');
export const HeaderBase = clientComponent(() => import('./shell/header/header-base'), 'HeaderBase');
export const HeaderSearchField = clientComponent(
  () => import('./shell/header/header-base'),
  'HeaderSearchField',
);
export const SearchCombobox = clientComponent(
  () => import('./shell/search-combobox/search-combobox'),
  'SearchCombobox',
);
export const LeadFields = clientComponent(
  () => import('./shell/lead-form/lead-fields'),
  'LeadFields',
);
export const useLeadForm =
  clientHook<typeof import('./shell/lead-form/lead-fields').useLeadForm>('useLeadForm');
export const LeadFormPopup = clientComponent(
  () => import('./shell/lead-form/lead-form'),
  'LeadFormPopup',
);
export const RequestProgressBar = clientComponent(
  () => import('./shell/request-progress/request-progress-bar'),
  'RequestProgressBar',
);
export const ShowroomIdEntry = clientComponent(
  () => import('./shell/showroom-entry/showroom-entry'),
  'ShowroomIdEntry',
);
export const ShowroomModal = clientComponent(
  () => import('./shell/showroom-entry/showroom-modal'),
  'ShowroomModal',
);
