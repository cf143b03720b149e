import { joinUrl } from '@brand/core/client';
import { MESSAGES } from '@brand/core/rules';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

/**
 * Why a social sign-in came back to /login?error=<code> (the API's callback,
 * docs/decisions/social-sign-in.md). Ours, except the account statuses: the spec's sign-in
 * messages (spec 1 §4).
 */
export const SOCIAL_SIGN_IN_ERRORS: Record<string, string> = {
  state: 'Your sign-in took too long or was started in another window. Please try again.',
  denied: 'Sign-in was cancelled at the provider. You can try again or use your password.',
  provider: 'The provider could not confirm who you are. Please try again.',
  unavailable: 'The sign-in provider is not reachable right now. Please try again later.',
  unverified:
    "Your email is not verified with that provider, so we can't sign you in with it. Verify it there, or sign in with your password.",
  deactivated: MESSAGES.deactivated,
  pending: MESSAGES.pendingApproval,
  admin: 'Administrators sign in with their email and password.',
  expired: 'This sign-in link has expired. Please sign in again.',
};

/** The message for /login's `error` query: a known code's, else a general one. */
export const socialSignInError = (code: string | null) =>
  code === null
    ? null
    : (SOCIAL_SIGN_IN_ERRORS[code] ??
      'Signing in with that provider did not work. Please try again.');

/** The providers the API is configured for; none (no buttons) until they load or on failure. */
export function useSocialProviders() {
  const client = useClient();
  const load = useLoad('social-providers', async () => {
    const answer = await client.auth.socialProviders({ quiet: true });
    return answer.data;
  });
  return load.data ?? [];
}

/** Leaves the site for the provider: the API's start sets the state cookie and redirects. */
export function startSocialSignIn(provider: string, redirect: string | null) {
  const base =
    document.querySelector('meta[name="api-base-url"]')?.getAttribute('content')?.trim() ?? '';
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  window.location.assign(
    joinUrl(base, `/api/auth/oidc/${encodeURIComponent(provider)}/start${query}`),
  );
}
