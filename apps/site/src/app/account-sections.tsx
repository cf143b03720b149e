import type { UserType } from '@brand/core/contract';
import type { AccountSection } from '../lib/account-section.ts';
import { lazyPage } from '../lib/lazy-page.ts';

const ALL: readonly UserType[] = ['User', 'Contractor', 'Vendor', 'Admin'];

/**
 * The account dashboard's sections in navigation order (the first a role has is its landing
 * section), each from its own domain's folder and loaded as its own chunk. The app composes
 * them, as it composes the routes: a feature never imports another. Adding a section is one
 * entry here (docs/decisions/site-account.md). scripts/size.mjs reads this file with routes.tsx.
 */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  {
    id: 'overview',
    label: 'Overview',
    roles: ALL,
    Component: lazyPage(() =>
      import('../features/account/overview.tsx').then((m) => ({ default: m.Overview })),
    ),
    loading: 'Loading your overview…',
  },
  {
    id: 'projects',
    label: 'Projects',
    roles: ['User', 'Contractor', 'Vendor'],
    Component: lazyPage(() =>
      import('../features/projects/projects.tsx').then((m) => ({ default: m.ProjectsSection })),
    ),
    loading: 'Loading projects…',
  },
  {
    id: 'orders',
    label: 'Orders',
    roles: ALL,
    Component: lazyPage(() =>
      import('../features/orders/orders.tsx').then((m) => ({ default: m.OrdersSection })),
    ),
    loading: 'Loading orders…',
  },
  {
    id: 'profile',
    label: 'Profile',
    roles: ['User'],
    Component: lazyPage(() =>
      import('../features/account/profile-section.tsx').then((m) => ({
        default: m.ProfileSection,
      })),
    ),
    loading: 'Loading your profile…',
  },
  {
    id: 'showroom',
    label: 'My showroom',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('../features/pro-showroom/showroom-settings.tsx').then((m) => ({
        default: m.ShowroomSettingsSection,
      })),
    ),
    loading: 'Loading showroom settings…',
  },
  {
    id: 'markups',
    label: 'Markup by category',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('../features/pro-showroom/category-markups.tsx').then((m) => ({
        default: m.CategoryMarkupsSection,
      })),
    ),
    loading: 'Loading category markups…',
  },
  {
    id: 'products',
    label: 'Showroom products',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('../features/pro-showroom/showroom-products.tsx').then((m) => ({
        default: m.ShowroomProductsSection,
      })),
    ),
    loading: 'Loading showroom products…',
  },
  {
    id: 'leads',
    label: 'Leads',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('../features/leads/leads-section.tsx').then((m) => ({
        default: m.ProLeadsSection,
      })),
    ),
    loading: 'Loading leads…',
  },
  {
    id: 'plans',
    label: 'Plans',
    roles: ['Contractor'],
    Component: lazyPage(() =>
      import('../features/plans/plans-section.tsx').then((m) => ({ default: m.PlansSection })),
    ),
    loading: 'Loading plans…',
  },
  {
    id: 'catalogue',
    label: 'My catalogue',
    roles: ['Vendor'],
    Component: lazyPage(() =>
      import('../features/vendor-catalog/vendor-catalog-section.tsx').then((m) => ({
        default: m.VendorCatalogSection,
      })),
    ),
    loading: 'Loading your catalogue…',
  },
  {
    id: 'balance',
    label: 'Balance and payouts',
    roles: ['Contractor', 'Vendor'],
    Component: lazyPage(() =>
      import('../features/payouts/balance-section.tsx').then((m) => ({
        default: m.BalanceAndPayouts,
      })),
    ),
    loading: 'Loading balance…',
  },
  {
    id: 'applications',
    label: 'Pro applications',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-applications.tsx').then((m) => ({
        default: m.AdminApplications,
      })),
    ),
    loading: 'Loading applications…',
  },
  {
    id: 'users',
    label: 'Users',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-users.tsx').then((m) => ({ default: m.AdminUsers })),
    ),
    loading: 'Loading users…',
  },
  {
    id: 'settings',
    label: 'Platform settings',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-settings.tsx').then((m) => ({ default: m.AdminSettings })),
    ),
    loading: 'Loading platform settings…',
  },
  {
    id: 'refunds',
    label: 'Refunds',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-refunds.tsx').then((m) => ({ default: m.AdminRefunds })),
    ),
    loading: 'Loading refunds…',
  },
  {
    id: 'payments',
    label: 'Payments',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-payments.tsx').then((m) => ({ default: m.AdminPayments })),
    ),
    loading: 'Loading payments…',
  },
  {
    id: 'payouts',
    label: 'Payouts',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-payouts.tsx').then((m) => ({ default: m.AdminPayouts })),
    ),
    loading: 'Loading payouts…',
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-subscriptions.tsx').then((m) => ({
        default: m.AdminSubscriptions,
      })),
    ),
    loading: 'Loading subscriptions…',
  },
  {
    id: 'catalogue-admin',
    label: 'Catalogue',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-catalogue.tsx').then((m) => ({
        default: m.AdminCatalogue,
      })),
    ),
    loading: 'Loading the catalogue…',
  },
  {
    id: 'all-leads',
    label: 'Leads',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/leads/leads-section.tsx').then((m) => ({
        default: m.AdminLeadsSection,
      })),
    ),
    loading: 'Loading leads…',
  },
  {
    id: 'attention',
    label: 'Needs attention',
    roles: ['Admin'],
    Component: lazyPage(() =>
      import('../features/admin/admin-attention.tsx').then((m) => ({
        default: m.AdminAttention,
      })),
    ),
    loading: 'Loading what needs attention…',
  },
];
