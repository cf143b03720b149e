export * from './accounts/one-time-code';
export * from './accounts/registration-wizard';
export * from './accounts/sign-in-form';
export * from './accounts/user-menu';
export * from './commerce/box-coverage-calculator';
export * from './commerce/cart';
export * from './commerce/cart-badge';
export * from './commerce/category-buttons';
export * from './commerce/order-items-popup';
export * from './commerce/price-line';
export * from './commerce/product-card';
export * from './commerce/quantity-box';
export * from './commerce/size';
export * from './commerce/status-select';
export * from './lib';
export {
  type FormErrors,
  firstMessages,
  firstServerError,
  focusFirstInvalid,
  type ServerFieldErrors,
  type StandardSchema,
  serverFieldErrors,
  validateWith,
} from './lib/forms';
export { defaultRenderLink, type LinkProps, type RenderLink } from './lib/render-link';
export type {
  ResourceKey,
  ResourceState,
  ResourceStatus,
} from './lib/resource';
export { activeElementOf, isInShadowRoot } from './lib/shadow-dom';
export { type UseResourceOptions, type UseResourceResult, useResource } from './lib/use-resource';
export * from './primitives/button';
export * from './primitives/carousel';
export * from './primitives/checkbox';
export * from './primitives/dialog';
export * from './primitives/field';
export * from './primitives/pagination';
export * from './primitives/portal';
export * from './primitives/select';
export * from './primitives/shadow-host';
export * from './primitives/theme';
export * from './primitives/toast';
export * from './projects/notifications';
export * from './projects/project-chat';
export * from './projects/project-checklist';
export * from './provider';
export * from './shell/footer';
export * from './shell/header';
export * from './shell/lead-form';
export * from './shell/request-progress';
export * from './shell/showroom-entry';
