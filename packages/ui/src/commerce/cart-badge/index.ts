export { CartBadge, type CartBadgeProps } from './cart-badge';
