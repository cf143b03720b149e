import { afterEmailVerified, STORAGE_KEYS } from '@brand/core/session';
import { Button, useAction, useBrandStores, useSession } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { Page } from '../../shell/page.tsx';
import { firstServerErrorOr } from './messages.ts';

/** Resend the verification email (GET /api/email/resend, sign-in required). */
function ResendButton() {
  const client = useClient();
  const resend = useAction({ perform: () => client.auth.emailResend({ quiet: true }) });
  const status =
    resend.status === 'success'
      ? {
          kind: 'done' as const,
          text: resend.data.message ?? 'We sent you a new verification link.',
        }
      : resend.status === 'error'
        ? { kind: 'error' as const, text: firstServerErrorOr(resend.error) }
        : null;
  return (
    <>
      <Button type="button" onClick={() => void resend.run()} disabled={resend.isPending}>
        Resend verification email
      </Button>
      {status ? (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className="site-form__done">
          {status.text}
        </p>
      ) : null}
    </>
  );
}

/** Leave a verify page to the stored redirect_to, the redirect query, or / (spec 1 §4 b5). */
function useLeaveVerified() {
  const { storage } = useBrowserState();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return () => {
    const action = afterEmailVerified(storage.get(STORAGE_KEYS.redirectTo), params.get('redirect'));
    storage.remove(STORAGE_KEYS.redirectTo);
    void navigate(action.to, { replace: true });
  };
}

/** /account_verify: asks the user to verify their email; signed-in users may resend it. */
export function AccountVerifyPage() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <Page title="Verify your email" lead="Open the link we emailed you to verify your address.">
      {isLoggedIn ? (
        <ResendButton />
      ) : (
        <p>
          <Link to="/login?redirect=%2Fverifiction">Sign in</Link> to have the link sent again.
        </p>
      )}
    </Page>
  );
}

/** /verify/:hash: the emailed link. Verifies once, refreshes the user, then leaves. */
export function VerifyPage() {
  const { hash = '' } = useParams();
  const client = useClient();
  const { session } = useBrandStores();
  const leave = useLeaveVerified();
  // The link's write, once (a second mount in development does not verify twice).
  const verify = useAction({
    perform: () => client.auth.emailVerify({ params: { token: hash }, quiet: true }),
    // Once verified (shown at once), a signed-in user's record is loaded again.
    reload: [
      () =>
        session.getState().isLoggedIn
          ? session.getState().loadUser(async () => (await client.auth.authUser()).data)
          : undefined,
    ],
  });
  const started = useRef(false);
  const run = verify.run;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);
  const state =
    verify.status === 'success' ? 'verified' : verify.status === 'error' ? 'failed' : 'verifying';
  const message =
    verify.status === 'success'
      ? (verify.data.message ?? 'Your email is verified.')
      : verify.status === 'error'
        ? firstServerErrorOr(verify.error)
        : '';

  return (
    <Page title={state === 'verified' ? 'Email verified' : 'Verifying your email'}>
      {state === 'verifying' ? <p role="status">Checking your link…</p> : null}
      {state === 'verified' ? (
        <>
          <p role="status">{message}</p>
          <Button type="button" onClick={leave}>
            Continue
          </Button>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <p role="alert">{message}</p>
          <p>
            The link may have expired. <Link to="/verifiction">Send a new one</Link>.
          </p>
        </>
      ) : null}
    </Page>
  );
}

/**
 * /verifiction (spelled so, spec 1 §2): where signed-in users with an unverified email go. Once
 * the user is verified they leave to the redirect or / (spec 1 §4 branch 5).
 */
export function VerifictionPage() {
  const client = useClient();
  const { session } = useBrandStores();
  const verified = useSession((s) => Boolean(s.user?.email_verified_at));
  const leave = useLeaveVerified();
  const check = useAction({
    perform: () =>
      session.getState().loadUser(async () => (await client.auth.authUser({ quiet: true })).data),
  });
  const note =
    check.status === 'success' && !check.data?.email_verified_at
      ? 'Your email is not verified yet. Open the link we sent.'
      : null;

  useEffect(() => {
    if (verified) leave();
  }, [verified, leave]);

  return (
    <Page
      title="Please verify your email"
      lead="Your account is ready; verify your email address to continue."
    >
      <ResendButton />
      <p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void check.run()}
          disabled={check.isPending}
        >
          I have verified my email
        </Button>
      </p>
      {note ? <p role="status">{note}</p> : null}
    </Page>
  );
}
