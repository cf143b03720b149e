export {
  type BrandClient,
  BrandProvider,
  type BrandProviderProps,
  type BrandStores,
  ClientToasts,
  useBrandClient,
  useBrandStores,
  useCart,
  useSession,
  useShowroom,
} from './brand-provider';
