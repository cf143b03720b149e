import { runOneTimeCode, runSignInAction, STORAGE_KEYS, signInOutcome } from '@brand/core/session';
import {
  OneTimeCodeEntry,
  type OneTimeCodeResult,
  SignInForm,
  type SignInValues,
  useBrandStores,
  useToast,
} from '@brand/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { signInScreen } from '../../lib/guards.ts';
import { Page } from '../../shell/page.tsx';
import { renderRouterLink } from '../../shell/router-link.tsx';

/**
 * /login (spec 1 §2 "Sign-in page", §4 "Sign-in outcome"): ui's SignInForm; the outcome is
 * core's signInOutcome, performed by core's runSignInAction. It accepts a redirect query.
 */
export function LoginPage() {
  const client = useClient();
  const { session, cart, showroom } = useBrandStores();
  const { storage, cookies } = useBrowserState();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [needsCode, setNeedsCode] = useState(false);

  const onSubmit = async ({ email, password, remember }: SignInValues) => {
    // A rejection (422 field errors, 401 ...) is shown by the form under the fields.
    const answer = await client.auth.login({ body: { email, password } });
    session.getState().signIn({ token: answer.data.token, user: answer.data.user });
    const state = session.getState();
    const action = signInOutcome({
      user: answer.data.user,
      stored: {
        token: state.token,
        cartId: cart.getState().cartId,
        myItem: showroom.getState().item,
        visualRedirect: storage.get(STORAGE_KEYS.visualRedirect),
        redirectTo: storage.get(STORAGE_KEYS.redirectTo),
        otpVerified: state.hasOtpCookie(),
      },
      redirectQuery: params.get('redirect'),
      screen: signInScreen(params.get('redirect')),
      rememberEmail: remember ? email : null,
      freshLogin: true,
    });
    await runSignInAction(action, {
      client,
      session,
      cart,
      showroom,
      storage,
      cookies,
      navigate: (to) => void navigate(to, { replace: true }),
      toast: (t) => toast({ variant: t.kind, message: t.message }),
      showOneTimeCode: () => setNeedsCode(true),
    });
  };

  // spec 1 §4 "Admin one-time code": request, then verify; a valid code sets the otp cookie
  // (core's runOneTimeCode) and reloads, and the guard then sends the Admin to /account.
  const requestCode = async () => {
    const answer = await client.auth.requestOneTimeCode({ quiet: true });
    return answer.message;
  };
  const verifyCode = async (code: string): Promise<OneTimeCodeResult> => {
    const outcome = await runOneTimeCode(client, cookies, code);
    if (outcome.type === 'reload') {
      window.location.reload();
      return { valid: true };
    }
    return { valid: false, message: outcome.toast.message };
  };

  const remembered = session.getState().rememberedEmail();
  return (
    <Page title="Sign In" className="site-page--narrow">
      {needsCode ? (
        <section aria-labelledby="otp-title">
          <h2 id="otp-title">Enter your one-time code</h2>
          <p>Administrators confirm each sign-in with a 6-digit code sent by email.</p>
          <OneTimeCodeEntry onRequestCode={requestCode} onVerify={verifyCode} />
        </section>
      ) : (
        <SignInForm
          layout="plain"
          onSubmit={onSubmit}
          defaultEmail={remembered ?? ''}
          defaultRemember={remembered !== null}
          renderLink={(link) =>
            // Registering from here goes on to where signing in would have (issue 25 item 6).
            renderRouterLink(
              link.href === '/register' && params.get('redirect')
                ? {
                    ...link,
                    href: `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`,
                  }
                : link,
            )
          }
        />
      )}
    </Page>
  );
}
