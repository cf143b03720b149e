import { BrandProvider } from '@brand/ui';
import type { ReactNode } from 'react';
import { createBrand, SiteProvider } from '../lib/brand.tsx';

const brand = createBrand();

/**
 * The site's one client and set of stores, handed to ui's BrandProvider (toasts, request
 * events, the stores ui's components read) and to the site's own hooks (`useClient`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <BrandProvider client={brand.client} stores={brand.stores}>
      <SiteProvider brand={brand}>{children}</SiteProvider>
    </BrandProvider>
  );
}
