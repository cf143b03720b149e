import { useSession } from '@brand/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { Page } from '../../shell/page.tsx';
import { AdminConsole } from './admin-console.tsx';
import { CategoryMarkupsSection } from './category-markups.tsx';
import { BalanceSection, ShowroomSettingsSection } from './contractor.tsx';
import { OrdersSection } from './orders.tsx';
import { PayoutHistorySection } from './payout-history.tsx';
import { ProjectsSection } from './projects.tsx';

/** Vendors only: its own chunk, so the account route stays within the JS budget. */
const VendorCatalogSection = lazy(() =>
  import('./vendor-catalog-section.tsx').then((m) => ({ default: m.VendorCatalogSection })),
);

// Its own chunk (issue 10): the profile forms weigh nothing on the route's first render.
const ProfileSection = lazyPage(() =>
  import('./profile-section.tsx').then((m) => ({ default: m.ProfileSection })),
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
      {user.type === 'Admin' ? <AdminConsole /> : null}
      <ProjectsSection />
      {user.type === 'User' ? (
        <Suspense fallback={<p role="status">Loading your profile…</p>}>
          <ProfileSection />
        </Suspense>
      ) : null}
      {user.type === 'Contractor' ? <ShowroomSettingsSection /> : null}
      {user.type === 'Contractor' ? <CategoryMarkupsSection /> : null}
      {user.type === 'Vendor' ? (
        <Suspense fallback={<p role="status">Loading your catalogue…</p>}>
          <VendorCatalogSection />
        </Suspense>
      ) : null}
      <OrdersSection role={user.type} />
      {user.type === 'Contractor' || user.type === 'Vendor' ? <BalanceSection /> : null}
      {user.type === 'Contractor' || user.type === 'Vendor' ? <PayoutHistorySection /> : null}
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
