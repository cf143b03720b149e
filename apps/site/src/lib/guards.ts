import type { UserType } from '@brand/core/contract';
import { safeRedirect as coreSafeRedirect } from '@brand/core/session';

/**
 * Route guard decisions (spec 1 §2, §4; spec 2 §2) as pure functions; the components in
 * shell/guards.tsx apply them. "Logged in" is core's token rule, decided by the caller.
 */

/** A redirect query we follow: core's same-site rule (no open redirects), else `fallback`. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  return coreSafeRedirect(value) ?? fallback;
}

/** `/login?redirect=<path>`: the path (with its query) is kept readable, `/` unescaped. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

type Where = { pathname: string; search?: string };

/** Protected routes send visitors to Login with a redirect query holding the current path. */
export function protectedRouteRedirect(loggedIn: boolean, where: Where): string | null {
  return loggedIn ? null : loginPathFor(`${where.pathname}${where.search ?? ''}`);
}

/**
 * Signed-in users visiting /login go to /account (spec 1 §4 item 7). An Admin without the
 * one-time-code cookie is not signed in for this purpose: core's session logs them out.
 */
export function loginPageRedirect(loggedIn: boolean): string | null {
  return loggedIn ? '/account' : null;
}

/** Signed-in users are sent away from registration (spec 1 §2), to the home page. */
export function registrationPageRedirect(loggedIn: boolean): string | null {
  return loggedIn ? '/' : null;
}

/** Going from the Cart to Login sets the redirect to /checkout (spec 2 §2). */
export const CART_LOGIN_PATH = loginPathFor('/checkout');

/**
 * Which sign-in a /login is (spec 1 §4 "Sign-in outcome" 2, issue 30 item 7): on the way to
 * checkout (the cart's "Sign in to check out") it is the shopper sign-in, which only customers
 * complete: anyone else is told 'You are not authorized to access this page.' and signed out.
 * Every other /login is the main sign-in, where Pros, vendors and admins sign in.
 */
export function signInScreen(redirect: string | null): 'shop' | 'login' {
  return redirect === '/checkout' ? 'shop' : 'login';
}

/**
 * A page for some roles only (e.g. /payout_setup: the Pros and vendors who are paid out): a
 * signed-in user of another role goes to their /account, the dashboard of what they do have.
 * `null` while the user is not known yet (the caller waits) or when the role may stay.
 */
export function roleRouteRedirect(
  userType: UserType | null | undefined,
  roles: readonly UserType[],
): string | null {
  if (!userType || roles.includes(userType)) return null;
  return '/account';
}
