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
} from './brand-provider';
