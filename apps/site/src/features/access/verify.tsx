import { afterEmailVerified, STORAGE_KEYS } from '@brand/core/session';
import { Button, useBrandStores, useSession } from '@brand/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { Page } from '../../shell/page.tsx';
import { firstServerErrorOr } from './messages.ts';

/** Resend the verification email (GET /api/email/resend, sign-in required). */
function ResendButton() {
  const client = useClient();
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await client.auth.emailResend({ quiet: true });
      setStatus({ kind: 'done', text: answer.message ?? 'We sent you a new verification link.' });
    } catch (error) {
      setStatus({ kind: 'error', text: firstServerErrorOr(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" onClick={() => void resend()} disabled={busy}>
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
  const [state, setState] = useState<'verifying' | 'verified' | 'failed'>('verifying');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client.auth
      .emailVerify({ params: { token: hash }, quiet: true })
      .then(async (answer) => {
        setMessage(answer.message ?? 'Your email is verified.');
        setState('verified');
        if (session.getState().isLoggedIn) {
          await session.getState().loadUser(async () => (await client.auth.authUser()).data);
        }
      })
      .catch((error: unknown) => {
        setMessage(firstServerErrorOr(error));
        setState('failed');
      });
  }, [client, hash, session]);

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
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    if (verified) leave();
  }, [verified, leave]);

  const check = async () => {
    setChecking(true);
    setNote(null);
    const user = await session
      .getState()
      .loadUser(async () => (await client.auth.authUser({ quiet: true })).data);
    setChecking(false);
    if (!user?.email_verified_at) setNote('Your email is not verified yet. Open the link we sent.');
  };

  return (
    <Page
      title="Please verify your email"
      lead="Your account is ready; verify your email address to continue."
    >
      <ResendButton />
      <p>
        <Button type="button" variant="secondary" onClick={() => void check()} disabled={checking}>
          I have verified my email
        </Button>
      </p>
      {note ? <p role="status">{note}</p> : null}
    </Page>
  );
}
