import { runOneTimeCode } from '@brand/core/session';
import {
  OneTimeCodeEntry,
  type OneTimeCodeResult,
  SignInForm,
  type SignInValues,
  useBrandStores,
} from '@brand/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { Page } from '../../shell/page.tsx';
import { renderRouterLink } from '../../shell/router-link.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { socialSignInError, startSocialSignIn, useSocialProviders } from './social-sign-in.tsx';

/**
 * /login (spec 1 §2 "Sign-in page", §4 "Sign-in outcome"): ui's SignInForm; the outcome is
 * core's signInOutcome, performed by core's runSignInAction (./finish-sign-in.ts). It accepts a
 * redirect query. "Continue with <provider>" shows for each provider the API is configured for
 * (social sign-in, docs/decisions/social-sign-in.md); `?error=` explains a social sign-in that
 * came back without signing in.
 */
export function LoginPage() {
  const client = useClient();
  const { session } = useBrandStores();
  const { cookies } = useBrowserState();
  const [params] = useSearchParams();
  const [needsCode, setNeedsCode] = useState(false);
  const finish = useFinishSignIn();
  const providers = useSocialProviders();
  const socialError = socialSignInError(params.get('error'));

  const onSubmit = async ({ email, password, remember }: SignInValues) => {
    // A rejection (422 field errors, 401 ...) is shown by the form under the fields.
    const answer = await client.auth.login({ body: { email, password } });
    await finish(answer.data, {
      redirect: params.get('redirect'),
      rememberEmail: remember ? email : null,
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
        <>
          {socialError ? (
            <p role="alert" className="site-sign-in-error">
              {socialError}
            </p>
          ) : null}
          <SignInForm
            layout="plain"
            socialProviders={providers}
            onSocialLogin={(provider) => startSocialSignIn(provider, params.get('redirect'))}
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
        </>
      )}
    </Page>
  );
}
