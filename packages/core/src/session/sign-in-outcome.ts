/**
 * spec 1 §4 "Sign-in outcome", "Registration" and "Admin one-time code" as pure functions:
 * from (user, what the browser keeps, the redirect query, the screen) to the next action.
 * The app runs the action (create the project, navigate, set cookies, show the toast); these
 * functions only decide.
 */

import type { User } from '../client/api-types';
import type { Toast } from '../client/catalogue';
import { MESSAGES } from '../rules/policy';
import { isTokenValid } from '../rules/token';
import { COOKIE_DAYS, COOKIE_KEYS, STORAGE_KEYS } from './keys';
import type { ShowroomItem } from './stores';

/** The spec's messages for these flows (spec 1 §8). */
export const SIGN_IN_MESSAGES = {
  notAuthorized: MESSAGES.notAuthorized,
  deactivated: MESSAGES.deactivated,
  pendingApproval: MESSAGES.pendingApproval,
  /** Project creation with a cart failed. */
  pleaseLogin: MESSAGES.pleaseLogin,
  /** Project creation failed in the visualizer redirect or after sign-up. */
  projectCreationFailed: MESSAGES.projectCreationFailed,
  /** ours: a one-time code the server did not accept, without a server message. */
  invalidCode: 'The code is invalid or has expired. Please request a new one.',
} as const;

/** ours: the routes these flows send to (spec 1 §2 names them). */
export const OUTCOME_ROUTES = {
  home: '/',
  account: '/account',
  login: '/login',
  verify: '/verifiction',
  visualize: '/visualize',
  checklist: '/visualize/checklist',
  /**
   * spec 1 §4 branch 4 says "/projects from the login screen", but /projects is not a route of
   * spec 1 §2 (it would land on /404); a customer's projects live on /account (ours).
   */
  projects: '/account',
} as const;

/** The user fields the decisions read. */
export type OutcomeUser = Pick<User, 'type' | 'status' | 'email_verified_at' | 'total_projects'>;

export type CookieChange =
  | { name: string; value: string; days: number }
  | { name: string; remove: true };

/** What the browser keeps that the decisions read (spec 1 §3). */
export interface StoredState {
  token: string | null;
  cartId: string | null;
  myItem: ShowroomItem | null;
  visualRedirect: string | null;
  redirectTo: string | null;
  /** The otp_verify cookie exists. */
  otpVerified: boolean;
}

/**
 * - `login`: the main sign-in page (/login): Pros, vendors and admins sign in here.
 * - `shop`: the shopper sign-in (from the cart or the visualizer), which only customers may
 *   complete (spec 1 §6 "the only type that completes the shopper sign-in flow").
 * - `other`: any other place a sign-in completes (social login return, a modal elsewhere).
 */
export type SignInScreen = 'login' | 'shop' | 'other';

/** The next step. `cookies` and `clear` (storage keys) are applied before it. */
export type SignInAction =
  | { type: 'logout'; toast?: Toast; cookies: CookieChange[]; clear: string[] }
  | {
      /** Create a project from `item`, attach the temporary cart, then navigate. */
      type: 'create-project-and-attach-cart';
      item: ShowroomItem | null;
      /** The body of POST /api/projectCart/update_project_cart: `{ re_temp_project_id, project_id }`. */
      cartId: string;
      next: string;
      /** Fire the cart-updated event once attached. */
      notifyCartUpdated: true;
      onFailure: { toast: Toast; to: string };
      cookies: CookieChange[];
      clear: string[];
    }
  | {
      /** Create a project from the complete visualizer item, then navigate to `to`. */
      type: 'create-project-and-navigate';
      item: ShowroomItem;
      to: string;
      onFailure: { toast: Toast; to: string };
      cookies: CookieChange[];
      clear: string[];
    }
  | {
      /** An Admin without the otp cookie: request a code, then verify it (spec 1 §4). */
      type: 'one-time-code';
      cookies: CookieChange[];
      clear: string[];
    }
  | { type: 'navigate'; to: string; cookies: CookieChange[]; clear: string[] }
  | {
      /** Registration of a non-User: stays signed out, shows the thank-you modal. */
      type: 'thank-you';
      cookies: CookieChange[];
      clear: string[];
    };

/**
 * A redirect target we may follow: a same-site path. Anything else (absolute URLs,
 * protocol-relative `//host`, `/\host`) is dropped (ours: no open redirect).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\'))
    return null;
  return trimmed;
}

function pathOf(target: string): string {
  return target.split(/[?#]/)[0] ?? target;
}

/** spec 1 §4 "Users with a pending visual_redirect and a complete stored item". */
export function isCompleteItem(item: ShowroomItem | null): item is ShowroomItem {
  return Boolean(item?.showroom && item.floorplan && item.floorTemplate);
}

const userTypeCookie = (type: User['type']): CookieChange => ({
  name: COOKIE_KEYS.userType,
  value: type,
  days: COOKIE_DAYS.userType,
});

const removeOtp: CookieChange = { name: COOKIE_KEYS.otpVerify, remove: true };

/** spec 1 §4 branch 8 (ours: the email only, never the password). */
function rememberCookies(rememberEmail: string | null | undefined): CookieChange[] {
  if (rememberEmail === undefined) return [];
  if (rememberEmail === null || rememberEmail === '') {
    return [
      { name: COOKIE_KEYS.rememberEmail, remove: true },
      { name: COOKIE_KEYS.rememberMe, remove: true },
    ];
  }
  return [
    { name: COOKIE_KEYS.rememberEmail, value: rememberEmail, days: COOKIE_DAYS.rememberEmail },
    { name: COOKIE_KEYS.rememberMe, value: '1', days: COOKIE_DAYS.rememberMe },
  ];
}

export interface SignInInput {
  user: OutcomeUser | null;
  stored: StoredState;
  /** `?redirect=` of the sign-in page. */
  redirectQuery: string | null;
  screen: SignInScreen;
  /**
   * Remember me: the email when ticked, null when not; undefined when the screen has no such
   * box (social login).
   */
  rememberEmail?: string | null;
  /**
   * True right after a password login: removes the otp cookie (spec 1 §4 branch 8). False when
   * re-deciding for a session that already exists (a reload after the one-time code).
   */
  freshLogin?: boolean;
}

function logout(message: string | undefined, cookies: CookieChange[]): SignInAction {
  return message === undefined
    ? { type: 'logout', cookies, clear: [] }
    : { type: 'logout', toast: { kind: 'error', message }, cookies, clear: [] };
}

/** The status gate of spec 1 §4 branch 6: null when the status may sign in. */
export function statusMessage(status: string): string | null {
  if (status === 'Active' || status === 'Approve') return null;
  if (status === 'Deactive') return SIGN_IN_MESSAGES.deactivated;
  return SIGN_IN_MESSAGES.pendingApproval;
}

/**
 * spec 1 §4 "Sign-in outcome", branches 1 to 8. Order (ours where the spec's numbering leaves
 * it open): no token (1); a non-User on the shopper sign-in (2); a status that may not sign
 * in (6, checked before anything is created for the account); a customer's temporary cart
 * (3); then the Active/Approve routing (4), with unverified email (5) and the admin code.
 */
export function signInOutcome(input: SignInInput): SignInAction {
  const { user, stored, screen } = input;
  const baseCookies = [
    ...rememberCookies(input.rememberEmail),
    ...(input.freshLogin === false ? [] : [removeOtp]),
  ];
  const otpVerified = input.freshLogin === false ? stored.otpVerified : false;

  // 1. No token stored: logged out.
  if (!user || !isTokenValid(stored.token)) return logout(undefined, baseCookies);

  // 2. The shopper sign-in is for customers only.
  if (screen === 'shop' && user.type !== 'User') {
    return logout(SIGN_IN_MESSAGES.notAuthorized, baseCookies);
  }

  // 6. Deactive and pending accounts cannot sign in.
  const blocked = statusMessage(user.status);
  if (blocked !== null) return logout(blocked, baseCookies);

  const cookies = [...baseCookies, userTypeCookie(user.type)];
  const storedRedirect = safeRedirect(stored.redirectTo);
  const redirect = storedRedirect ?? safeRedirect(input.redirectQuery);
  const clearRedirect = storedRedirect ? [STORAGE_KEYS.redirectTo] : [];

  // 3. A customer's temporary cart becomes a project's cart.
  if (user.type === 'User' && stored.cartId) {
    return {
      type: 'create-project-and-attach-cart',
      item: stored.myItem,
      cartId: stored.cartId,
      next: redirect ?? OUTCOME_ROUTES.home,
      notifyCartUpdated: true,
      onFailure: {
        toast: { kind: 'error', message: SIGN_IN_MESSAGES.pleaseLogin },
        to: OUTCOME_ROUTES.visualize,
      },
      cookies,
      clear: [STORAGE_KEYS.cartId, ...clearRedirect],
    };
  }

  // 5. Unverified email.
  if (!user.email_verified_at) {
    return { type: 'navigate', to: OUTCOME_ROUTES.verify, cookies, clear: [] };
  }

  // 4. Active or Approve with a verified email.
  if (user.type !== 'User') {
    if (user.type === 'Admin' && !otpVerified) return { type: 'one-time-code', cookies, clear: [] };
    return { type: 'navigate', to: OUTCOME_ROUTES.account, cookies, clear: [] };
  }
  const visualRedirect = safeRedirect(stored.visualRedirect);
  if (visualRedirect && isCompleteItem(stored.myItem)) {
    return {
      type: 'create-project-and-navigate',
      item: stored.myItem,
      to: visualRedirect,
      onFailure: {
        toast: { kind: 'error', message: SIGN_IN_MESSAGES.projectCreationFailed },
        to: OUTCOME_ROUTES.home,
      },
      cookies,
      clear: [STORAGE_KEYS.visualRedirect],
    };
  }
  if (redirect && pathOf(redirect) === OUTCOME_ROUTES.checklist) {
    return { type: 'navigate', to: redirect, cookies, clear: clearRedirect };
  }
  if (user.total_projects > 0 || (redirect && pathOf(redirect) === OUTCOME_ROUTES.login)) {
    const to = screen === 'login' ? OUTCOME_ROUTES.projects : OUTCOME_ROUTES.home;
    return { type: 'navigate', to, cookies, clear: clearRedirect };
  }
  return { type: 'navigate', to: redirect ?? OUTCOME_ROUTES.home, cookies, clear: clearRedirect };
}

/** spec 1 §4 branch 5: once verified, leave the verify pages to the redirect, or /. */
export function afterEmailVerified(
  redirectTo: string | null,
  redirectQuery: string | null,
): { type: 'navigate'; to: string } {
  return {
    type: 'navigate',
    to: safeRedirect(redirectTo) ?? safeRedirect(redirectQuery) ?? OUTCOME_ROUTES.home,
  };
}

/**
 * spec 1 §4 branch 7: a signed-in user visiting the login page goes to /account; an Admin
 * needs the one-time code first. `stay` shows the login form.
 */
export function loginPageVisit(input: {
  user: Pick<OutcomeUser, 'type'> | null;
  token: string | null;
  otpVerified: boolean;
}): { type: 'stay' } | { type: 'navigate'; to: string } | { type: 'one-time-code' } {
  if (!input.user || !isTokenValid(input.token)) return { type: 'stay' };
  if (input.user.type === 'Admin' && !input.otpVerified) return { type: 'one-time-code' };
  return { type: 'navigate', to: OUTCOME_ROUTES.account };
}

// ---------------------------------------------------------------------------------------------
// Registration

export interface RegistrationInput {
  /** The registered user as returned by POST /api/register. */
  user: OutcomeUser;
  stored: Omit<StoredState, 'token' | 'otpVerified'>;
}

export type RegistrationAction = SignInAction & {
  /** Store the returned token: only when the new account is type User (spec 1 §4). */
  signIn: boolean;
};

/**
 * spec 1 §4 "Registration": auto sign-in only for type User; a stored cart id -> create a
 * project, attach the cart, fire cart-updated; a stored visual redirect with a complete item
 * -> create a project and go there (an incomplete item -> /visualize); else redirect_to, or /.
 */
export function registrationOutcome(input: RegistrationInput): RegistrationAction {
  const { user, stored } = input;
  if (user.type !== 'User') {
    return { type: 'thank-you', signIn: false, cookies: [], clear: [] };
  }
  const cookies = [userTypeCookie(user.type)];
  const redirect = safeRedirect(stored.redirectTo);
  const clearRedirect = redirect ? [STORAGE_KEYS.redirectTo] : [];
  const projectFailure = {
    toast: { kind: 'error' as const, message: SIGN_IN_MESSAGES.projectCreationFailed },
    to: OUTCOME_ROUTES.visualize,
  };
  if (stored.cartId) {
    return {
      type: 'create-project-and-attach-cart',
      signIn: true,
      item: stored.myItem,
      cartId: stored.cartId,
      next: redirect ?? OUTCOME_ROUTES.home,
      notifyCartUpdated: true,
      onFailure: projectFailure,
      cookies,
      clear: [STORAGE_KEYS.cartId, ...clearRedirect],
    };
  }
  const visualRedirect = safeRedirect(stored.visualRedirect);
  if (visualRedirect) {
    if (isCompleteItem(stored.myItem)) {
      return {
        type: 'create-project-and-navigate',
        signIn: true,
        item: stored.myItem,
        to: visualRedirect,
        onFailure: projectFailure,
        cookies,
        clear: [STORAGE_KEYS.visualRedirect],
      };
    }
    return {
      type: 'navigate',
      signIn: true,
      to: OUTCOME_ROUTES.visualize,
      cookies,
      clear: [STORAGE_KEYS.visualRedirect],
    };
  }
  return {
    type: 'navigate',
    signIn: true,
    to: redirect ?? OUTCOME_ROUTES.home,
    cookies,
    clear: clearRedirect,
  };
}

// ---------------------------------------------------------------------------------------------
// Admin one-time code

/** spec 1 §4 / §6: an Admin without the otp cookie is logged out; everyone else passes. */
export function adminGate(input: {
  user: Pick<OutcomeUser, 'type'> | null;
  otpVerified: boolean;
}): { type: 'allow' } | { type: 'logout' } {
  return input.user?.type === 'Admin' && !input.otpVerified
    ? { type: 'logout' }
    : { type: 'allow' };
}

/**
 * The answer of GET /api/login/verify_otp?otp=...: a valid code sets the otp cookie (340 days)
 * and reloads; otherwise the server's message (or ours) is shown.
 */
export function oneTimeCodeOutcome(answer: {
  valid_otp?: boolean | undefined;
  message?: string | undefined;
}): { type: 'reload'; cookies: CookieChange[] } | { type: 'error'; toast: Toast } {
  if (answer.valid_otp === true) {
    return {
      type: 'reload',
      cookies: [{ name: COOKIE_KEYS.otpVerify, value: '1', days: COOKIE_DAYS.otpVerify }],
    };
  }
  const message = answer.message?.trim() ? answer.message : SIGN_IN_MESSAGES.invalidCode;
  return { type: 'error', toast: { kind: 'error', message } };
}

/** Apply an action's cookie changes to a cookie storage. */
export function applyCookieChanges(
  cookies: { set(k: string, v: string, o?: { days?: number }): void; remove(k: string): void },
  changes: readonly CookieChange[],
): void {
  for (const change of changes) {
    if ('remove' in change) cookies.remove(change.name);
    else cookies.set(change.name, change.value, { days: change.days });
  }
}
