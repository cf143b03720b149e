import { AdminApplications } from './admin-applications.tsx';
import { AdminRefunds } from './admin-refunds.tsx';
import { AdminSettings } from './admin-settings.tsx';
import { AdminUsers } from './admin-users.tsx';

/**
 * The admin console on /account (issue 12 items 3, 4): Pro applications, users, platform
 * settings with their audit log, and refunds to follow. The server checks every call (an Admin
 * whose token passed the one-time code); the screens only mirror it.
 */
export function AdminConsole() {
  return (
    <>
      <AdminApplications />
      <AdminUsers />
      <AdminSettings />
      <AdminRefunds />
    </>
  );
}
