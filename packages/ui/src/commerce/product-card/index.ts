export {
  ProductCard,
  type ProductCardData,
  type ProductCardProps,
  ProductCardSkeleton,
} from './product-card';
