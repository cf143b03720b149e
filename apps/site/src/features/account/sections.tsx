import type { UserType } from '@brand/core/contract';
import type { ComponentType } from 'react';
import { lazyPage } from '../../lib/lazy-page.ts';
import { OrdersSection } from './orders.tsx';

/** What a section gets: the signed-in user's role. */
export type SectionProps = { role: UserType };

/**
 * One section of the account dashboard: its id (the URL's `?section=`), its label in the
 * navigation, the roles that have it and its component, lazy so that each loads as its own
 * chunk. Adding a section is one entry in ACCOUNT_SECTIONS (docs/decisions/site-account.md).
 */
export type AccountSection = {
  id: string;
  label: string;
  roles: readonly UserType[];
  Component: ComponentType<SectionProps>;
  /** What the fallback says while the chunk loads, e.g. "Loading orders…". */
  loading: string;
};

const ALL: readonly UserType[] = ['User', 'Contractor', 'Vendor', 'Admin'];

/** The dashboard's sections in navigation order; the first a role has is its landing section. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  {
    id: 'overview',
    label: 'Overview',
    roles: ALL,
    Component: lazyPage(() => import('./overview.tsx').then((m) => ({ default: m.Overview }))),
    loading: 'Loading your overview…',
  },
  {
    id: 'projects',
    label: 'Projects',
    roles: ['User', 'Contractor'],
    Component: lazyPage(() =>
      import('./projects.tsx').then((m) => ({ default: m.ProjectsSection })),
    ),
    loading: 'Loading projects…',
  },
  {
    id: 'orders',
    label: 'Orders',
    roles: ALL,
    Component: OrdersSection,
    loading: 'Loading orders…',
  },
  {
    id: 'profile',
    label: 'Profile',
    roles: ['User'],
    Component: lazyPage(() =>
      import('./profile-section.tsx').then((m) => ({ default: m.ProfileSection })),
    ),
    loading: 'Loading your profile…',
  },
  {
    id: 'showroom',
    label: 'My showroom',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('./contractor.tsx').then((m) => ({ default: m.ShowroomSettingsSection })),
    ),
    loading: 'Loading showroom settings…',
  },
  {
    id: 'markups',
    label: 'Markup by category',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('./category-markups.tsx').then((m) => ({ default: m.CategoryMarkupsSection })),
    ),
    loading: 'Loading category markups…',
  },
  {
    id: 'products',
    label: 'Showroom products',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('./showroom-products.tsx').then((m) => ({ default: m.ShowroomProductsSection })),
    ),
    loading: 'Loading showroom products…',
  },
  {
    id: 'catalogue',
    label: 'My catalogue',
    roles: ['Vendor'],
    Component: lazyPage(() =>
      import('./vendor-catalog-section.tsx').then((m) => ({ default: m.VendorCatalogSection })),
    ),
    loading: 'Loading your catalogue…',
  },
  {
    id: 'balance',
    label: 'Balance and payouts',
    roles: ['Contractor', 'Vendor'],
    Component: lazyPage(() =>
      import('./balance-section.tsx').then((m) => ({ default: m.BalanceAndPayouts })),
    ),
    loading: 'Loading balance…',
  },
  {
    id: 'applications',
    label: 'Pro applications',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('./admin-applications.tsx').then((m) => ({ default: m.AdminApplications })),
    ),
    loading: 'Loading applications…',
  },
  {
    id: 'users',
    label: 'Users',
    roles: ['Admin'],
    Component: lazyPage(() => import('./admin-users.tsx').then((m) => ({ default: m.AdminUsers }))),
    loading: 'Loading users…',
  },
  {
    id: 'settings',
    label: 'Platform settings',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('./admin-settings.tsx').then((m) => ({ default: m.AdminSettings })),
    ),
    loading: 'Loading platform settings…',
  },
  {
    id: 'refunds',
    label: 'Refunds',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('./admin-refunds.tsx').then((m) => ({ default: m.AdminRefunds })),
    ),
    loading: 'Loading refunds…',
  },
];
