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
} from './cart';
