import { useSession } from '@brand/ui';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { Page } from '../../shell/page.tsx';
import { OrdersSection } from './orders.tsx';
import { ProjectsSection } from './projects.tsx';

// One role's sections each load as their own chunk, so the account route's first script stays
// within the JS budget whatever the roles add (the profile forms, the vendor's catalogue, the
// admin console, the Pro's category markups).
const ProfileSection = lazyPage(() =>
  import('./profile-section.tsx').then((m) => ({ default: m.ProfileSection })),
);
const VendorCatalogSection = lazyPage(() =>
  import('./vendor-catalog-section.tsx').then((m) => ({ default: m.VendorCatalogSection })),
);
const AdminConsole = lazyPage(() =>
  import('./admin-console.tsx').then((m) => ({ default: m.AdminConsole })),
);
const ShowroomSettingsSection = lazyPage(() =>
  import('./contractor.tsx').then((m) => ({ default: m.ShowroomSettingsSection })),
);
const BalanceSection = lazyPage(() =>
  import('./contractor.tsx').then((m) => ({ default: m.BalanceSection })),
);
const PayoutHistorySection = lazyPage(() =>
  import('./payout-history.tsx').then((m) => ({ default: m.PayoutHistorySection })),
);
const CategoryMarkupsSection = lazyPage(() =>
  import('./category-markups.tsx').then((m) => ({ default: m.CategoryMarkupsSection })),
);
const ShowroomProductsSection = lazyPage(() =>
  import('./showroom-products.tsx').then((m) => ({ default: m.ShowroomProductsSection })),
);

/**
 * /account by role (issue 5): customers see their projects with chat and hire designer, and
 * their orders (cancel, return, price changes); Pros open project chats from notifications;
 * Pros their showroom settings, embed snippet, orders with profit and balance; vendors their
 * order items; admins every order item. The server enforces permissions, the UI mirrors them.
 */
export function AccountPage() {
  const user = useSession((s) => s.user);
  if (!user) {
    return (
      <Page title="My Account">
        <p role="status">Loading your account…</p>
      </Page>
    );
  }
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Page title="My Account" lead={`Signed in as ${name || user.email} (${roleName(user.type)}).`}>
      <nav aria-label="Account" className="site-links">
        <Link to="/notification">Notifications</Link>{' '}
        <Link to="/change_password">Change password</Link>
      </nav>
      {user.type === 'Admin' ? (
        <Suspense fallback={<p role="status">Loading the admin console…</p>}>
          <AdminConsole />
        </Suspense>
      ) : null}
      <ProjectsSection />
      {user.type === 'User' ? (
        <Suspense fallback={<p role="status">Loading your profile…</p>}>
          <ProfileSection />
        </Suspense>
      ) : null}
      {user.type === 'Contractor' ? (
        <Suspense fallback={<p role="status">Loading showroom settings…</p>}>
          <ShowroomSettingsSection />
        </Suspense>
      ) : null}
      {user.type === 'Contractor' ? (
        <Suspense fallback={<p role="status">Loading category markups…</p>}>
          <CategoryMarkupsSection />
        </Suspense>
      ) : null}
      {user.type === 'Contractor' ? (
        <Suspense fallback={<p role="status">Loading showroom products…</p>}>
          <ShowroomProductsSection />
        </Suspense>
      ) : null}
      {user.type === 'Vendor' ? (
        <Suspense fallback={<p role="status">Loading your catalogue…</p>}>
          <VendorCatalogSection />
        </Suspense>
      ) : null}
      <OrdersSection role={user.type} />
      {user.type === 'Contractor' || user.type === 'Vendor' ? (
        <Suspense fallback={<p role="status">Loading balance…</p>}>
          <BalanceSection />
          <PayoutHistorySection />
        </Suspense>
      ) : null}
    </Page>
  );
}

function roleName(type: string): string {
  switch (type) {
    case 'User':
      return 'Customer';
    case 'Contractor':
      return 'Pro';
    default:
      return type;
  }
}
