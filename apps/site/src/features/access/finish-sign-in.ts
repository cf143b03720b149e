import type { AuthSession } from '@brand/core/contract';
import { runSignInAction, STORAGE_KEYS, signInOutcome } from '@brand/core/session';
import { useBrandStores, useToast } from '@brand/ui';
import { useNavigate } from 'react-router';
import { useBrowserState, useSignInDeps } from '../../lib/brand.tsx';
import { signInScreen } from '../../lib/guards.ts';

/**
 * What happens once the API answered a sign-in with `{ user, token }` (spec 1 §4 "Sign-in
 * outcome"): the session stores the token, and core's signInOutcome decides where to go. Shared
 * by the password form (/login) and social sign-in (/auth/callback), so both sign in alike.
 */
export function useFinishSignIn() {
  const { session, cart, showroom } = useBrandStores();
  const { storage } = useBrowserState();
  const signInDeps = useSignInDeps();
  const { toast } = useToast();
  const navigate = useNavigate();
  return async (
    answer: AuthSession,
    options: {
      redirect: string | null;
      rememberEmail?: string | null;
      showOneTimeCode: () => void;
    },
  ) => {
    session.getState().signIn({ token: answer.token, user: answer.user });
    const state = session.getState();
    const action = signInOutcome({
      user: answer.user,
      stored: {
        token: state.token,
        cartId: cart.getState().cartId,
        myItem: showroom.getState().item,
        visualRedirect: storage.get(STORAGE_KEYS.visualRedirect),
        redirectTo: storage.get(STORAGE_KEYS.redirectTo),
        otpVerified: state.hasOtpCookie(),
      },
      redirectQuery: options.redirect,
      screen: signInScreen(options.redirect),
      rememberEmail: options.rememberEmail ?? null,
      freshLogin: true,
    });
    await runSignInAction(action, {
      ...signInDeps,
      navigate: (to) => void navigate(to, { replace: true }),
      toast: (t) => toast({ variant: t.kind, message: t.message }),
      showOneTimeCode: options.showOneTimeCode,
    });
  };
}
