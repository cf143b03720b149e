import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { Page } from '../../shell/page.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';

/**
 * /auth/callback#code=<one-time code>[&redirect=<path>] (docs/decisions/social-sign-in.md): the
 * API's OpenID Connect callback sends the browser here; the code is exchanged once for the user
 * and a token, and the sign-in finishes exactly as the password form's does.
 */
export function AuthCallbackPage() {
  const client = useClient();
  const finish = useFinishSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const code = fragment.get('code');
    // The code is spent either way: keep it out of history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!code) {
      setFailed(true);
      return;
    }
    client.auth
      .socialExchange({ body: { code }, quiet: true })
      .then((answer) =>
        finish(answer.data, {
          redirect: fragment.get('redirect'),
          // An Admin never gets here (the API refuses social sign-in for them).
          showOneTimeCode: () => setFailed(true),
        }),
      )
      .catch(() => setFailed(true));
  }, [client, finish]);

  if (failed) return <Navigate to="/login?error=expired" replace />;
  return (
    <Page title="Signing you in" className="site-page--narrow">
      <p role="status">Signing you in…</p>
    </Page>
  );
}
