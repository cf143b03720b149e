import type { UserType } from '@brand/core/contract';
import { loginPageVisit } from '@brand/core/session';
import { useSession } from '@brand/ui';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  loginPageRedirect,
  protectedRouteRedirect,
  registrationPageRedirect,
  roleRouteRedirect,
} from '../lib/guards.ts';
import { PageLoading } from './page-loading.tsx';
import { useIsLoggedIn, useUserLoad } from './session.tsx';

/** Layout route for the sign-in-only routes: visitors go to /login?redirect=<path>. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const to = protectedRouteRedirect(loggedIn, location);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/**
 * Layout route (inside RequireAuth) for pages of some roles only: another role goes to
 * /account; while the signed-in user is still loading, the page waits.
 */
export function RequireRole({ roles }: { roles: readonly UserType[] }) {
  const user = useSession((s) => s.user);
  const load = useUserLoad();
  if (!user) return load === 'loading' ? <PageLoading /> : <Outlet />;
  const to = roleRouteRedirect(user.type, roles);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/**
 * Layout route for /login: signed-in users go to /account; an Admin without the one-time
 * code stays (core's loginPageVisit). While the user is still loading, wait for it.
 */
export function LoginGuard() {
  const loggedIn = useIsLoggedIn();
  // Only a user who arrives signed in is sent away: signing in on this page is followed by
  // core's sign-in outcome, not by this guard.
  const [arrivedSignedIn] = useState(loggedIn);
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const otpVerified = useSession((s) => s.hasOtpCookie());
  const load = useUserLoad();
  if (!loggedIn || !arrivedSignedIn) return <Outlet />;
  if (user) {
    const visit = loginPageVisit({ user, token, otpVerified });
    return visit.type === 'navigate' ? <Navigate to={visit.to} replace /> : <Outlet />;
  }
  if (load === 'loading') return <PageLoading />;
  // Signed in by the token rule but the user could not be fetched (offline): the token decides.
  const to = loginPageRedirect(loggedIn);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/** Layout route for registration: signed-in users are sent away. */
export function RegistrationGuard() {
  // Decided on arrival: a visitor who registers here (and is signed in by it) stays for the
  // thank-you modal; the registration outcome then navigates.
  const isLoggedIn = useIsLoggedIn();
  const [arrivedSignedIn] = useState(isLoggedIn);
  const to = registrationPageRedirect(arrivedSignedIn);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
